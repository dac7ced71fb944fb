import { redirect, type LoaderFunctionArgs, type MetaFunction, type RouterContextProvider } from 'react-router';
import { decksApi } from '../api/decks';
import { gameRulesApi } from '../api/game-rules';
import { awaitReads, hooksRead, pageHead, storeContext } from '../app/route-data';
import { galleryQuery, leadersQuery, readGalleryFilters, writeGalleryFilters } from '../features/decks/deck-gallery';
import { lastPageAfter } from '../lib/paging';
import DecksPage from '../features/decks/pages/DecksPage';

async function reads(context: Readonly<RouterContextProvider>, url: URL) {
  const { dispatch } = context.get(storeContext);
  const filters = readGalleryFilters(url.searchParams);
  const [rules] = await awaitReads(
    dispatch(gameRulesApi.endpoints.getGameRules.initiate(undefined, { subscribe: false })),
    dispatch(decksApi.endpoints.listDeckLeaders.initiate(leadersQuery(filters.source), { subscribe: false })),
    dispatch(decksApi.endpoints.listDeckFormats.initiate(leadersQuery(filters.source), { subscribe: false })),
    dispatch(gameRulesApi.endpoints.listFormats.initiate(undefined, { subscribe: false })),
  );
  // The page of decks the address asks for (its tab too: ?source=community), as the page asks for it (a tier is named by the game rules).
  const query = galleryQuery(filters, rules);
  if (!query) return;
  const page = dispatch(decksApi.endpoints.searchDecks.initiate(query, { subscribe: false }));
  // A page past the end (an old link): a redirect to the last page, which crawlers follow too (ADR 0067).
  const last = await lastPageAfter(page);
  if (last !== null) {
    const search = writeGalleryFilters({ ...filters, page: last }).toString();
    throw redirect(`${url.pathname}${search ? `?${search}` : ''}`);
  }
  await awaitReads(page);
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  await reads(context, new URL(request.url));
}

export const clientLoader = hooksRead;

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'decks.pageTitle', descriptionId: 'meta.description.decks' });

export default DecksPage;
