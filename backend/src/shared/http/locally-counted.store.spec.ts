import { jest } from '@jest/globals';
import type { Options, Store } from 'express-rate-limit';
import { LocallyCountedStore } from './locally-counted.store.js';
import { RateLimitStores, type SharedCount } from './rate-limit-stores.js';

/** The shared store's counters in memory: what the database or Redis keeps for every instance. */
class SharedCounters extends RateLimitStores {
  readonly counters = new Map<string, SharedCount>();
  calls = 0;
  away = false;

  create(): Store {
    throw new Error('not used');
  }

  async addHits(prefix: string, hits: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, SharedCount>> {
    this.calls += 1;
    if (this.away) throw new Error('connection refused');
    const now = Date.now();
    const counts = new Map<string, SharedCount>();
    for (const [key, count] of hits) {
      const old = this.counters.get(prefix + key);
      const counter =
        old && old.resetTime.getTime() > now ? { ...old, totalHits: old.totalHits + count } : { totalHits: count, resetTime: new Date(now + windowMs) };
      this.counters.set(prefix + key, counter);
      counts.set(key, counter);
    }
    return Promise.resolve(counts);
  }
}

const instance = (shared: RateLimitStores) => {
  const store = new LocallyCountedStore(shared, 'public:');
  store.init({ windowMs: 60_000 } as Options);
  return store;
};

describe('LocallyCountedStore', () => {
  it('counts in the process and hands every hit over in one call per hand-over', async () => {
    const shared = new SharedCounters();
    const store = instance(shared);
    expect([1, 2, 3].map(() => store.increment('10.0.0.1').totalHits)).toEqual([1, 2, 3]);
    store.increment('10.0.0.2');
    expect(shared.calls).toBe(0);
    await store.handOver();
    expect(shared.calls).toBe(1);
    expect(shared.counters.get('public:10.0.0.1')?.totalHits).toBe(3);
    expect(shared.counters.get('public:10.0.0.2')?.totalHits).toBe(1);
    // Nothing new: no call.
    await store.handOver();
    expect(shared.calls).toBe(1);
    store.shutdown();
  });

  it("adds the other instances' hits once handed over: a client spread over two instances is counted once", async () => {
    const shared = new SharedCounters();
    const [a, b] = [instance(shared), instance(shared)];
    for (let hit = 0; hit < 5; hit += 1) a.increment('10.0.0.3');
    for (let hit = 0; hit < 4; hit += 1) b.increment('10.0.0.3');
    await a.handOver();
    await b.handOver();
    // b learnt a's 5 with its own hand-over; a learns b's 4 with its next.
    expect(b.increment('10.0.0.3').totalHits).toBe(10);
    expect(a.increment('10.0.0.3').totalHits).toBe(6);
    await a.handOver();
    expect(a.increment('10.0.0.3').totalHits).toBe(11);
    expect(a.get('10.0.0.3')?.resetTime).toEqual(shared.counters.get('public:10.0.0.3')?.resetTime);
    a.shutdown();
    b.shutdown();
  });

  it('counts hits made while a hand-over is under way', async () => {
    const shared = new SharedCounters();
    const store = instance(shared);
    store.increment('10.0.0.4');
    const handing = store.handOver();
    expect(store.increment('10.0.0.4').totalHits).toBe(2);
    await handing;
    expect(store.increment('10.0.0.4').totalHits).toBe(3);
    await store.handOver();
    expect(shared.counters.get('public:10.0.0.4')?.totalHits).toBe(3);
    store.shutdown();
  });

  it('keeps counting alone while the shared store is away, and hands those hits over when it is back', async () => {
    const shared = new SharedCounters();
    const store = instance(shared);
    shared.away = true;
    store.increment('10.0.0.5');
    store.increment('10.0.0.5');
    await store.handOver();
    expect(store.increment('10.0.0.5').totalHits).toBe(3);
    shared.away = false;
    await store.handOver();
    // Every hit reaches the shared store once it is back.
    expect(shared.counters.get('public:10.0.0.5')?.totalHits).toBe(3);
    expect(store.increment('10.0.0.5').totalHits).toBe(4);
    store.shutdown();
  });

  it('starts a new window once the old one is over', async () => {
    const shared = new SharedCounters();
    const store = instance(shared);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now);
      store.increment('10.0.0.6');
      store.increment('10.0.0.6');
      clock.mockReturnValue(now + 60_001);
      expect(store.increment('10.0.0.6')).toEqual({ totalHits: 1, resetTime: new Date(now + 120_001) });
      store.resetKey('10.0.0.6');
      expect(store.get('10.0.0.6')).toBeUndefined();
    } finally {
      clock.mockRestore();
      store.shutdown();
    }
  });
});
