import type { Options } from 'express-rate-limit';
import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../../test/support/test-database.js';
import { dataSourceOptions } from '../../database/data-source.js';
import { DatabaseRateLimitStore } from './database-rate-limit.store.js';

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
});
