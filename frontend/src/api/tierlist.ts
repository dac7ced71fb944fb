import { api } from './generated';

export type {
  RankedTierListEntryDto,
  TierListCandidateDto,
  TierListDeckDto,
  TierListDto,
  TierListEntryDto,
  TierListFormatDto,
  TierListTierDto,
} from './generated';

/**
 * The tier-list endpoints with their cache tags, shared by /tier-list, the home page's meta overview
 * and the back office (features re-export what they use). The public list shows decks and their
 * leaders, so a deck mutation (it may unpublish or rename a deck) and a card edit refresh it too;
 * the admin's deck picker follows the decks.
 */
const TIER_LIST = { type: 'TierList', id: 'LIST' } as const;
const DECK_LIST = { type: 'Deck', id: 'LIST' } as const;
const CARD_LIST = { type: 'Card', id: 'LIST' } as const;

export const tierListApi = api.enhanceEndpoints({
  addTagTypes: ['TierList', 'Deck', 'Card'],
  endpoints: {
    listTierList: { providesTags: [TIER_LIST, DECK_LIST, CARD_LIST] },
    listTierListCandidates: { providesTags: [TIER_LIST, DECK_LIST] },
    // A failed move may mean someone else changed the list first: refetch either way.
    placeTierListDeck: { invalidatesTags: [TIER_LIST] },
    moveTierListEntry: { invalidatesTags: [TIER_LIST] },
    updateTierListNotes: { invalidatesTags: [TIER_LIST] },
    removeTierListEntry: { invalidatesTags: [TIER_LIST] },
  },
});

export const {
  useListTierListQuery,
  useListTierListCandidatesQuery,
  usePlaceTierListDeckMutation,
  useMoveTierListEntryMutation,
  useUpdateTierListNotesMutation,
  useRemoveTierListEntryMutation,
} = tierListApi;
