import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { officialCatalogueOf, standardFormatSample } from './fixtures/cards/real-cards.js';
import { startTestAppOn, type TestApp } from './support/test-app.js';
import { createTestDatabase, TEST_DB } from './support/test-database.js';

/**
 * The card import off the event loop (#14 goals 3 and 5, ADR 0028): the body is read, checked and
 * parsed in a worker thread and, on a SQLite file, written there on a connection of its own, so the
 * app keeps answering meanwhile. The app runs in this process: a timer here sees its event loop.
 */
describe('card import without holding the event loop', () => {
  // On SQLite a file of the suite's own: an in-memory database belongs to the app's connection alone
  // (the worker then hands the cards back and the repository writes them, as on MySQL).
  const dbPath = join(tmpdir(), `opdecks-import-responsive-${process.pid}.sqlite`);
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;

  const listCards = async () => (await request(app.server).get('/api/cards').expect(200)).body as Array<Record<string, unknown>>;

  beforeAll(async () => {
    app = await startTestAppOn(await createTestDatabase(), TEST_DB === 'sqlite' ? { DB_PATH: dbPath } : {});
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => {
    await app.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  });

  it('answers health checks all through a 20,000-card import, never held for a quarter of it', async () => {
    const file = officialCatalogueOf(20_000);
    // The longest time between two turns of a 5 ms timer: the longest stretch the event loop was held.
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    let done = false;
    const importing = admin
      .post('/api/cards/import')
      .set('Content-Type', 'application/json')
      .send(file)
      .then((response) => {
        done = true;
        return response;
      });
    const health: number[] = [];
    while (!done) {
      // Every other one with the admin's session, whose touch is a write on the app's connection.
      health.push((await (health.length % 2 ? admin : request(app.server)).get('/api/health')).status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answer = await importing;
    const importMs = performance.now() - started;
    clearInterval(ticker);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, count: 20_000 });
    // Reads go on while the worker writes (WAL): every health check (a query) answered 200.
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    // Parsing 13 MB and writing 20,000 rows on the event loop held it for most of the import; a
    // generous bound, relative to the import's own length, so that a slow machine does not fail it.
    expect(longest).toBeLessThan(importMs / 4);
    expect(await listCards()).toHaveLength(20_000);
  }, 180_000);

  it('writes as the repository does: new codes added, known codes updated in place, the last entry of a code wins', async () => {
    const sample = standardFormatSample();
    const before = new Map((await listCards()).map((card) => [card.code, card]));
    const [first, second] = sample.data;
    const file = { data: [...sample.data, { ...second, name: 'Renamed by the last entry' }, { ...first, code: 'NEW-9999', name: 'A new card' }] };
    const answer = await admin.post('/api/cards/import').send(file).expect(200);
    expect(answer.body).toEqual({ success: true, count: sample.data.length + 1 });
    const after = new Map((await listCards()).map((card) => [card.code, card]));
    expect(after.size).toBe(20_001);
    expect(after.get(second.code)).toMatchObject({ id: before.get(second.code)!.id, name: 'Renamed by the last entry' });
    expect(after.get(first.code)).toMatchObject({ id: before.get(first.code)!.id, name: first.name });
    expect(after.get('NEW-9999')).toMatchObject({ name: 'A new card' });
  });

  it('writes nothing from a broken file', async () => {
    const response = await admin
      .post('/api/cards/import')
      .send([
        { code: 'NEW-0001', name: 'fine' },
        { code: 'NEW-0002', name: 'bad', power: 'strong' },
      ])
      .expect(400);
    expect(response.body).toMatchObject({ code: 'invalid_card_file', details: [{ code: 'invalid_entry' }] });
    expect((await listCards()).some((card) => card.code === 'NEW-0001')).toBe(false);
  });
});
