import { aDeckBody } from './support/deck-body.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startCuttableProxy } from './support/cuttable-proxy.js';
import { startTestAppOn, TestApp } from './support/test-app.js';
import { createTestDatabase, TestDatabase } from './support/test-database.js';

/**
 * #31 item 2: every database call has a deadline. With the connection to MariaDB stalled (sockets
 * open, no packet answered, as in a network partition) each route answers 503 `database_unavailable`
 * within 5 s, never hangs; when the network comes back the app answers again within seconds.
 * MariaDB only (jest.config.cjs collects this file when TEST_DB=mysql). The app talks to MariaDB
 * through a loopback proxy of our own, which the test freezes. ADR 0048.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The promise: a stalled database gives a 503 within this, never a hang. */
const DEADLINE_MS = 5000;
/** How long a request may take before supertest gives up on it (it must not get near). */
const HANG_MS = 20_000;

/** A route, how to call it, and its status when the database answers. */
type Call = { route: string; send: () => request.Test; ok: number };

describe('stalled database (MariaDB through a frozen proxy)', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;
  let deckId: number;
  let leaderId: number;
  let cardIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.env.DATABASE_URL);
    proxy = await startCuttableProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const throughProxy = new URL(direct);
    throughProxy.port = String(proxy.port);
    app = await startTestAppOn(
      { ...database, env: { ...database.env, DATABASE_URL: throughProxy.toString() } },
      // No cached answers: every read below goes to the database.
      { SEED_DEMO: 'true', AUTH_RATE_LIMIT: '100000', READ_CACHE: 'false' },
    );
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const decks = (await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number }>;
    deckId = decks[0]!.id;
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    const idOf = (code: string) => cards.find((card) => card.code === code)!.id;
    leaderId = idOf('ST01-001');
    cardIds = ['ST01-002', 'ST01-004', 'ST01-013'].map(idOf);
  });
  afterAll(async () => {
    proxy?.unfreeze();
    await app?.close();
    await proxy?.close();
  });

  const deckBody = (name: string) => aDeckBody(leaderId, cardIds, { name, author: 'Stall', shortDescription: 'written while the database stalls' });

  const calls = (): Call[] => [
    { route: 'comments page', send: () => request(app.server).get(`/api/comments/deck/${deckId}/page`), ok: 200 },
    { route: 'gallery page', send: () => request(app.server).get('/api/decks/page?tier=Tier%201&sort=name'), ok: 200 },
    { route: 'deck page', send: () => request(app.server).get(`/api/decks/${deckId}`), ok: 200 },
    { route: 'health', send: () => request(app.server).get('/api/health'), ok: 200 },
    { route: 'login', send: () => request(app.server).post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }), ok: 200 },
    { route: 'write (new deck)', send: () => admin.post('/api/decks').send(deckBody(`stall-${Date.now()}`)), ok: 201 },
  ];

  /** Status, error code and elapsed milliseconds of one call. */
  const timed = async (call: Call) => {
    const started = Date.now();
    const response = await call.send().timeout(HANG_MS);
    return { route: call.route, status: response.status, code: (response.body as { code?: string })?.code, ms: Date.now() - started };
  };

  it('answers each route 503 database_unavailable within 5 s while the connection stalls, and recovers when it comes back', async () => {
    // Warm: every route answers, and connections are open and idle in the pool.
    const answers = async () => {
      for (const call of calls()) expect({ route: call.route, status: (await timed(call)).status }).toEqual({ route: call.route, status: call.ok });
    };
    await answers();

    proxy.freeze();
    const stalled = [];
    for (const call of calls()) stalled.push(await timed(call));
    // Many at once as well: more callers than the pool has connections, so some wait to acquire one.
    const burst = await Promise.all(Array.from({ length: 24 }, (_, index) => timed(calls()[index % 3]!)));
    proxy.unfreeze();

    process.stdout.write(`stalled: ${JSON.stringify(stalled)}\nburst (ms): ${JSON.stringify(burst.map((outcome) => outcome.ms))}\n`);
    for (const outcome of [...stalled, ...burst]) {
      expect({ route: outcome.route, status: outcome.status, code: outcome.code }).toEqual({ route: outcome.route, status: 503, code: 'database_unavailable' });
      expect({ route: outcome.route, fast: outcome.ms < DEADLINE_MS }).toEqual({ route: outcome.route, fast: true });
    }

    // Back: every route answers again within a few seconds.
    const back = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - back < DEADLINE_MS) {
      healthy = (await request(app.server).get('/api/health').timeout(HANG_MS)).status === 200;
      if (!healthy) await sleep(100);
    }
    expect(healthy).toBe(true);
    await answers();
    process.stdout.write(`recovered in ${Date.now() - back} ms\n`);
  }, 120_000);

  it('fails a transaction whose connection stalls halfway within the deadline, and writes none of it', async () => {
    const dataSource = app.app.get(DataSource);
    await dataSource.query('CREATE TABLE `stall_probe` (`id` int PRIMARY KEY, `note` varchar(32) NOT NULL)');
    const started = Date.now();
    const transaction = dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO `stall_probe` (`id`, `note`) VALUES (1, 'first')");
      proxy.freeze();
      await manager.query("INSERT INTO `stall_probe` (`id`, `note`) VALUES (2, 'second')");
    });
    await expect(transaction).rejects.toMatchObject({ driverError: { code: 'PROTOCOL_SEQUENCE_TIMEOUT' } });
    const elapsed = Date.now() - started;
    proxy.unfreeze();
    process.stdout.write(`transaction failed after ${elapsed} ms\n`);
    expect(elapsed).toBeLessThan(DEADLINE_MS);
    // Nothing was committed: the server rolls the transaction back when its connection goes.
    await sleep(500);
    expect(await dataSource.query('SELECT `id` FROM `stall_probe`')).toEqual([]);
  }, 60_000);
});
