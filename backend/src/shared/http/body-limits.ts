/**
 * JSON body limits per route (issue 32 item 6). Most writes (comments, accounts, favourites, the
 * tier list, formats, Decky, card edits, the deck tools) send a few kilobytes at most: they get
 * JSON_BODY_LIMIT, so a large body is refused with a 413 before anyone parses it.
 */
export const JSON_BODY_LIMIT = '1mb';

/**
 * The admin writes whose legitimate bodies may pass 1 MB: a deck save (two guides of up to 200,000
 * characters and 50 matchups of up to 5,000: 650,000), a news article (two bodies of up to 500,000),
 * the privacy policy (up to 200,000, checked by the domain). At most a million characters, 6 MB
 * should every one be sent as a \u escape; 12 MB leaves room for the markup around them. The
 * caller's session is checked before these bodies are read: anyone but an admin gets 401/403 and
 * the body is never parsed (`rolesBeforeBody`, as for the card import).
 */
export const LARGE_JSON_BODY_LIMIT = '12mb';

/**
 * The routes above, in OpenAPI's path syntax; the app turns `{id}` into Express's `:id`. `access` is
 * checked before the body is read; admins get LARGE_JSON_BODY_LIMIT, anyone else `access` lets in
 * (verified players saving their own decks, ADR 0061, whose guides are capped far lower) JSON_BODY_LIMIT.
 */
export const LARGE_JSON_BODY_ROUTES: ReadonlyArray<{ method: 'post' | 'put'; path: string; access: 'admin' | 'verified' }> = [
  { method: 'post', path: '/api/decks', access: 'verified' },
  { method: 'put', path: '/api/decks/{id}', access: 'verified' },
  { method: 'post', path: '/api/news', access: 'admin' },
  { method: 'put', path: '/api/news/{id}', access: 'admin' },
  { method: 'post', path: '/api/settings/privacy_policy', access: 'admin' },
  // An event's results: up to 4,096 standings with their deck lists (issue 35 item 4).
  { method: 'post', path: '/api/tournaments', access: 'admin' },
  { method: 'post', path: '/api/tournaments/csv', access: 'admin' },
];

export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/** What an operation's 413 says about its JSON body limit. */
export function jsonBodyLimitText(method: string, path: string): string {
  const large = LARGE_JSON_BODY_ROUTES.find((route) => route.method === method && route.path === path);
  const size = (limit: string) => limit.toUpperCase().replace('MB', ' MB');
  if (large?.access === 'verified')
    return `payload_too_large: the JSON body is over ${size(LARGE_JSON_BODY_LIMIT)} for an admin, ${size(JSON_BODY_LIMIT)} for a player (read only once the caller is known to be a verified account)`;
  return large
    ? `payload_too_large: the JSON body is over ${size(LARGE_JSON_BODY_LIMIT)} (read only once the caller is known to be an admin)`
    : `payload_too_large: the JSON body is over ${size(JSON_BODY_LIMIT)}`;
}
