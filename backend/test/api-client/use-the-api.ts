/**
 * The API as a third-party developer uses it (issue 36): a client generated from openapi.yaml by
 * openapi-typescript (openapi.d.ts beside this file, `npm run openapi`), called through openapi-fetch.
 * Nothing here knows the app: only the document's types. api-client.e2e-spec.ts type-checks this file
 * with the compiler and runs it against the app on a loopback port.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './openapi.js';

export type ApiClient = Client<paths>;
export type Card = components['schemas']['CardDto'];

/** A client that keeps the session cookie between calls, as a browser does. */
export function apiClient(baseUrl: string, language: 'en' | 'it' = 'en'): ApiClient {
  const client = createClient<paths>({ baseUrl, headers: { 'Accept-Language': language } });
  let cookie = '';
  client.use({
    onRequest: ({ request }) => {
      if (cookie) request.headers.set('Cookie', cookie);
      return request;
    },
    onResponse: ({ response }) => {
      const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
      if (set.length) cookie = set.join('; ');
      return response;
    },
  });
  return client;
}

/** The `rel="next"` address of a Link header, if any. */
function nextPage(link: string | null): URL | null {
  const next = link?.split(',').find((part) => /rel="next"/.test(part));
  const target = next && /<([^>]+)>/.exec(next)?.[1];
  return target ? new URL(target, 'http://link.invalid') : null;
}

/** GET /api/cards?q=: the cards a search matches. */
export async function searchCards(api: ApiClient, q: string): Promise<Card[]> {
  const { data, error } = await api.GET('/api/cards', { params: { query: { q } } });
  if (error) throw new Error(`search refused: ${error.code}`);
  return data;
}

/** GET /api/decks/{id}: one deck with its cards and legality. */
export async function readDeck(api: ApiClient, id: number) {
  const { data, error } = await api.GET('/api/decks/{id}', { params: { path: { id } } });
  if (error) throw new Error(`deck ${id}: ${error.code}`);
  return { name: data.name, leader: data.leader?.code ?? null, cards: data.resolvedCards.map((card) => card.code) };
}

/** A page of the curated gallery, then the page its Link header names as next. */
export async function twoGalleryPages(api: ApiClient, pageSize: number) {
  const first = await api.GET('/api/decks/page', { params: { query: { page: 1, pageSize } } });
  if (first.error) throw new Error(`gallery: ${first.error.code}`);
  const next = nextPage(first.response.headers.get('Link'));
  if (!next) return { first: first.data, second: null };
  const page = Number(next.searchParams.get('page'));
  const second = await api.GET('/api/decks/page', { params: { query: { page, pageSize } } });
  if (second.error) throw new Error(`gallery page ${page}: ${second.error.code}`);
  return { first: first.data, second: second.data };
}

/** POST /api/login: opens the session the next calls carry. */
export async function logIn(api: ApiClient, username: string, password: string) {
  const { data, error, response } = await api.POST('/api/login', { body: { username, password } });
  return { status: response.status, user: data ?? null, code: error?.code ?? null };
}

/** Comments on a deck: one written (signed in), then the first page read back. */
export async function commentOnDeck(api: ApiClient, deckId: number, content: string) {
  const written = await api.POST('/api/comments', { body: { contentType: 'deck', contentId: deckId, content } });
  if (written.error) throw new Error(`comment refused: ${written.error.code}`);
  const page = await api.GET('/api/comments/{contentType}/{contentId}/page', {
    params: { path: { contentType: 'deck', contentId: deckId }, query: { page: 1 } },
  });
  if (page.error) throw new Error(`comments: ${page.error.code}`);
  return { written: written.data, page: page.data };
}

/** An error as a client switches on it: the status, its stable code and the message in the asked language. */
export async function missingDeck(api: ApiClient, id: number) {
  const { data, error, response } = await api.GET('/api/decks/{id}', { params: { path: { id } } });
  return { status: response.status, data: data ?? null, code: error?.code ?? null, message: error?.message ?? null };
}
