import type { Options } from 'express-rate-limit';
import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../../test/support/test-database.js';
import { dataSourceOptions } from '../../database/data-source.js';
import { DatabaseRateLimitStore, DatabaseRateLimitStores } from './database-rate-limit.store.js';

describe(`DatabaseRateLimitStore on ${TEST_DB}`, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = new DataSource({ ...dataSourceOptions(database.settings), entities: [] });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  const store = (windowMs: number, prefix = 'test:') => {
    const created = new DatabaseRateLimitStore(dataSource, prefix);
    created.init({ windowMs } as Options);
    return created;
  };

  it('counts concurrent hits from two stores (two instances) on one key without losing any', async () => {
    const a = store(60_000);
    const b = store(60_000);
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? a : b).increment('10.0.0.1')));
    expect(results.map((result) => result.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(results.every((result) => result.resetTime!.getTime() > Date.now())).toBe(true);
    expect((await a.get('10.0.0.1'))?.totalHits).toBe(20);
    // Another key and another prefix are counted apart.
    expect((await a.increment('10.0.0.2')).totalHits).toBe(1);
    expect((await store(60_000, 'other:').increment('10.0.0.1')).totalHits).toBe(1);
  });

  it('gives one back on decrement and forgets a key on reset', async () => {
    const limiter = store(60_000);
    await limiter.increment('10.0.0.3');
    await limiter.increment('10.0.0.3');
    await limiter.decrement('10.0.0.3');
    expect((await limiter.get('10.0.0.3'))?.totalHits).toBe(1);
    await limiter.resetKey('10.0.0.3');
    expect(await limiter.get('10.0.0.3')).toBeUndefined();
    expect((await limiter.increment('10.0.0.3')).totalHits).toBe(1);
  });

  it('starts a new window at 1 once the old one is over', async () => {
    const limiter = store(60_000);
    await limiter.increment('10.0.0.4');
    await limiter.increment('10.0.0.4');
    // Move the window's end into the past instead of waiting for it.
    await dataSource.query(
      dataSource.options.type === 'mysql' ? 'UPDATE `rate_limits` SET `resetAt` = ? WHERE `id` = ?' : 'UPDATE "rate_limits" SET "resetAt" = ? WHERE "id" = ?',
      [Date.now() - 1, 'test:10.0.0.4'],
    );
    expect(await limiter.get('10.0.0.4')).toBeUndefined();
    const restarted = await limiter.increment('10.0.0.4');
    expect(restarted.totalHits).toBe(1);
    expect(restarted.resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it('adds batches of hits from two instances at once, on the counters increment keeps (ADR 0066)', async () => {
    const stores = new DatabaseRateLimitStores(dataSource);
    const batch = (hits: number) =>
      new Map([
        ['10.0.1.1', hits],
        ['10.0.1.2', 1],
      ]);
    const results = await Promise.all([stores.addHits('batch:', batch(5), 60_000), stores.addHits('batch:', batch(7), 60_000)]);
    // Whichever came second saw the first's hits: none lost.
    expect(Math.max(...results.map((result) => result.get('10.0.1.1')!.totalHits))).toBe(12);
    expect(results.map((result) => result.get('10.0.1.2')!.totalHits).sort()).toEqual([1, 2]);
    const after = await stores.addHits('batch:', new Map([['10.0.1.2', 3]]), 60_000);
    expect(after.get('10.0.1.2')!.totalHits).toBe(5);
    expect(after.get('10.0.1.2')!.resetTime.getTime()).toBeGreaterThan(Date.now());
    // The same counters as a store's increments (the same table, the same prefix).
    expect((await store(60_000, 'batch:').increment('10.0.1.1')).totalHits).toBe(13);
    // 1,200 counters in one call: several statements, every one counted.
    const many = new Map(Array.from({ length: 1200 }, (_, index) => [`10.1.${Math.floor(index / 250)}.${index % 250}`, 2] as const));
    const counted = await stores.addHits('many:', many, 60_000);
    expect(counted.size).toBe(1200);
    expect([...counted.values()].every((count) => count.totalHits === 2)).toBe(true);
  });

  it('restarts an expired counter at the batch it is given', async () => {
    const stores = new DatabaseRateLimitStores(dataSource);
    await stores.addHits('expired:', new Map([['10.0.2.1', 9]]), 60_000);
    await dataSource.query(
      dataSource.options.type === 'mysql' ? 'UPDATE `rate_limits` SET `resetAt` = ? WHERE `id` = ?' : 'UPDATE "rate_limits" SET "resetAt" = ? WHERE "id" = ?',
      [Date.now() - 1, 'expired:10.0.2.1'],
    );
    const restarted = (await stores.addHits('expired:', new Map([['10.0.2.1', 4]]), 60_000)).get('10.0.2.1')!;
    expect(restarted.totalHits).toBe(4);
    expect(restarted.resetTime.getTime()).toBeGreaterThan(Date.now());
  });
});
