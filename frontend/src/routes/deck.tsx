import {
  data,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type Params,
  type RouterContextProvider,
  type ShouldRevalidateFunction,
} from 'react-router';
import { commentPagesApi } from '../api/community';
import { decksApi } from '../api/decks';
import { gameRulesApi } from '../api/game-rules';
import { awaitReads, pageHead, storeContext } from '../app/route-data';
import { selectLanguage } from '../i18n/language';
import { FavoriteToggle } from '../components/FavoriteToggle';
import { CommentsSection } from '../components/comments/CommentsSection';
import DeckDetailPage from '../features/decks/pages/DeckDetailPage';
import { routeId } from '../lib/route-id';

/** The deck's head: its name, its guide's first sentence in each language, its leader's picture. */
async function reads(context: Readonly<RouterContextProvider>, params: Params) {
  const id = routeId(params);
  if (id === null) throw data(null, { status: 404 });
  const { dispatch, getState } = context.get(storeContext);
  const [deck] = await awaitReads(
    dispatch(decksApi.endpoints.getDeck.initiate({ id }, { subscribe: false })),
    dispatch(gameRulesApi.endpoints.getGameRules.initiate(undefined, { subscribe: false })),
    dispatch(commentPagesApi.endpoints.listCommentPages.initiate({ contentType: 'deck', contentId: id }, { subscribe: false })),
  );
  return deck ? { title: deck.name, description: deck.pageDescription[selectLanguage(getState())], image: deck.leader?.imageUrl ?? undefined } : null;
}

export const loader = ({ context, params }: LoaderFunctionArgs) => reads(context, params);
export const clientLoader = ({ context, params }: ClientLoaderFunctionArgs) => reads(context, params);
/** The sample hand keeps its state in the query (?hand=…, ADR 0065): a draw on the same deck needs no new reads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageHead(
    args,
    args.data ? { ...args.data, descriptionId: 'meta.description.decks' } : { titleId: 'decks.pageTitle', descriptionId: 'meta.description.decks' },
  );

export default function DeckRoute() {
  return (
    <DeckDetailPage
      renderFavorite={(deck) => <FavoriteToggle deckId={deck.id} />}
      renderComments={(deck) => <CommentsSection contentType="deck" contentId={deck.id} />}
    />
  );
}
