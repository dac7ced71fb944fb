import { aDeckBody } from './support/deck-body.js';
import request from 'supertest';
import { startCuttableProxy } from './support/cuttable-proxy.js';
import { startTestAppOn, TestApp } from './support/test-app.js';
import { createTestDatabase, TestDatabase } from './support/test-database.js';

/**
 * #15 item 2: the database going away is a 503 with Retry-After on every route, never a 500 and
 * never a hang; a short outage loses no acknowledged write and leaves no half-written one.
 * MariaDB only (jest.config.cjs collects this file when TEST_DB=mysql). The shared MariaDB server
 * stays up: the app talks to it through a loopback TCP proxy of our own, which the test cuts.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The longest a request may take while the database is away (the issue: never a hang past 5 s). */
const NO_HANG_MS = 5000;

describe('database outage (MariaDB through a cuttable proxy)', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;
  const cardIds: number[] = [];
  let leaderId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.env.DATABASE_URL);
    proxy = await startCuttableProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const throughProxy = new URL(direct);
    throughProxy.port = String(proxy.port);
    app = await startTestAppOn(
      { ...database, env: { ...database.env, DATABASE_URL: throughProxy.toString() } },
      { SEED_DEMO: 'true', AUTH_RATE_LIMIT: '100000' },
    );
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string; type?: string; category?: string }>;
    leaderId = cards.find((card) => card.code === 'ST01-001')!.id;
    for (const code of ['ST01-002', 'ST01-004', 'ST01-013']) cardIds.push(cards.find((card) => card.code === code)!.id);
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  const deckBody = (name: string) => aDeckBody(leaderId, cardIds, { name, author: 'Outage', shortDescription: 'written under load' });

  it('answers 503 with Retry-After while the database is away, recovers, and keeps every acknowledged write whole', async () => {
    type Outcome = { route: string; status: number | 'error'; retryAfter?: string; message?: string };
    const outcomes: Outcome[] = [];
    const acknowledged = new Set<string>();
    const attempted: string[] = [];
    let stop = false;
    let counter = 0;

    const reads = [
      '/api/decks',
      '/api/cards',
      '/api/decks/leaders',
      '/api/health',
      '/api/admin/auth',
      '/api/formats',
      '/api/news',
      '/api/tierlist',
      '/api/game-rules',
    ];
    const worker = async (index: number) => {
      while (!stop) {
        const write = index % 2 === 0;
        const name = `outage-${index}-${counter++}`;
        const route = write ? 'POST /api/decks' : `GET ${reads[counter % reads.length]}`;
        try {
          const call = write ? admin.post('/api/decks').send(deckBody(name)) : admin.get(reads[counter % reads.length]);
          if (write) attempted.push(name);
          const response = await call.timeout(NO_HANG_MS);
          outcomes.push({ route, status: response.status, retryAfter: response.headers['retry-after'], message: response.body?.code });
          if (write && response.status === 201) acknowledged.add(name);
        } catch (error) {
          outcomes.push({ route, status: 'error', message: (error as Error).message });
        }
        await sleep(20);
      }
    };

    const workers = [0, 1, 2, 3].map(worker);
    await sleep(1000);
    const beforeCut = outcomes.length;
    await proxy.cut();
    await sleep(3000);
    const duringCut = outcomes.slice(beforeCut);
    await proxy.restore();
    // Recovery: the health check answers again within a few seconds of the database coming back.
    let healthy = false;
    for (let attempt = 0; attempt < 50 && !healthy; attempt++) {
      healthy = (await request(app.server).get('/api/health').timeout(NO_HANG_MS)).status === 200;
      if (!healthy) await sleep(200);
    }
    await sleep(1500);
    stop = true;
    await Promise.all(workers);

    expect(healthy).toBe(true);
    // Under the cut: 503s, each with Retry-After; never a 500, never an answer later than NO_HANG_MS.
    expect(duringCut.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.status === 'error' || (outcome.status >= 500 && outcome.status !== 503))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 503 && !(Number(outcome.retryAfter) > 0))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 503).map((outcome) => outcome.message)).toEqual(expect.arrayContaining(['database_unavailable']));
    expect(new Set(outcomes.filter((outcome) => outcome.status === 503).map((outcome) => outcome.message))).toEqual(new Set(['database_unavailable']));
    // Writes went through before and after the cut.
    expect(acknowledged.size).toBeGreaterThan(1);

    // Every acknowledged deck is there with all its cards; an unacknowledged one is whole or absent.
    const stored = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body as Array<{ id: number; name: string; cardCount: number }>;
    const byName = new Map(stored.filter((deck) => deck.name.startsWith('outage-')).map((deck) => [deck.name, deck]));
    for (const name of acknowledged) expect({ name, cardCount: byName.get(name)?.cardCount }).toEqual({ name, cardCount: 10 });
    for (const deck of byName.values()) {
      expect(attempted).toContain(deck.name);
      const detail = (await admin.get(`/api/decks/${deck.id}`).expect(200)).body as { cards: Array<{ quantity: number }> };
      expect({ name: deck.name, cards: detail.cards.reduce((sum, card) => sum + card.quantity, 0) }).toEqual({ name: deck.name, cards: 10 });
    }
  }, 60_000);
});
