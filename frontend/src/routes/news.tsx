import type { LoaderFunctionArgs, MetaFunction, RouterContextProvider } from 'react-router';
import { newsApi } from '../api/news';
import { awaitReads, hooksRead, pageHead, storeContext } from '../app/route-data';
import NewsPage from '../features/news/pages/NewsPage';

/** /news without a search: the whole list, as the page asks for it. */
function reads(context: Readonly<RouterContextProvider>) {
  return awaitReads(context.get(storeContext).dispatch(newsApi.endpoints.listNews.initiate({}, { subscribe: false })));
}

export async function loader({ context }: LoaderFunctionArgs) {
  await reads(context);
}

export const clientLoader = hooksRead;

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'news.title', descriptionId: 'meta.description.news' });

export default NewsPage;
