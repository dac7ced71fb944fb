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
import { decksApi, type DeckDetailDto } from '../api/decks';
import { gameRulesApi } from '../api/game-rules';
import { awaitReads, intlFor, pageHead, storeContext, type PageHead } from '../app/route-data';
import { selectLanguage, type Language } from '../i18n/language';
import { FavoriteToggle } from '../components/FavoriteToggle';
import { CommentsSection } from '../components/comments/CommentsSection';
import DeckDetailPage from '../features/decks/pages/DeckDetailPage';
import { routeId } from '../lib/route-id';

/** Readable by anyone, without a session (the API's `isReadableByEveryone`): only such a deck's picture is a link preview. */
const readableByEveryone = (deck: DeckDetailDto) => deck.hidden !== 1 && (deck.curated === 1 ? deck.isDraft !== 1 : deck.visibility !== 'private');

/**
 * The deck's own 1200×630 picture (GET /api/decks/{id}/image.png: the leader and the cards, drawn as
 * text where pictures are missing) as its link preview (ADR 0072); a deck not everyone may read keeps the site's.
 */
function previewImage(deck: DeckDetailDto, language: Language): Pick<PageHead, 'image' | 'imageDetails'> {
  if (!readableByEveryone(deck)) return {};
  const alt = intlFor(language).formatMessage({ id: 'deck.picture.alt' }, { name: deck.name });
  return { image: `/api/decks/${deck.id}/image.png`, imageDetails: { width: 1200, height: 630, type: 'image/png', alt } };
}

/** The deck's head: its name, its guide's first sentence in each language, its own picture. */
async function reads(context: Readonly<RouterContextProvider>, params: Params) {
  const id = routeId(params);
  if (id === null) throw data(null, { status: 404 });
  const { dispatch, getState } = context.get(storeContext);
  const [deck] = await awaitReads(
    dispatch(decksApi.endpoints.getDeck.initiate({ id }, { subscribe: false })),
    dispatch(gameRulesApi.endpoints.getGameRules.initiate(undefined, { subscribe: false })),
    dispatch(commentPagesApi.endpoints.listCommentPages.initiate({ contentType: 'deck', contentId: id }, { subscribe: false })),
  );
  const language = selectLanguage(getState());
  return deck ? { title: deck.name, description: deck.pageDescription[language], ...previewImage(deck, language) } : null;
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
