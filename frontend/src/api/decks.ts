import { api, type DeckDetailDto, type SaveDeckDto } from './generated';

export type {
  CardDto,
  DeckCardEntryDto,
  DeckDetailDto,
  DeckPageDto,
  DeckSummaryDto,
  DeckLeaderDto,
  FormatCountDto,
  PlayerDto,
  LeaderOptionDto,
  MatchupDto,
  ParsedDeckCardDto,
  ParsedDeckListDto,
} from './generated';

/**
 * The deck endpoints with their cache tags, shared by every screen that shows decks (gallery, deck
 * page, home, back office; later the tier list and favourites): it lives here rather than in one
 * feature so that whichever screen loads first, its lists are tagged and a deck mutation refreshes
 * them all. Features re-export what they use from their own `api.ts`.
 *
 * Deck queries also provide the card list tag: a deck shows its leader and cards as they are in the
 * card database, so a card edit or re-import refreshes them. The admin counters ('DashboardStats')
 * count decks too, and the favourites list (api/community.ts) holds decks.
 */
const DECK_LIST = { type: 'Deck', id: 'LIST' } as const;
const CARD_LIST = { type: 'Card', id: 'LIST' } as const;
const FAVORITE_LIST = { type: 'Favorite', id: 'LIST' } as const;

/**
 * A player's own decks (GET /api/decks/mine) and players' pages depend on who is logged in and on every deck write:
 * they carry the deck list's tag and the session's, so a save, copy or delete, a login or a logout refreshes them.
 */
export const decksApi = api.enhanceEndpoints({
  addTagTypes: ['Deck', 'Card', 'DashboardStats', 'Favorite', 'Session'],
  endpoints: {
    listDecks: {
      providesTags: (decks) => [DECK_LIST, CARD_LIST, ...(decks ?? []).map(({ id }) => ({ type: 'Deck' as const, id }))],
    },
    searchDecks: {
      providesTags: (page) => [DECK_LIST, CARD_LIST, ...(page?.items ?? []).map(({ id }) => ({ type: 'Deck' as const, id }))],
    },
    listDeckLeaders: { providesTags: [DECK_LIST, CARD_LIST] },
    listDeckFormats: { providesTags: [DECK_LIST] },
    // A private deck reads differently for its owner: the session is part of what it depends on.
    getDeck: { providesTags: (_deck, _error, { id }) => [{ type: 'Deck', id }, CARD_LIST, 'Session'] },
    listMyDecks: { providesTags: (page) => [DECK_LIST, 'Session', ...(page?.items ?? []).map(({ id }) => ({ type: 'Deck' as const, id }))] },
    getPlayer: { providesTags: [DECK_LIST, FAVORITE_LIST] },
    createDeck: { invalidatesTags: [DECK_LIST, 'DashboardStats'] },
    copyDeck: { invalidatesTags: [DECK_LIST, 'DashboardStats'] },
    updateDeck: { invalidatesTags: (_deck, _error, { id }) => [DECK_LIST, { type: 'Deck', id }, FAVORITE_LIST] },
    updateDeckVisibility: { invalidatesTags: (_deck, _error, { id }) => [DECK_LIST, { type: 'Deck', id }, FAVORITE_LIST] },
    deleteDeck: { invalidatesTags: (_result, _error, { id }) => [DECK_LIST, { type: 'Deck', id }, 'DashboardStats', FAVORITE_LIST] },
  },
});

export const {
  useListDecksQuery,
  useSearchDecksQuery,
  useListDeckLeadersQuery,
  useListDeckFormatsQuery,
  useGetDeckQuery,
  useCreateDeckMutation,
  useUpdateDeckMutation,
  useUpdateDeckVisibilityMutation,
  useDeleteDeckMutation,
  useParseDeckListMutation,
  useListMyDecksQuery,
  useGetPlayerQuery,
  useCopyDeckMutation,
} = decksApi;

export type DeckVisibility = NonNullable<SaveDeckDto['visibility']>;
/** The three visibilities of a player's deck, in the order they are offered (ADR 0061). */
export const DECK_VISIBILITIES: readonly DeckVisibility[] = ['private', 'unlisted', 'public'];

/**
 * The save body as the builder sends it: every field of the generated SaveDeckDto but the tier,
 * which a new deck leaves to the server until the admin picks one (the game rules' `defaultTier`).
 * The generated type is exact now (ADR 0013), so no conversion.
 */
export type DeckPayload = Required<Omit<SaveDeckDto, 'tier' | 'visibility'>> & Pick<SaveDeckDto, 'tier' | 'visibility'>;

/**
 * A saved deck's save body, unchanged but for `change`: a deck is saved whole (PUT /api/decks/{id}), so changing one
 * field in place (a player's visibility, from My decks) sends the rest as it is. The resolved leader's id is used (it may
 * have changed after a card re-import).
 */
export function saveBodyOf(deck: DeckDetailDto, change: Partial<SaveDeckDto> = {}): SaveDeckDto {
  return {
    name: deck.name,
    author: deck.author,
    tier: deck.tier,
    format: deck.format,
    leaderId: deck.leader?.id ?? deck.leaderId,
    shortDescription: deck.shortDescription ?? '',
    shortDescription_it: deck.shortDescription_it ?? '',
    description: deck.description ?? '',
    description_en: deck.description_en ?? '',
    videoUrl: deck.videoUrl,
    matchups: deck.matchups,
    priority: deck.priority,
    isDraft: deck.isDraft === 1,
    visibility: deck.visibility,
    cards: deck.cards.map(({ cardId, quantity }) => ({ cardId, quantity })),
    ...change,
  };
}
