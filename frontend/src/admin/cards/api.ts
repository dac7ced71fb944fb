import { imageForm } from '../../api/content-images';
import { cardsApi } from '../../features/cards/api';

export type { CardDeletionImpactDto, CardDto, CreateCardDto, NormalizationResultDto, UpdateCardDto } from '../../api/generated';

/** Every card list (/cards, the admin table and counters) provides this tag. */
const CARD_LIST = { type: 'Card' as const, id: 'LIST' };

/**
 * The card administration endpoints. Each change refreshes the card list everywhere (and the
 * dashboard's card counter) — only when it succeeded: a refused import changed nothing.
 * `searchCardOnline` runs once per code: the automatic search refreshes the list once at the end
 * instead of after every code (see refreshCardList).
 */
export const cardAdminApi = cardsApi.enhanceEndpoints({
  addTagTypes: ['DashboardStats', 'Deck'],
  endpoints: {
    importCards: { invalidatesTags: (result) => (result ? [CARD_LIST, 'DashboardStats'] : []) },
    clearCards: { invalidatesTags: (result) => (result ? [CARD_LIST, 'DashboardStats'] : []) },
    clearCardsByPrefix: { invalidatesTags: (result) => (result ? [CARD_LIST, 'DashboardStats'] : []) },
    // What a card deletion would do to the decks: asked fresh each time a dialog opens.
    getClearCardsImpact: { providesTags: [CARD_LIST, { type: 'Deck', id: 'LIST' }] },
    getClearPrefixImpact: { providesTags: [CARD_LIST, { type: 'Deck', id: 'LIST' }] },
    getBulkDeleteImpact: { providesTags: [CARD_LIST, { type: 'Deck', id: 'LIST' }] },
    // A card made by hand or a selection deleted (ADR 0075): the lists and the counters.
    createCard: { invalidatesTags: (result) => (result ? [CARD_LIST, 'DashboardStats'] : []) },
    deleteSelectedCards: {
      invalidatesTags: (result, _error, { cardSelectionDto }) =>
        result ? [CARD_LIST, 'DashboardStats', ...cardSelectionDto.ids.map((id) => ({ type: 'Card' as const, id }))] : [],
    },
    normalizeCardTypes: { invalidatesTags: (result) => (result && result.updatedCount > 0 ? [CARD_LIST] : []) },
    updateCard: { invalidatesTags: (result, _error, { id }) => (result ? [CARD_LIST, { type: 'Card', id }] : []) },
    deleteCard: { invalidatesTags: (result, _error, { id }) => (result ? [CARD_LIST, { type: 'Card', id }, 'DashboardStats'] : []) },
    uploadCardImage: (definition) => {
      // The generated query would send the file as JSON: it goes as multipart, field `image`.
      definition.query = ({ id, body }) => ({ url: `/api/cards/${id}/image`, method: 'POST', body: imageForm(body.image) });
      definition.invalidatesTags = (result, _error, { id }) => (result ? [CARD_LIST, { type: 'Card', id }] : []);
    },
  },
});

export const {
  useListCardsQuery,
  useImportCardsMutation,
  useClearCardsMutation,
  useClearCardsByPrefixMutation,
  useGetClearCardsImpactQuery,
  useGetClearPrefixImpactQuery,
  useGetBulkDeleteImpactQuery,
  useCreateCardMutation,
  useDeleteSelectedCardsMutation,
  useNormalizeCardTypesMutation,
  useSearchCardOnlineMutation,
  useUpdateCardMutation,
  useDeleteCardMutation,
  useUploadCardImageMutation,
} = cardAdminApi;

/** After a batch of online searches: one refetch of the card list and the counters. */
export const refreshCardList = () => cardAdminApi.util.invalidateTags([CARD_LIST, 'DashboardStats']);
