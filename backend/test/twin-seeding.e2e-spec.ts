import { readFile } from 'node:fs/promises';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEMO_DECKS } from '../src/database/seed/demo-decks.js';
import { DEMO_NEWS } from '../src/database/seed/demo-news.js';
import { DEMO_DECKY_PHRASES } from '../src/database/seed/demo-privacy-decky.js';
import { startTestAppOn, type TestApp } from './support/test-app.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from './support/test-database.js';

/**
 * #32 item 2: two instances started at the same moment on one empty MariaDB database with the demo
 * content on. Both start (before, one died on ER_DUP_ENTRY in news), and the database holds one
 * seeding: every demo deck, article, card and Decky phrase once, one super admin. Collected only
 * under TEST_DB=mysql (jest.config.cjs).
 */
describe('two instances seeding one empty database', () => {
  let database: TestDatabase;
  let instances: TestApp[] = [];

  beforeAll(async () => {
    if (TEST_DB !== 'mysql') throw new Error('twin-seeding.e2e-spec needs TEST_DB=mysql');
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.allSettled(instances.map((instance) => instance.app.close()));
    await database?.drop();
  });

  it('starts both and seeds once', async () => {
    const env = { SEED_DEMO: 'true' };
    const started = await Promise.allSettled([startTestAppOn(database, env), startTestAppOn(database, env)]);
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
    for (const instance of instances) await request(instance.server).get('/api/health').expect(200);

    const dataSource = instances[0]!.app.get(DataSource);
    const count = async (sql: string) => Number(((await dataSource.query(sql)) as { n: number | string }[])[0]!.n);
    const demoCards = JSON.parse(await readFile(new URL('../src/database/seed/data/demo-cards.json', import.meta.url), 'utf8')) as { code: string }[];
    expect({
      decks: await count('SELECT COUNT(*) AS n FROM decks'),
      deckNames: await count('SELECT COUNT(DISTINCT name) AS n FROM decks'),
      news: await count('SELECT COUNT(*) AS n FROM news'),
      cards: await count('SELECT COUNT(*) AS n FROM cards'),
      phrases: await count('SELECT COUNT(*) AS n FROM decky_phrases'),
      users: await count('SELECT COUNT(*) AS n FROM users'),
    }).toEqual({
      decks: DEMO_DECKS.length,
      deckNames: DEMO_DECKS.length,
      news: DEMO_NEWS.length,
      cards: new Set(demoCards.map((card) => card.code)).size,
      phrases: DEMO_DECKY_PHRASES.length,
      users: 1,
    });
  }, 180_000);
});
