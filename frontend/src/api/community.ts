import { api } from './generated';

/**
 * Comments and favourites, shared by deck pages, news pages and My account. Writes refresh the
 * lists they change; the favourites list is kept 5 minutes (SPEC §7).
 */
export const communityApi = api.enhanceEndpoints({
  addTagTypes: ['Comment', 'Favorite', 'Session'],
  endpoints: {
    listComments: {
      providesTags: (_result, _error, { contentType, contentId }) => [{ type: 'Comment', id: `${contentType}-${contentId}` }],
    },
    createComment: {
      invalidatesTags: (_result, _error, { createCommentDto }) => [{ type: 'Comment', id: `${createCommentDto.contentType}-${createCommentDto.contentId}` }],
    },
    updateComment: { invalidatesTags: (result) => (result ? [{ type: 'Comment', id: `${result.contentType}-${result.contentId}` }] : []) },
    deleteComment: { invalidatesTags: ['Comment'] },
    // 'Session': logging in or out changes whose favourites these are.
    listFavorites: { providesTags: [{ type: 'Favorite', id: 'LIST' }, 'Session'], keepUnusedDataFor: 300 },
    getFavoriteStatus: { providesTags: (_result, _error, { deckId }) => [{ type: 'Favorite', id: deckId }, 'Session'] },
    addFavorite: {
      invalidatesTags: (_result, _error, { addFavoriteDto }) => [
        { type: 'Favorite', id: 'LIST' },
        { type: 'Favorite', id: addFavoriteDto.deckId },
      ],
    },
    removeFavorite: {
      invalidatesTags: (_result, _error, { deckId }) => [
        { type: 'Favorite', id: 'LIST' },
        { type: 'Favorite', id: deckId },
      ],
    },
  },
});

export const {
  useListCommentsQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useListFavoritesQuery,
  useGetFavoriteStatusQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
} = communityApi;
