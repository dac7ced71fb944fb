import { imageForm } from './content-images';
import { api } from './generated';

export type { NewsDto, NewsImageDto, NewsSummaryDto, SaveNewsDto } from './generated';

/**
 * The news endpoints with their cache tags, shared by /news, the home page's highlighted block and
 * the back office (features re-export what they use). A write refreshes every list, the article and
 * the dashboard's published-news counter; deleting an article also drops its comments.
 */
const NEWS_LIST = { type: 'News', id: 'LIST' } as const;

export const newsApi = api.enhanceEndpoints({
  addTagTypes: ['News', 'DashboardStats', 'Comment'],
  endpoints: {
    listNews: { providesTags: (news) => [NEWS_LIST, ...(news ?? []).map(({ id }) => ({ type: 'News' as const, id }))] },
    listHighlightedNews: { providesTags: [NEWS_LIST] },
    getNews: { providesTags: (_news, _error, { id }) => [{ type: 'News', id }] },
    createNews: { invalidatesTags: (result) => (result ? [NEWS_LIST, 'DashboardStats'] : []) },
    updateNews: { invalidatesTags: (result, _error, { id }) => (result ? [NEWS_LIST, { type: 'News', id }, 'DashboardStats'] : []) },
    deleteNews: {
      invalidatesTags: (result, _error, { id }) => (result ? [NEWS_LIST, { type: 'News', id }, 'DashboardStats', { type: 'Comment', id: `news-${id}` }] : []),
    },
    uploadNewsImage: (definition) => {
      // The generated query would send the file as JSON: it goes as multipart, field `image`.
      definition.query = ({ id, body }) => ({ url: `/api/news/${id}/image`, method: 'POST', body: imageForm(body.image) });
      definition.invalidatesTags = (result, _error, { id }) => (result ? [NEWS_LIST, { type: 'News', id }] : []);
    },
  },
});

export const {
  useListNewsQuery,
  useListHighlightedNewsQuery,
  useGetNewsQuery,
  useCreateNewsMutation,
  useUpdateNewsMutation,
  useDeleteNewsMutation,
  useUploadNewsImageMutation,
} = newsApi;
