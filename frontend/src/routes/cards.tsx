import type { LoaderFunctionArgs, MetaFunction, RouterContextProvider } from 'react-router';
import { awaitReads, hooksRead, pageHead, storeContext } from '../app/route-data';
import { cardsApi } from '../features/cards/api';
import { hasLegacyFilters, readCardsView } from '../features/cards/card-query';
import CardsPage from '../features/cards/pages/CardsPage';

function reads(context: Readonly<RouterContextProvider>, url: URL) {
  const { dispatch } = context.get(storeContext);
  const view = readCardsView(url.searchParams);
  // Old addresses (?search=…) become a query on the page first; it asks for the gallery then.
  const gallery = hasLegacyFilters(url.searchParams)
    ? []
    : [dispatch(cardsApi.endpoints.cardGalleryPages.initiate({ q: view.q, sort: view.sort, printings: view.printings }, { subscribe: false }))];
  return awaitReads(dispatch(cardsApi.endpoints.listCardFilterOptions.initiate(undefined, { subscribe: false })), ...gallery);
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  await reads(context, new URL(request.url));
}

export const clientLoader = hooksRead;

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'cards.pageTitle', descriptionId: 'meta.description.cards' });

export default CardsPage;
