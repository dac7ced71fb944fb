import { randomBytes } from 'node:crypto';
import type { Options, Store } from 'express-rate-limit';
import { createClient } from 'redis';
import { RedisRateLimitStores } from './redis-rate-limit.store.js';

/** The Redis the tests use: the local one CI starts (.ci/run), or TEST_REDIS_URL. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ADR 0021: rate-limit counters in Redis when REDIS_URL is set, against a real Redis server. */
describe('RedisRateLimitStores on a real Redis', () => {
  // Suites and machines may share the server: every key of this run starts with its own prefix.
  const keyPrefix = `opdecks-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let first: RedisRateLimitStores;
  let second: RedisRateLimitStores;

  beforeAll(async () => {
    first = await RedisRateLimitStores.connect(REDIS_URL, keyPrefix);
    second = await RedisRateLimitStores.connect(REDIS_URL, keyPrefix);
  });
  afterAll(async () => {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const keys = await client.keys(`${keyPrefix}*`);
    if (keys.length) await client.del(keys);
    await client.close();
    await first.onModuleDestroy();
    await second.onModuleDestroy();
  });

  const store = async (from: RedisRateLimitStores, windowMs: number, prefix = 'test:'): Promise<Store> => {
    const created = from.create(prefix);
    await created.init!({ windowMs } as Options);
    return created;
  };

  it('counts concurrent hits from two connections (two instances) on one key without losing any', async () => {
    const a = await store(first, 60_000);
    const b = await store(second, 60_000);
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? a : b).increment('10.0.0.1')));
    expect(results.map((result) => result.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(results.every((result) => result.resetTime!.getTime() > Date.now())).toBe(true);
    expect((await a.get!('10.0.0.1'))?.totalHits).toBe(20);
    // Another key and another limiter's prefix are counted apart.
    expect((await a.increment('10.0.0.2')).totalHits).toBe(1);
    expect((await (await store(first, 60_000, 'other:')).increment('10.0.0.1')).totalHits).toBe(1);
  });

  it('adds batches of hits from two connections at once, on the counters increment keeps (ADR 0066)', async () => {
    const batch = (hits: number) =>
      new Map([
        ['10.0.1.1', hits],
        ['10.0.1.2', 1],
      ]);
    const results = await Promise.all([first.addHits('batch:', batch(5), 60_000), second.addHits('batch:', batch(7), 60_000)]);
    // Whichever came second saw the first's hits: none lost.
    expect(Math.max(...results.map((result) => result.get('10.0.1.1')!.totalHits))).toBe(12);
    expect(results.map((result) => result.get('10.0.1.2')!.totalHits).sort()).toEqual([1, 2]);
    const after = (await first.addHits('batch:', new Map([['10.0.1.2', 3]]), 60_000)).get('10.0.1.2')!;
    expect(after.totalHits).toBe(5);
    expect(after.resetTime.getTime()).toBeGreaterThan(Date.now());
    expect(after.resetTime.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    // The same counters as a store's increments.
    expect((await (await store(second, 60_000, 'batch:')).increment('10.0.1.1')).totalHits).toBe(13);
  });

  it('gives one back on decrement and forgets a key on reset', async () => {
    const limiter = await store(first, 60_000);
    await limiter.increment('10.0.0.3');
    await limiter.increment('10.0.0.3');
    await limiter.decrement('10.0.0.3');
    expect((await limiter.get!('10.0.0.3'))?.totalHits).toBe(1);
    await limiter.resetKey('10.0.0.3');
    expect((await limiter.increment('10.0.0.3')).totalHits).toBe(1);
  });

  it('starts a new window at 1 once the old one is over', async () => {
    const limiter = await store(first, 300);
    await limiter.increment('10.0.0.4');
    expect((await limiter.increment('10.0.0.4')).totalHits).toBe(2);
    await sleep(400);
    const restarted = await limiter.increment('10.0.0.4');
    expect(restarted.totalHits).toBe(1);
    expect(restarted.resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it('keys every counter under REDIS_PREFIX', async () => {
    await (await store(first, 60_000, 'auth:')).increment('10.0.0.5');
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    try {
      expect(await client.keys(`${keyPrefix}rl:auth:*`)).toEqual([`${keyPrefix}rl:auth:10.0.0.5`]);
    } finally {
      await client.close();
    }
  });

  it('fails at once, never hangs, while Redis is away', async () => {
    const stores = await RedisRateLimitStores.connect(REDIS_URL, keyPrefix);
    const limiter = await store(stores, 60_000);
    await stores.onModuleDestroy();
    const started = Date.now();
    await expect(limiter.increment('10.0.0.6')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
