import { jest } from '@jest/globals';
import { CacheInvalidation, type CacheTag } from '../../../shared/cache/cache-invalidation.js';
import { aNewsRecord } from '../infrastructure/persistence/news.repository.contract.js';
import { InMemoryNewsRepository } from '../infrastructure/persistence/in-memory-news.repository.js';
import { NewsPublicationClock, PUBLICATION_MARGIN_MS } from './news-publication-clock.js';

const START = new Date('2026-11-27T15:00:00.000Z');
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** A scheduled article comes out with no write: the clock drops the cached news answers then (ADR 0075). */
describe('NewsPublicationClock', () => {
  let news: InMemoryNewsRepository;
  let invalidation: CacheInvalidation;
  let clock: NewsPublicationClock;
  let dropped: Array<readonly CacheTag[]>;

  beforeEach(() => {
    jest.useFakeTimers({ now: START });
    news = new InMemoryNewsRepository();
    invalidation = new CacheInvalidation();
    dropped = [];
    invalidation.register(['news', 'decks'], (tags) => dropped.push(tags));
    clock = new NewsPublicationClock(news, invalidation);
  });
  afterEach(() => {
    clock.onModuleDestroy();
    jest.useRealTimers();
  });

  it('drops the news answers as each scheduled article comes out, one after the other', async () => {
    await news.create(aNewsRecord({ publishAt: after(10) }));
    await news.create(aNewsRecord({ publishAt: after(60) }));
    await news.create(aNewsRecord({ isDraft: true, publishAt: after(30) }));
    clock.onApplicationBootstrap();

    await jest.advanceTimersByTimeAsync(10_000);
    expect(dropped).toEqual([]);
    await jest.advanceTimersByTimeAsync(PUBLICATION_MARGIN_MS);
    expect(dropped).toEqual([['news']]);
    // The draft's time passes unnoticed; the next article's does not.
    await jest.advanceTimersByTimeAsync(49_000);
    expect(dropped).toEqual([['news']]);
    await jest.advanceTimersByTimeAsync(1_000 + PUBLICATION_MARGIN_MS);
    expect(dropped).toEqual([['news'], ['news']]);
    // Nothing else is scheduled: no more drops.
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(dropped).toHaveLength(2);
  });

  it('follows a change to news: an article scheduled later, or sooner, after it started', async () => {
    clock.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(1_000);
    await news.create(aNewsRecord({ publishAt: after(20) }));
    // What a write does: it drops the news answers, and the clock reads the next time again.
    invalidation.invalidate(['news']);
    dropped = [];
    await jest.advanceTimersByTimeAsync(19_000 + PUBLICATION_MARGIN_MS);
    expect(dropped).toEqual([['news']]);
  });

  it('tries again a minute later when the next time cannot be read', async () => {
    const read = jest.spyOn(news, 'nextPublicationAfter').mockRejectedValueOnce(new Error('database away'));
    await news.create(aNewsRecord({ publishAt: after(90) }));
    clock.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(30_000 + PUBLICATION_MARGIN_MS);
    expect(dropped).toEqual([['news']]);
  });

  it('waits for nothing once stopped', async () => {
    await news.create(aNewsRecord({ publishAt: after(5) }));
    clock.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(1_000);
    clock.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(dropped).toEqual([]);
  });
});
