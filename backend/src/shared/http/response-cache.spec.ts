import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CacheInvalidation } from '../cache/cache-invalidation.js';
import type { AppConfig } from '../config/app-config.js';
import { cacheJson, cacheJsonList, cacheText, etagMatches, JSON_TYPE, preferredEncoding } from './cached-response.js';
import { ResponseCache } from './response-cache.js';
import { writeEffects } from './write-effects.js';

/** Just enough of a node:http response to record what was sent. */
class FakeResponse {
  statusCode = 200;
  headers: Record<string, unknown> = { 'x-frame-options': 'SAMEORIGIN' };
  body: Buffer | undefined;
  setHeader(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = value;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  getHeaders() {
    return { ...this.headers };
  }
  writeHead(status: number, headers: Record<string, unknown>) {
    this.statusCode = status;
    this.headers = { ...headers };
  }
  end(body?: Buffer) {
    this.body = body;
  }
}

const ask = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers }) as unknown as IncomingMessage;
const config = (readCache = true) => ({ readCache, readCacheBytes: 1024 * 1024, dbType: 'sqlite' }) as AppConfig;
/** A ResponseCache and the invalidation path writes reach it through. */
const aCache = (readCache = true) => {
  const invalidation = new CacheInvalidation();
  return { cache: new ResponseCache(config(readCache), invalidation), invalidation };
};

async function fill(cache: ResponseCache, url: string, value: unknown, tags: Array<'decks' | 'comments'> = ['decks']) {
  const response = new FakeResponse();
  await cache.json(ask(url), response as unknown as ServerResponse, { tags }, async () => value);
  return response;
}

function served(cache: ResponseCache, url: string, headers: Record<string, string> = {}): FakeResponse | null {
  const response = new FakeResponse();
  return cache.serve(ask(url, headers), response as unknown as ServerResponse) ? response : null;
}

describe('preferredEncoding', () => {
  it('chooses brotli whenever the client accepts it, whatever the list order or weights', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.2')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('falls back to gzip, then to no encoding, and respects q=0', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBe('identity');
  });
});

describe('cacheJsonList', () => {
  it('answers the bytes, ETag and encodings of the whole list serialised at once, built a slice at a time', async () => {
    // Large enough for the sliced gzip-then-brotli path (over 64 KB), with items mapped on the way.
    const items = Array.from({ length: 5000 }, (_, index) => ({ id: index, name: `Card ${index}`, text: 'é'.repeat(index % 7), gone: undefined }));
    const map = (item: (typeof items)[number]) => (item.id % 1000 === 0 ? undefined : { ...item, double: item.id * 2 });
    const whole = JSON.stringify(items.map(map));
    const kept = await cacheJsonList(items, map);
    const expected = await cacheText(whole, JSON_TYPE);
    expect(kept.identity.length).toBeGreaterThan(64 * 1024);
    expect(kept.identity.toString()).toBe(whole);
    expect(kept.etag).toBe(expected.etag);
    expect(gunzipSync(kept.gzip).toString()).toBe(whole);
    expect(brotliDecompressSync(kept.brotli).toString()).toBe(whole);
    expect((await cacheJson(items)).identity.toString()).toBe(JSON.stringify(items));
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists and with *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

describe('ResponseCache', () => {
  it('serves a kept answer with the first answer’s headers, in the preferred encoding, and 304 for its ETag', async () => {
    const { cache } = aCache();
    const first = await fill(cache, '/api/decks/page', { items: [1, 2] });
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    const again = served(cache, '/api/decks/page', { 'accept-encoding': 'gzip' })!;
    expect(again.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
    expect(JSON.parse(gunzipSync(again.body!).toString('utf8'))).toEqual({ items: [1, 2] });
    expect(served(cache, '/api/decks/page', { 'if-none-match': String(first.headers.etag) })!.statusCode).toBe(304);
    expect(served(cache, '/api/decks/page?page=2')).toBeNull();
  });

  it('drops what a write changes, and only that', async () => {
    const { cache, invalidation } = aCache();
    await fill(cache, '/deck', 1, ['decks']);
    await fill(cache, '/comments', 2, ['comments']);
    invalidation.invalidate(['comments']);
    expect(served(cache, '/comments')).toBeNull();
    expect(served(cache, '/deck')).not.toBeNull();
    invalidation.dropChanged(['decks']); // as when another instance wrote
    expect(served(cache, '/deck')).toBeNull();
  });

  it('does not keep an answer whose build started before a write ended', async () => {
    const { cache, invalidation } = aCache();
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const response = new FakeResponse();
    const pending = cache.json(ask('/api/news'), response as unknown as ServerResponse, { tags: ['news'] }, async () => {
      await gate;
      return ['old'];
    });
    invalidation.invalidate(['news']);
    release();
    await pending;
    expect(response.statusCode).toBe(200);
    expect(served(cache, '/api/news')).toBeNull();
  });

  it('builds once for concurrent requests', async () => {
    const { cache } = aCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((done) => setTimeout(done, 10));
      return cacheJson({ n: builds });
    };
    await Promise.all([1, 2, 3].map(() => cache.respond(ask('/x'), new FakeResponse() as unknown as ServerResponse, { tags: ['decks'] }, build)));
    expect(builds).toBe(1);
  });

  it.each([true, false])(
    'runs a burst of builds two at a time on SQLite, with a turn of the event loop before each next one (READ_CACHE=%s)',
    async (readCache) => {
      const { cache } = aCache(readCache);
      const log: string[] = [];
      let running = 0;
      let most = 0;
      // Made beforehand: compressing on libuv's pool would itself put turns between the builds.
      const answer = await cacheJson({ built: true });
      const build = (n: number) => async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`start ${n}`);
        await new Promise((done) => setTimeout(done, 2));
        running -= 1;
        // What waits meanwhile (another request's I/O) is served at the next turn.
        setImmediate(() => log.push(`turn after ${n}`));
        return answer;
      };
      await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) => cache.respond(ask(`/x/${n}`), new FakeResponse() as unknown as ServerResponse, { tags: ['decks'] }, build(n))),
      );
      expect(most).toBe(2);
      // Without the queue every build would start before any of the turns.
      for (const n of [1, 2, 3, 4]) expect(log.indexOf(`turn after ${n}`)).toBeLessThan(log.indexOf(`start ${n + 2}`));
    },
  );

  it('keeps answers that depend on the language per Accept-Language', async () => {
    const { cache } = aCache();
    const page = (language: string, text: string) =>
      cache.json(
        { method: 'GET', url: '/cards', headers: { 'accept-language': language } } as unknown as IncomingMessage,
        new FakeResponse() as unknown as ServerResponse,
        { tags: ['pages'], byLanguage: true },
        async () => text,
      );
    await page('it-IT', 'italiano');
    await page('en-GB', 'english');
    expect(JSON.parse(served(cache, '/cards', { 'accept-language': 'en-GB' })!.body!.toString())).toBe('english');
    expect(JSON.parse(served(cache, '/cards', { 'accept-language': 'it-IT' })!.body!.toString())).toBe('italiano');
    expect(served(cache, '/cards', { 'accept-language': 'fr' })).toBeNull();
  });

  it('keeps nothing when READ_CACHE is off', async () => {
    const { cache } = aCache(false);
    const first = await fill(cache, '/api/cards', [1]);
    expect(first.body).toBeDefined();
    expect(served(cache, '/api/cards')).toBeNull();
  });
});

describe('writeEffects', () => {
  it('names what a write changes: nothing for sessions and favourites, its own answers for comments and the tier list, else everything', () => {
    expect(writeEffects('/api/login')).toEqual([]);
    expect(writeEffects('/api/favorites/3')).toEqual([]);
    expect(writeEffects('/api/decks/legality')).toEqual([]);
    expect(writeEffects('/api/comments/4')).toEqual(['comments']);
    expect(writeEffects('/api/tierlist/2/position')).toEqual(['tierlist']);
    expect(writeEffects('/api/decks/2')).toBe('all');
    expect(writeEffects('/api/cards/import')).toBe('all');
    expect(writeEffects('/api/commentsx')).toBe('all');
  });
});
