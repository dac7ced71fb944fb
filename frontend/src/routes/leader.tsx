import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { cardImagePath } from '../components/CardImage';
import { awaitReads, intlFor, pageHead, storeContext } from '../app/route-data';
import { cardsApi } from '../features/cards/api';
import LeaderPage from '../features/cards/pages/LeaderPage';
import { selectLanguage } from '../i18n/language';

/** A leader's page (GET /api/leaders/{code}): a code that is no leader is the site's 404. */
async function reads({ context, params }: LoaderFunctionArgs | ClientLoaderFunctionArgs) {
  const { dispatch, getState } = context.get(storeContext);
  const [page] = await awaitReads(dispatch(cardsApi.endpoints.getLeaderPage.initiate({ code: params.code ?? '' }, { subscribe: false })));
  if (!page) return null;
  const { leader, decks } = page;
  const intl = intlFor(selectLanguage(getState()));
  return {
    title: intl.formatMessage({ id: 'leaderPage.pageTitle' }, { name: leader.name, code: leader.code }),
    description: intl.formatMessage({ id: 'meta.description.leader' }, { name: leader.name, code: leader.code, decks }),
    image: leader.imageUrl ? cardImagePath(leader.code, leader.imageUrl, 'full', 'back') : undefined,
  };
}

export const loader = (args: LoaderFunctionArgs) => reads(args);
export const clientLoader = (args: ClientLoaderFunctionArgs) => reads(args);

export const meta: MetaFunction<typeof loader> = (args) =>
  args.error
    ? pageHead(args, { titleId: 'leaderPage.notFound', noindex: true })
    : pageHead(args, args.data ?? { titleId: 'cards.title', descriptionId: 'meta.description.cards' });

export default LeaderPage;
