import type { LoaderFunctionArgs, MetaFunction, RouterContextProvider } from 'react-router';
import { decksApi } from '../api/decks';
import { gameRulesApi } from '../api/game-rules';
import { newsApi } from '../api/news';
import { tierListApi } from '../api/tierlist';
import { tournamentsApi } from '../api/tournaments';
import { awaitReads, hooksRead, pageHead, storeContext } from '../app/route-data';
import { NEWEST_DECKS } from '../features/home/components/NewestDecks';
import HomePage from '../features/home/pages/HomePage';

function reads(context: Readonly<RouterContextProvider>) {
  const { dispatch } = context.get(storeContext);
  return awaitReads(
    dispatch(gameRulesApi.endpoints.getGameRules.initiate(undefined, { subscribe: false })),
    dispatch(decksApi.endpoints.searchDecks.initiate({ sort: 'newest', page: 1, pageSize: NEWEST_DECKS }, { subscribe: false })),
    dispatch(decksApi.endpoints.listDeckLeaders.initiate({}, { subscribe: false })),
    dispatch(tierListApi.endpoints.listTierList.initiate({}, { subscribe: false })),
    dispatch(tournamentsApi.endpoints.getMeta.initiate({}, { subscribe: false })),
    dispatch(newsApi.endpoints.listHighlightedNews.initiate({}, { subscribe: false })),
  );
}

export async function loader({ context }: LoaderFunctionArgs) {
  await reads(context);
}

export const clientLoader = hooksRead;

export const meta: MetaFunction = (args) => pageHead(args, { documentTitleId: 'home.documentTitle', descriptionId: 'meta.description.home' });

export default HomePage;
