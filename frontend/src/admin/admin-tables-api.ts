import { api } from '../api/generated';

export type { CardTablePageDto, DeckPageDto, NewsPageDto, UserPageDto } from '../api/generated';

const DECK_LIST = { type: 'Deck', id: 'LIST' } as const;
const CARD_LIST = { type: 'Card', id: 'LIST' } as const;
const NEWS_LIST = { type: 'News', id: 'LIST' } as const;

/**
 * The back office's four tables, each read a page at a time with its search, filters and order on the
 * server (ADR 0074). They carry the tags of the lists they show, so every write that refreshes those
 * lists refreshes them, and the session's: a logout drops them from the cache.
 */
export const adminTablesApi = api.enhanceEndpoints({
  addTagTypes: ['Deck', 'Card', 'News', 'AdminUsers', 'Session'],
  endpoints: {
    // A deck shows its leader as it is in the card database.
    listAdminDecks: { providesTags: [DECK_LIST, CARD_LIST, 'Session'] },
    listAdminNews: { providesTags: [NEWS_LIST, 'Session'] },
    listAdminCards: { providesTags: [CARD_LIST, 'Session'] },
    listAllUsersPage: { providesTags: ['AdminUsers', 'Session'] },
  },
});

export const { useListAdminDecksQuery, useListAdminNewsQuery, useListAdminCardsQuery, useListAllUsersPageQuery } = adminTablesApi;
