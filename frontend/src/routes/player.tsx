import { redirect, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { decksApi } from '../api/decks';
import { awaitReads, intlFor, pageHead, storeContext } from '../app/route-data';
import { playerQuery } from '../features/players/player-query';
import PlayerPage from '../features/players/pages/PlayerPage';
import { selectLanguage } from '../i18n/language';
import { lastPageAfter } from '../lib/paging';

/** A player's public decks (GET /api/players/{username}): an unknown player is the site's 404. */
async function reads({ context, params, request }: LoaderFunctionArgs | ClientLoaderFunctionArgs) {
  const { dispatch, getState } = context.get(storeContext);
  const url = new URL(request.url);
  const query = playerQuery(params.username ?? '', url.searchParams);
  const read = dispatch(decksApi.endpoints.getPlayer.initiate(query, { subscribe: false }));
  // A page past the end of the player's decks (an old link): their last page (ADR 0067).
  const last = await lastPageAfter(read);
  if (last !== null) {
    url.searchParams.delete('page');
    if (last > 1) url.searchParams.set('page', String(last));
    throw redirect(`${url.pathname}${url.search}`);
  }
  const [player] = await awaitReads(read);
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
