import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { cardImagePath } from '../components/CardImage';
import { awaitReads, intlFor, pageHead, storeContext } from '../app/route-data';
import { cardsApi } from '../features/cards/api';
import CardPage from '../features/cards/pages/CardPage';
import { selectLanguage } from '../i18n/language';

/** A card's page (GET /api/cards/by-code/{code}): an unknown code is the site's 404. */
async function reads({ context, params }: LoaderFunctionArgs | ClientLoaderFunctionArgs) {
  const { dispatch, getState } = context.get(storeContext);
  const [page] = await awaitReads(dispatch(cardsApi.endpoints.getCardPage.initiate({ code: params.code ?? '' }, { subscribe: false })));
  if (!page) return null;
  const { card, usage } = page;
  const intl = intlFor(selectLanguage(getState()));
  return {
    title: intl.formatMessage({ id: 'cardPage.pageTitle' }, { name: card.name, code: card.code }),
    description: intl.formatMessage({ id: 'meta.description.card' }, { name: card.name, code: card.code, decks: usage.decks }),
    image: card.imageUrl ? cardImagePath(card.code, card.imageUrl, 'full', 'back') : undefined,
  };
}

export const loader = (args: LoaderFunctionArgs) => reads(args);
export const clientLoader = (args: ClientLoaderFunctionArgs) => reads(args);

export const meta: MetaFunction<typeof loader> = (args) =>
  args.error
    ? pageHead(args, { titleId: 'cardPage.notFound', noindex: true })
    : pageHead(args, args.data ?? { titleId: 'cards.title', descriptionId: 'meta.description.cards' });

export default CardPage;
