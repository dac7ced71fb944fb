import {
  data,
  isRouteErrorResponse,
  useRouteError,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type Params,
  type RouterContextProvider,
} from 'react-router';
import { commentPagesApi } from '../api/community';
import { newsApi } from '../api/news';
import { awaitReads, pageHead, storeContext } from '../app/route-data';
import { CommentsSection } from '../components/comments/CommentsSection';
import NewsDetailPage from '../features/news/pages/NewsDetailPage';
import NewsNotFound from '../features/news/pages/NewsNotFound';
import { selectLanguage } from '../i18n/language';
import { localiseNews } from '../lib/news';
import { routeId } from '../lib/route-id';

/** The article's head: its title and first sentence in the page's language, its picture. */
async function reads(context: Readonly<RouterContextProvider>, params: Params) {
  const id = routeId(params);
  if (id === null) throw data(null, { status: 404 });
  const { dispatch, getState } = context.get(storeContext);
  const [news] = await awaitReads(
    dispatch(newsApi.endpoints.getNews.initiate({ id }, { subscribe: false })),
    dispatch(commentPagesApi.endpoints.listCommentPages.initiate({ contentType: 'news', contentId: id }, { subscribe: false })),
  );
  if (!news) return null;
  const language = selectLanguage(getState());
  return { title: localiseNews(language, news).title, description: news.pageDescription[language], image: news.image_url ?? undefined };
}

export const loader = ({ context, params }: LoaderFunctionArgs) => reads(context, params);
export const clientLoader = ({ context, params }: ClientLoaderFunctionArgs) => reads(context, params);

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return pageHead(args, { titleId: 'news.newsNotFound', noindex: true });
  const news = args.data;
  return pageHead(
    args,
    news ? { ...news, type: 'article', descriptionId: 'meta.description.news' } : { titleId: 'news.title', descriptionId: 'meta.description.news' },
  );
};

export default function NewsItemRoute() {
  return <NewsDetailPage renderComments={(news) => <CommentsSection contentType="news" contentId={news.id} />} />;
}

/** A missing or draft article says so in the news' own words (docs/product.md#news), with a 404. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NewsNotFound />;
  throw error;
}
