import { decksApi } from '../../api/decks';

export type { DeckDeletionImpactDto } from '../../api/generated';

/**
 * What a deck's deletion takes with it (GET /api/decks/{id}/deletion-impact), read when the
 * confirmation opens and never kept: a comment or a favourite may arrive in between.
 */
const deckAdminApi = decksApi.enhanceEndpoints({
  endpoints: {
    getDeckDeletionImpact: { keepUnusedDataFor: 0 },
  },
});

export const { useGetDeckDeletionImpactQuery } = deckAdminApi;
