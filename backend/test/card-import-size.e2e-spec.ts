import request from 'supertest';
import { officialCatalogueOf } from './fixtures/cards/real-cards.js';
import { startTestApp, TestApp } from './support/test-app.js';

describe('card import of a whole catalogue (#14 goal 5)', () => {
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    app = await startTestApp();
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => app.close());

  it('imports 20,000 cards in one 13 MB file, and lists them all', async () => {
    const file = officialCatalogueOf(20_000);
    expect(Buffer.byteLength(file)).toBeGreaterThan(12 * 1024 * 1024);
    const answer = await admin.post('/api/cards/import').set('Content-Type', 'application/json').send(file).expect(200);
    expect(answer.body).toEqual({ success: true, count: 20_000 });
    const listed = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ code: string }>;
    expect(listed).toHaveLength(20_000);
    expect(listed.map((card) => card.code)).toContain('OP01-016_b3');
  }, 120_000);

  it('keeps the smaller limit everywhere else', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(13 * 1024 * 1024) });
    expect((await admin.post('/api/news').set('Content-Type', 'application/json').send(big).expect(413)).body.statusCode).toBe(413);
  });
});
