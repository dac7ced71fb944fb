import request from 'supertest';
import { officialKeyedCards } from './fixtures/cards/real-cards.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** Issue #10: the API side of items 2 (what card deletion does to decks) and 3 (a list import says what it changed). */
describe('card deletion impact and list import reports', () => {
  let app: TestApp;
  let admin: Agent;
  const cardId: Record<string, number> = {};
  const official = officialKeyedCards();
  const pick = (...codes: string[]) => Object.fromEntries(codes.map((code) => [code, official[code]]));

  const deck = (name: string, leader: string, cards: Array<[string, number]>, isDraft = 0) => ({
    name,
    author: 'Test',
    tier: 'Tier 1',
    format: 'OP10',
    leaderId: cardId[leader],
    shortDescription: '',
    description: '',
    description_en: '',
    videoUrl: null,
    matchups: [],
    priority: 5,
    isDraft,
    cards: cards.map(([code, quantity]) => ({ cardId: cardId[code], quantity })),
  });

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const codes = ['ST01-001', 'ST01-002', 'ST01-004', 'ST01-013', 'OP10-005', 'OP10-008', 'OP10-001', 'OP12-006', 'EB01-006', 'EB01-006_p1'];
    await admin
      .post('/api/cards/import')
      .send(pick(...codes))
      .expect(200);
    for (const card of (await request(app.server).get('/api/cards').expect(200)).body) cardId[card.code] = card.id;
    await admin
      .post('/api/decks')
      .send(
        deck('Uses OP10', 'ST01-001', [
          ['ST01-002', 4],
          ['ST01-004', 4],
          ['OP10-005', 3],
        ]),
      )
      .expect(201);
    await admin
      .post('/api/decks')
      .send(
        deck('OP10 leader', 'OP10-001', [
          ['ST01-002', 4],
          ['ST01-004', 4],
          ['ST01-013', 2],
        ]),
      )
      .expect(201);
    await admin
      .post('/api/decks')
      .send(
        deck(
          'Draft with OP10',
          'ST01-001',
          [
            ['ST01-002', 4],
            ['OP10-008', 2],
            ['ST01-013', 4],
          ],
          1,
        ),
      )
      .expect(201);
    await admin
      .post('/api/decks')
      .send(
        deck('Starter only', 'ST01-001', [
          ['ST01-002', 4],
          ['ST01-004', 4],
          ['ST01-013', 2],
        ]),
      )
      .expect(201);
  });
  afterAll(async () => app.close());

  it('previews which decks a prefix deletion empties, published first, with the copies each loses', async () => {
    const impact = (await admin.get('/api/cards/clear-prefix/impact').query({ prefix: 'op10' }).expect(200)).body;
    expect(impact).toEqual({
      deckCount: 3,
      publishedDeckCount: 2,
      decks: [
        { id: expect.any(Number), name: 'OP10 leader', isDraft: 0, cards: 1 },
        { id: expect.any(Number), name: 'Uses OP10', isDraft: 0, cards: 3 },
        { id: expect.any(Number), name: 'Draft with OP10', isDraft: 1, cards: 2 },
      ],
    });
    expect((await admin.get('/api/cards/clear-prefix/impact').query({ prefix: 'ZZ' }).expect(200)).body).toEqual({
      deckCount: 0,
      publishedDeckCount: 0,
      decks: [],
    });
    expect((await admin.get('/api/cards/clear-prefix/impact').query({ prefix: '  ' }).expect(422)).body.code).toBe('invalid_prefix');
  });

  it("previews 'Svuota database': every deck with cards", async () => {
    const impact = (await admin.get('/api/cards/clear/impact').expect(200)).body;
    expect(impact.deckCount).toBe(4);
    expect(impact.publishedDeckCount).toBe(3);
    expect(impact.decks.find((entry: { name: string }) => entry.name === 'Starter only').cards).toBe(11);
  });

  it('is for admins only', async () => {
    await request(app.server).get('/api/cards/clear/impact').expect(401);
    await request(app.server).get('/api/cards/clear-prefix/impact?prefix=OP10').expect(401);
  });

  it('says on the deck page how many cards are missing after a deletion, and nothing once they are back', async () => {
    const published = (await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number; name: string }>;
    const uses = published.find((entry) => entry.name === 'Uses OP10')!;
    expect((await request(app.server).get(`/api/decks/${uses.id}`).expect(200)).body.missingCards).toBe(0);
    await admin.post('/api/cards/clear-prefix').send({ prefix: 'OP10' }).expect(200);
    const after = (await request(app.server).get(`/api/decks/${uses.id}`).expect(200)).body;
    expect(after.missingCards).toBe(3);
    const leaderless = published.find((entry) => entry.name === 'OP10 leader')!;
    expect((await request(app.server).get(`/api/decks/${leaderless.id}`).expect(200)).body.missingCards).toBe(1);
    await admin
      .post('/api/cards/import')
      .send(pick('OP10-005', 'OP10-008', 'OP10-001'))
      .expect(200);
    expect((await request(app.server).get(`/api/decks/${uses.id}`).expect(200)).body.missingCards).toBe(0);
  });

  it('reports every change a list import makes', async () => {
    const text = ['1xST01-001', '5xST01-002', '2xST01-004', '3 ST01-004 again', '3xEB01-006', '2xEB01-006_p1', '4xZZ99-999', 'not a line'].join('\n');
    const parsed = (await admin.post('/api/decks/parse-list').send({ text }).expect(200)).body;
    expect(parsed.cards.map((card: { code: string; quantity: number }) => `${card.quantity}x${card.code}`)).toEqual([
      '4xST01-002',
      '4xST01-004',
      '3xEB01-006',
      '1xEB01-006_p1',
    ]);
    expect(parsed.adjustments).toEqual([
      { kind: 'unknown', line: '4xZZ99-999' },
      { kind: 'unreadable', line: 'not a line' },
      { kind: 'merged', code: 'ST01-004', lines: 2, quantity: 5 },
      { kind: 'clamped', code: 'ST01-002', requested: 5, kept: 4 },
      { kind: 'clamped', code: 'ST01-004', requested: 5, kept: 4 },
      { kind: 'clamped', code: 'EB01-006', requested: 5, kept: 4 },
    ]);
  });

  it('answers the site session check without failing for a visitor; GET /api/user keeps its 401', async () => {
    expect((await request(app.server).get('/api/session').expect(200)).body).toEqual({ user: null });
    await request(app.server).get('/api/user').expect(401);
    const session = (await admin.get('/api/session').expect(200)).body;
    expect(session.user).toMatchObject({ username: 'admin' });
    expect(session.user).not.toHaveProperty('password');
  });
});
