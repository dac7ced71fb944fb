import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Every page of the site: a route module each (src/routes/), with its reads (loader), its head (meta)
 * and its page. The pages again under /it/ and /en/, opened in that language (docs/product.md#languages).
 */
function pages(language?: 'it' | 'en'): RouteConfigEntry[] {
  const id = (name: string) => (language ? `${language}/${name}` : name);
  const page = (path: string, file: string) => route(path, `routes/${file}.tsx`, { id: id(path === '*' ? 'not-found' : path) });
  return [
    index('routes/home.tsx', { id: id('home') }),
    // /{language}/cards?search=… switches the language and opens /cards with the search.
    language ? page('cards', 'localized-cards') : page('cards', 'cards'),
    // The search syntax, linked from /cards (issue #16).
    page('cards/syntax', 'cards-syntax'),
    // How to use the API (issue 36, ADR 0069); /api/docs is its reference.
    page('developers', 'developers'),
    // A card's page and a leader's (issue 35).
    page('cards/:code', 'card'),
    page('leaders/:code', 'leader'),
    page('decks', 'decks'),
    page('decks/:id', 'deck'),
    // A player's deck builder (issue 34), rendered in the browser.
    page('decks/new', 'deck-builder'),
    page('decks/:id/edit', 'deck-builder'),
    // Players' public pages (issue 34).
    page('players/:username', 'player'),
    page('print', 'print'),
    page('news', 'news'),
    page('news/:id', 'news-item'),
    page('tier-list', 'tier-list'),
    page('auth', 'auth'),
    page('verify-email', 'verify-email'),
    page('unlock-account', 'unlock-account'),
    page('my-account', 'my-account'),
    page('admin-login', 'admin'),
    page('admin', 'admin'),
    page('privacy', 'privacy'),
    page('*', 'not-found'),
  ];
}

export default [
  layout('routes/site.tsx', [
    ...pages(),
    route('it', 'routes/language-scope.tsx', { id: 'it' }, pages('it')),
    route('en', 'routes/language-scope.tsx', { id: 'en' }, pages('en')),
  ]),
] satisfies RouteConfig;
