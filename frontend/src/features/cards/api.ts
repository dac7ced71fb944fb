import { api } from '../../api/generated';

export type { CardDto, CardFilterOptionsDto, CardQueryTermDto, FilterOptionDto } from '../../api/generated';

const CARD_LIST = { type: 'Card' as const, id: 'LIST' };

/**
 * Tags for the card endpoints: card mutations (admin) invalidate the list tag, which refreshes the
 * list, the filter choices and every search kept in the cache.
 */
export const cardsApi = api.enhanceEndpoints({
  addTagTypes: ['Card'],
  endpoints: {
    listCards: {
      providesTags: (cards) => [CARD_LIST, ...(cards ?? []).map(({ id }) => ({ type: 'Card' as const, id }))],
    },
    // A visitor goes back and forth between searches: each stays cached for a while (ids only, small).
    searchCards: { providesTags: [CARD_LIST], keepUnusedDataFor: 300 },
    listCardFilterOptions: { providesTags: [CARD_LIST] },
  },
});

export const { useListCardsQuery, useSearchCardsQuery, useListCardFilterOptionsQuery } = cardsApi;
