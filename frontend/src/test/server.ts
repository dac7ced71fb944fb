import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cardGallery } from './card-gallery';
import { redShanksStatistics } from './deck-statistics';
import { someCards, someFilterOptions } from './fixtures';
import { someGameRules } from './game-rules';

/** The catalogue most tests see: 60 cards, enough for two load-more steps (24, 48, 60). */
export const DEFAULT_CARDS = someCards(60);

/** The API's answer to a call that needs a session when there is none. */
export const NOT_LOGGED_IN = { statusCode: 401, code: 'authentication_required', message: 'Login required' };

/** By default nobody is logged in (tests that need a user call mockSession from ./session). */
export const server = setupServer(
  http.get('/api/cards', () => HttpResponse.json(DEFAULT_CARDS)),
  // /cards' tiles: every card; tests that search give their answers (test/card-gallery.ts).
  cardGallery(DEFAULT_CARDS),
  // The filters panel's choices.
  http.get('/api/cards/filter-options', () => HttpResponse.json(someFilterOptions())),
  // The game's rules and formats as the API seeds them; the builder's legality check finds the draft legal.
  http.get('/api/game-rules', () => HttpResponse.json(someGameRules())),
  http.post('/api/decks/legality', () => HttpResponse.json({ legal: true, format: 'OP10', problems: [] })),
  // The builder's statistics (the API computes them): Red Shanks' whatever the list; tests that care give their own.
  http.post('/api/decks/statistics', () => HttpResponse.json(redShanksStatistics())),
  http.get('/api/user', () => HttpResponse.json(NOT_LOGGED_IN, { status: 401 })),
  http.get('/api/session', () => HttpResponse.json({ user: null })),
  http.get('/api/admin/auth', () => HttpResponse.json({ isAuthenticated: false, user: null })),
  // No decks yet (the home page asks for them); deck tests give their own with test/decks.ts.
  http.get('/api/decks', () => HttpResponse.json([])),
  http.get('/api/decks/leaders', () => HttpResponse.json([])),
  http.get('/api/decks/formats', () => HttpResponse.json([])),
  http.get('/api/decks/page', ({ request }) =>
    HttpResponse.json({ items: [], total: 0, page: 1, pageSize: Number(new URL(request.url).searchParams.get('pageSize') ?? 9) }),
  ),
  http.get('/api/formats', () => HttpResponse.json([])),
  // An empty tier list (the home page's meta overview reads it); tier-list tests give their own with test/tierlist.ts.
  http.get('/api/tierlist', () => HttpResponse.json({ currentFormat: 'OP10', formats: [] })),
  // No imported tournament results (the meta overview and the tier list manager show their figures when there are).
  http.get('/api/meta', () => HttpResponse.json({ format: 'OP10', events: 0, decks: 0, leaders: [], headToHead: [] })),
  // No news unless a test says otherwise (the home page asks for the highlighted ones); see test/news.ts.
  http.get('/api/news/highlighted', () => HttpResponse.json([])),
  http.get('/api/news', () => HttpResponse.json([])),
  // No favourites and no comments unless a test says otherwise.
  http.get('/api/favorites', () => HttpResponse.json([])),
  http.get('/api/favorites/:deckId', () => HttpResponse.json({ isFavorite: false })),
  http.get('/api/comments/:contentType/:contentId', () => HttpResponse.json([])),
  http.get('/api/comments/:contentType/:contentId/page', () => HttpResponse.json({ items: [], total: 0, nextBefore: null })),
  // Decky has nothing to say and no privacy policy is written, unless a test says otherwise.
  http.get('/api/decky/phrases/:language', () => HttpResponse.json([])),
  http.get('/api/settings/privacy_policy', () => HttpResponse.json({ key: 'privacy_policy', value: '', language: 'it', last_updated: null })),
  // The back office's tables (ADR 0074): empty until a test says otherwise.
  ...['/api/admin/decks', '/api/admin/news', '/api/admin/cards', '/api/admin/all-users/page'].map((path) =>
    http.get(path, () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
  ),
);
