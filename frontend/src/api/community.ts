import { nextPageOf } from '../lib/paging';
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

/**
 * A deck's or news item's comments as one list that grows a page at a time ("load more"), newest
 * first, over the generated GET /api/comments/{contentType}/{contentId}/page: numbered pages, as
 * every list of the API (ADR 0067). An infinite query (the code generator writes plain queries only):
 * a write refetches the loaded pages from the first, so no comment is skipped or shown twice; one
 * posted by someone else between two pages pushes the last one shown onto the next page, which the
 * screen drops by id.
 */
export const commentPagesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    listCommentPages: build.infiniteQuery<ListCommentPageApiResponse, Pick<ListCommentPageApiArg, 'contentType' | 'contentId'>, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageOf },
      query: ({ queryArg: { contentType, contentId }, pageParam }) => ({
        url: `/api/comments/${contentType}/${contentId}/page`,
        params: pageParam > 1 ? { page: pageParam } : undefined,
      }),
      providesTags: (_result, _error, { contentType, contentId }) => [{ type: 'Comment', id: `${contentType}-${contentId}` }],
    }),
  }),
});

export const { useListCommentPagesInfiniteQuery } = commentPagesApi;

export const {
  useListCommentsQuery,
  useListCommentPageQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useListFavoritesQuery,
  useGetFavoriteStatusQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
} = communityApi;
