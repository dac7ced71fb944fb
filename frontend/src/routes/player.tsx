import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { decksApi } from '../api/decks';
import { awaitReads, intlFor, pageHead, storeContext } from '../app/route-data';
import { playerQuery } from '../features/players/player-query';
import PlayerPage from '../features/players/pages/PlayerPage';
import { selectLanguage } from '../i18n/language';

/** A player's public decks (GET /api/players/{username}): an unknown player is the site's 404. */
async function reads({ context, params, request }: LoaderFunctionArgs | ClientLoaderFunctionArgs) {
  const { dispatch, getState } = context.get(storeContext);
  const query = playerQuery(params.username ?? '', new URL(request.url).searchParams);
  const [player] = await awaitReads(dispatch(decksApi.endpoints.getPlayer.initiate(query, { subscribe: false })));
  if (!player) return null;
  const intl = intlFor(selectLanguage(getState()));
  return {
    title: intl.formatMessage({ id: 'player.pageTitle' }, { player: player.username }),
    description: intl.formatMessage({ id: 'meta.description.player' }, { player: player.username, count: player.decks.total }),
  };
}

export const loader = (args: LoaderFunctionArgs) => reads(args);
export const clientLoader = (args: ClientLoaderFunctionArgs) => reads(args);

// Players' decks are not moderated yet (ADR 0061): like the sitemap, search engines are asked to leave the page out.
export const meta: MetaFunction<typeof loader> = (args) =>
  pageHead(args, { ...(args.data ?? { titleId: 'player.pageTitleUnknown', descriptionId: 'meta.description.decks' }), noindex: true });

export default PlayerPage;
