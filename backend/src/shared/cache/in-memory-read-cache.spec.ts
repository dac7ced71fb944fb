import type { AppConfig } from '../config/app-config.js';
import { CacheInvalidation } from './cache-invalidation.js';
import { InMemoryReadCache } from './in-memory-read-cache.js';

const aCache = (readCacheBytes = 1024 * 1024) => {
  const invalidation = new CacheInvalidation();
  return { cache: new InMemoryReadCache({ readCacheBytes } as AppConfig, invalidation), invalidation };
};

describe('InMemoryReadCache', () => {
  it('builds a value once and answers it until a write changes what it was built from', async () => {
    const { cache, invalidation } = aCache();
    let builds = 0;
    const build = async () => ({ n: ++builds });
    expect(cache.get('decks')).toBeUndefined();
    expect(await cache.getOrBuild('decks', ['decks', 'cards'], build)).toEqual({ n: 1 });
    expect(await cache.getOrBuild('decks', ['decks', 'cards'], build)).toEqual({ n: 1 });
    expect(cache.get('decks')).toEqual({ n: 1 });

    invalidation.invalidate(['news']);
    expect(cache.get('decks')).toEqual({ n: 1 });
    invalidation.dropChanged(['cards']); // as when another instance wrote
    expect(cache.get('decks')).toBeUndefined();
    expect(await cache.getOrBuild('decks', ['decks', 'cards'], build)).toEqual({ n: 2 });
  });

  it('shares one build between the callers that ask while it runs', async () => {
    const { cache } = aCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((done) => setTimeout(done, 5));
      return builds;
    };
    expect(await Promise.all([1, 2, 3].map(() => cache.getOrBuild('x', ['cards'], build)))).toEqual([1, 1, 1]);
    expect(builds).toBe(1);
  });

  it('hands a build that a write overtook to its readers without caching it', async () => {
    const { cache, invalidation } = aCache();
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const pending = cache.getOrBuild('news', ['news'], async () => {
      await gate;
      return 'old';
    });
    invalidation.invalidate(['news']);
    // A reader after the write does not wait for the old build: it starts its own.
    const fresh = cache.getOrBuild('news', ['news'], async () => 'new');
    release();
    expect(await pending).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.get('news')).toBe('new');
  });

  it('does not cache a failed build: the next caller builds again', async () => {
    const { cache } = aCache();
    await expect(cache.getOrBuild('x', ['cards'], () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(cache.get('x')).toBeUndefined();
    expect(await cache.getOrBuild('x', ['cards'], async () => 'built')).toBe('built');
  });

  it('stays within its bytes, dropping the least recently used first', async () => {
    const { cache } = aCache(3000);
    const size = () => 1000;
    await cache.getOrBuild('a', ['cards'], async () => 'a', size);
    await cache.getOrBuild('b', ['cards'], async () => 'b', size);
    await cache.getOrBuild('c', ['cards'], async () => 'c', size);
    cache.get('a'); // used again: b is now the oldest
    await cache.getOrBuild('d', ['cards'], async () => 'd', size);
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key))).toEqual(['a', undefined, 'c', 'd']);
  });
});
