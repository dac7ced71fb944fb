import request from 'supertest';
import { startTestAppOn, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Two instances on one MariaDB database (collected only under TEST_DB=mysql): each keeps its own
 * public answers (ADR 0022), and a write on one drops the other's within about a second.
 */
describe('kept answers across instances (ADR 0022)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestAppOn(database);
    b = await startTestAppOn(database);
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled([a?.app.close(), b?.app.close()]);
    await database?.drop();
  });

  it("shows a write made on one instance in the other's kept answers", async () => {
    const titles = async (app: TestApp) =>
      ((await request(app.server).get('/api/news').expect(200)).body as Array<{ title: string }>).map((item) => item.title);
    expect(await titles(b)).not.toContain('Written on A');
    expect(await titles(b)).not.toContain('Written on A'); // now kept by B

    const admin = request.agent(a.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    await admin.post('/api/news').send({ title: 'Written on A', content: '<p>Shared</p>', author: 'Nami' }).expect(201);
    expect(await titles(a)).toContain('Written on A');

    // B looks at the shared revisions every second: wait for it, a few seconds at most.
    let seen = false;
    for (let attempt = 0; attempt < 50 && !seen; attempt += 1) {
      seen = (await titles(b)).includes('Written on A');
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen).toBe(true);
  }, 60_000);
});
