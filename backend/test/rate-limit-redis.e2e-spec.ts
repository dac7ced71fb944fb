import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createClient } from 'redis';
import { DataSource } from 'typeorm';
import { startCuttableProxy } from './support/cuttable-proxy.js';
import { startTestApp, TestApp } from './support/test-app.js';

/** The Redis the tests use: the local one CI starts (.ci/run), or TEST_REDIS_URL. */
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const NO_HANG_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * #15 item 3 / ADR 0021: with REDIS_URL the login rate limit is counted in Redis, across instances
 * that do not even share a database; Redis going away lets logins through uncounted, never a hang
 * or a 500, and counting resumes when it is back.
 */
describe('rate limits in Redis (REDIS_URL)', () => {
  const prefix = `opdecks-e2e-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    proxy = await startCuttableProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    const env = { AUTH_RATE_LIMIT: '3', REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_PREFIX: prefix };
    // Two instances on two separate databases: only Redis can make their counts one.
    [first, second] = await Promise.all([startTestApp(env), startTestApp(env)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await proxy?.close();
    const client = createClient({ url: REDIS.toString() });
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(keys);
    await client.close();
  });

  const login = (app: TestApp, password: string) => request(app.server).post('/api/login').send({ username: 'admin', password }).timeout(NO_HANG_MS);

  it('counts login attempts across two instances, not in the database; lets them through uncounted while Redis is away', async () => {
    await login(first, 'wrong-password').expect(401);
    await login(second, 'wrong-password').expect(401);
    await login(first, 'wrong-password').expect(401);
    expect((await login(second, 'admin-password').expect(429)).body.code).toBe('too_many_requests');
    await login(first, 'admin-password').expect(429);
    for (const app of [first, second]) expect(await app.app.get(DataSource).query('SELECT * FROM rate_limits')).toEqual([]);

    await proxy.cut();
    const started = Date.now();
    // The limit was reached, yet with no counter to ask the login goes through (and is logged).
    await login(first, 'admin-password').expect(200);
    await login(second, 'wrong-password').expect(401);
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);

    await proxy.restore();
    // The clients reconnect within a couple of seconds; then the same window's count applies again.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 429; attempt++) {
      status = (await login(first, 'admin-password')).status;
      if (status !== 429) await sleep(200);
    }
    expect(status).toBe(429);
  });
});
