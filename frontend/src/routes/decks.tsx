import type { LoaderFunctionArgs, MetaFunction, RouterContextProvider } from 'react-router';
import { decksApi } from '../api/decks';
import { gameRulesApi } from '../api/game-rules';
import { awaitReads, hooksRead, pageHead, storeContext } from '../app/route-data';
import { galleryQuery, leadersQuery, readGalleryFilters } from '../features/decks/deck-gallery';
import DecksPage from '../features/decks/pages/DecksPage';

async function reads(context: Readonly<RouterContextProvider>, url: URL) {
  const { dispatch } = context.get(storeContext);
  const filters = readGalleryFilters(url.searchParams);
  const [rules] = await awaitReads(
    dispatch(gameRulesApi.endpoints.getGameRules.initiate(undefined, { subscribe: false })),
    dispatch(decksApi.endpoints.listDeckLeaders.initiate(leadersQuery(filters.source), { subscribe: false })),
    dispatch(gameRulesApi.endpoints.listFormats.initiate(undefined, { subscribe: false })),
  );
  // The page of decks the address asks for (its tab too: ?source=community), as the page asks for it (a tier is named by the game rules).
  const query = galleryQuery(filters, rules);
  if (query) await awaitReads(dispatch(decksApi.endpoints.searchDecks.initiate(query, { subscribe: false })));
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  await reads(context, new URL(request.url));
}

export const clientLoader = hooksRead;

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'decks.pageTitle', descriptionId: 'meta.description.decks' });

export default DecksPage;
