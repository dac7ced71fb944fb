import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { aDeckDetail } from '../test/decks';
import { server } from '../test/server';
import { decksApi } from './decks';

/** The Accept-Language of the next call to GET /api/decks/2 (on this origin or the server's). */
function recordLanguage(): { value: string | null } {
  const seen = { value: null as string | null };
  server.use(
    http.get('*/api/decks/2', ({ request }) => {
      seen.value = request.headers.get('accept-language');
      return HttpResponse.json(aDeckDetail({ id: 2 }));
    }),
  );
  return seen;
}

describe('the API calls ask for the page language (ADR 0068)', () => {
  it.each(['it', 'en'] as const)('in the browser, a page in %s asks for that language', async (language) => {
    const seen = recordLanguage();
    const store = makeStore({ language: { current: language } });
    await store.dispatch(decksApi.endpoints.getDeck.initiate({ id: 2 }));
    expect(seen.value).toBe(language);
  });

  it("on the server, the page's language replaces the visitor's Accept-Language; the cookie goes through", async () => {
    const seen = recordLanguage();
    let cookie: string | null = null;
    server.use(
      http.get('http://127.0.0.1:9/api/decks/2', ({ request }) => {
        seen.value = request.headers.get('accept-language');
        cookie = request.headers.get('cookie');
        return HttpResponse.json(aDeckDetail({ id: 2 }));
      }),
    );
    const store = makeStore(
      { language: { current: 'it' } },
      { origin: 'http://127.0.0.1:9', headers: { cookie: 'sid=1', 'accept-language': 'en-US,en;q=0.9' } },
    );
    await store.dispatch(decksApi.endpoints.getDeck.initiate({ id: 2 }));
    expect(seen.value).toBe('it');
    expect(cookie).toBe('sid=1');
  });
});
