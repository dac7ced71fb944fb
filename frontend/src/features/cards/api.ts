import { api } from '../../api/generated';

export type { CardDto } from '../../api/generated';

/** Tags for the card endpoints: card mutations (admin, later) invalidate 'Card' to refresh every list. */
export const cardsApi = api.enhanceEndpoints({
  addTagTypes: ['Card'],
  endpoints: {
    listCards: {
      providesTags: (cards) => [{ type: 'Card' as const, id: 'LIST' }, ...(cards ?? []).map(({ id }) => ({ type: 'Card' as const, id }))],
    },
  },
});

export const { useListCardsQuery } = cardsApi;
