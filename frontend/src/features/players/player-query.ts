import type { GetPlayerApiArg } from '../../api/generated';

/** A player's page shows their public decks 9 at a time, as the gallery does (docs/product.md#limits). */
export const PLAYER_DECKS_PER_PAGE = 9;

/** What the page (and its route's loader, for the server's render) asks GET /api/players/{username} for: the page in ?page=. */
export function playerQuery(username: string, params: URLSearchParams): GetPlayerApiArg {
  const page = Number(params.get('page'));
  return { username, page: Number.isInteger(page) && page > 1 ? page : 1, pageSize: PLAYER_DECKS_PER_PAGE };
}
