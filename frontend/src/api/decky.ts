import { api } from './generated';

/**
 * Decky's phrases: the mascot reads them, the back office manages them. Visitors get the active
 * ones, admins all of them, so a login or logout ('Session') refreshes the lists too.
 */
export const deckyApi = api.enhanceEndpoints({
  addTagTypes: ['DeckyPhrase', 'Session'],
  endpoints: {
    listDeckyPhrases: { providesTags: [{ type: 'DeckyPhrase', id: 'LIST' }, 'Session'] },
    listDeckyPhrasesByLanguage: { providesTags: [{ type: 'DeckyPhrase', id: 'LIST' }, 'Session'] },
    listDeckyPhrasesByCategory: { providesTags: [{ type: 'DeckyPhrase', id: 'LIST' }, 'Session'] },
    createDeckyPhrase: { invalidatesTags: [{ type: 'DeckyPhrase', id: 'LIST' }] },
    updateDeckyPhrase: { invalidatesTags: [{ type: 'DeckyPhrase', id: 'LIST' }] },
    deleteDeckyPhrase: { invalidatesTags: [{ type: 'DeckyPhrase', id: 'LIST' }] },
  },
});

export const {
  useListDeckyPhrasesQuery,
  useListDeckyPhrasesByLanguageQuery,
  useCreateDeckyPhraseMutation,
  useUpdateDeckyPhraseMutation,
  useDeleteDeckyPhraseMutation,
} = deckyApi;
export type { DeckyPhraseDto, CreateDeckyPhraseDto } from './generated';

export const PHRASE_LANGUAGES = ['en', 'it'] as const;
export const PHRASE_CATEGORIES = ['general', 'tip', 'cards', 'decks', 'fun'] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];
