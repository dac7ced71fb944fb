import { api, type ListCommentPageApiArg, type ListCommentPageApiResponse } from './generated';

/**
 * Comments and favourites, shared by deck pages, news pages and My account. Writes refresh the
 * lists they change; the favourites list is cached 5 minutes (docs/product.md#api).
 */
export const communityApi = api.enhanceEndpoints({
  addTagTypes: ['Comment', 'Favorite', 'Session'],
  endpoints: {
    listComments: {
      providesTags: (_result, _error, { contentType, contentId }) => [{ type: 'Comment', id: `${contentType}-${contentId}` }],
    },
    listCommentPage: {
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

/** The page param of the comment pages: the id of the oldest comment shown, 0 for the newest page. */
type CommentCursor = number;

/**
 * A deck's or news item's comments as one list that grows a page at a time ("load more"), newest
 * first, over the generated GET /api/comments/{contentType}/{contentId}/page. An infinite query (the
 * code generator writes plain queries only): a write refetches the loaded pages from the first, each
 * cursor taken from the page before, so no comment is skipped or shown twice.
 */
export const commentPagesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    listCommentPages: build.infiniteQuery<ListCommentPageApiResponse, Pick<ListCommentPageApiArg, 'contentType' | 'contentId'>, CommentCursor>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
      },
      query: ({ queryArg: { contentType, contentId }, pageParam }) => ({
        url: `/api/comments/${contentType}/${contentId}/page`,
        params: pageParam ? { before: pageParam } : undefined,
      }),
      providesTags: (_result, _error, { contentType, contentId }) => [{ type: 'Comment', id: `${contentType}-${contentId}` }],
    }),
  }),
});

export const { useListCommentPagesInfiniteQuery } = commentPagesApi;

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
