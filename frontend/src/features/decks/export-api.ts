import { decksApi } from '../../api/decks';

/**
 * The deck exports (issue #16 item 4): the list texts come back as text, not JSON, and belong to
 * their deck (a deck edit refreshes them). The picture and the sheet are plain downloads.
 */
export const deckExportsApi = decksApi.enhanceEndpoints({
  endpoints: {
    exportDeckList: {
      query: ({ id, format }) => ({ url: `/api/decks/${id}/export`, params: { format }, responseHandler: 'text' }),
      providesTags: (_text, _error, { id }) => [{ type: 'Deck', id }],
    },
  },
});

export const { useLazyExportDeckListQuery, usePrefetch } = deckExportsApi;

export type DeckListFormat = 'optcgsim' | 'tournament' | 'cardmarket';
export const DECK_LIST_FORMATS: readonly DeckListFormat[] = ['optcgsim', 'tournament', 'cardmarket'];

/** Addresses the browser downloads from (the API names the file). */
export const deckExportAddress = {
  list: (id: number, format: DeckListFormat) => `/api/decks/${id}/export?format=${format}`,
  image: (id: number) => `/api/decks/${id}/image.png`,
  sheet: (id: number, language: 'it' | 'en') => `/api/decks/${id}/registration.pdf?lang=${language}`,
};
