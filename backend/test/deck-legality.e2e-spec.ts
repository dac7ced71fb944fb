import request from 'supertest';
import { officialKeyedCards } from './fixtures/cards/real-cards.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** Red Shanks (OP09), a tournament-style list of 50. */
const RED_SHANKS: Array<[string, number]> = [
  ['OP09-002', 4],
  ['OP09-008', 4],
  ['OP09-011', 4],
  ['OP09-014', 4],
  ['OP09-015', 4],
  ['OP09-016', 4],
  ['OP09-013', 4],
  ['OP09-009', 4],
  ['OP09-004', 2],
  ['OP09-019', 4],
  ['OP09-018', 4],
  ['OP09-021', 2],
  ['OP06-007', 2],
  ['OP09-020', 4],
];
const EXTRA = ['OP09-001', 'OP09-013_p1', 'OP05-119'];

describe('deck legality API', () => {
  let app: TestApp;
  let admin: Agent;
  const id: Record<string, number> = {};

  const draft = (cards: Array<[string, number]>, format?: string) => ({
    leaderId: id['OP09-001'],
    ...(format ? { format } : {}),
    cards: cards.map(([code, quantity]) => ({ cardId: id[code], quantity })),
  });
  const deckBody = (cards: Array<[string, number]>, overrides: Record<string, unknown> = {}) => ({
    name: 'Red Shanks',
    author: 'Tester',
    tier: 'Tier 1',
    leaderId: id['OP09-001'],
    cards: cards.map(([code, quantity]) => ({ cardId: id[code], quantity })),
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const official = officialKeyedCards();
    const wanted = [...RED_SHANKS.map(([code]) => code), ...EXTRA];
    await admin
      .post('/api/cards/import')
      .send(Object.fromEntries(wanted.map((code) => [code, official[code]])))
      .expect(200);
    for (const card of (await request(app.server).get('/api/cards').expect(200)).body) id[card.code] = card.id;
  });
  afterAll(async () => app.close());

  it('checks a builder draft against the current format (OP10)', async () => {
    expect((await admin.post('/api/decks/legality').send(draft(RED_SHANKS)).expect(200)).body).toEqual({ legal: true, format: 'OP10', problems: [] });
    const broken: Array<[string, number]> = [...RED_SHANKS.slice(0, -1), ['OP09-020', 1], ['OP09-013_p1', 1], ['OP05-119', 1]];
    expect((await admin.post('/api/decks/legality').send(draft(broken)).expect(200)).body.problems).toEqual([
      { code: 'deckSize', count: 49, limit: 50 },
      { code: 'tooManyCopies', cardCode: 'OP09-013', count: 5, limit: 4 },
      { code: 'colorOutsideLeader', cardCode: 'OP05-119', value: 'Purple' },
    ]);
    const inOp08 = (await admin.post('/api/decks/legality').send(draft(RED_SHANKS, 'OP08')).expect(200)).body;
    expect(inOp08).toMatchObject({ legal: false, format: 'OP08' });
    expect(inOp08.problems[0]).toEqual({ code: 'setNotLegal', cardCode: 'OP09-001', value: 'OP09' });
    expect((await admin.post('/api/decks/legality').send(draft(RED_SHANKS, 'OP99')).expect(200)).body.problems).toEqual([
      { code: 'unknownFormat', value: 'OP99' },
    ]);
  });

  it('returns legality with the deck, and follows the ban list an admin edits', async () => {
    const saved = (await admin.post('/api/decks').send(deckBody(RED_SHANKS)).expect(201)).body;
    expect(saved.format).toBe('OP10');
    expect((await request(app.server).get(`/api/decks/${saved.id}`).expect(200)).body.legality).toEqual({ legal: true, format: 'OP10', problems: [] });
    const op10 = (await request(app.server).get('/api/formats').expect(200)).body.find((format: { code: string }) => format.code === 'OP10');
    await admin
      .put('/api/formats/OP10')
      .send({
        name: op10.name,
        legalSets: op10.legalSets,
        banList: [
          { code: 'OP09-015', maxCopies: 0 },
          { code: 'OP09-013', maxCopies: 1 },
        ],
      })
      .expect(200);
    expect((await request(app.server).get(`/api/decks/${saved.id}`).expect(200)).body.legality).toEqual({
      legal: false,
      format: 'OP10',
      problems: [
        { code: 'banned', cardCode: 'OP09-015' },
        { code: 'restricted', cardCode: 'OP09-013', count: 4, limit: 1 },
      ],
    });
    await admin.put('/api/formats/OP10').send({ name: op10.name, legalSets: op10.legalSets, banList: [] }).expect(200);
  });

  it('saves a draft that is not legal yet (the product rule is 10 cards), and says why', async () => {
    const saved = (
      await admin
        .post('/api/decks')
        .send(
          deckBody(
            [
              ['OP09-013', 4],
              ['OP09-015', 4],
              ['OP09-002', 2],
            ],
            { isDraft: true },
          ),
        )
        .expect(201)
    ).body;
    expect(saved.legality).toEqual({ legal: false, format: 'OP10', problems: [{ code: 'deckSize', count: 10, limit: 50 }] });
  });

  it('knows formats from the data: an unknown one is refused, one an admin adds is usable at once', async () => {
    const refused = await admin
      .post('/api/decks')
      .send(deckBody(RED_SHANKS, { format: 'OP99' }))
      .expect(422);
    expect(JSON.stringify(refused.body)).toContain('invalidFormat');
    await admin
      .post('/api/formats')
      .send({ code: 'OP17', name: 'OP17', legalSets: ['OP06', 'OP09'], banList: [] })
      .expect(201);
    const saved = (
      await admin
        .post('/api/decks')
        .send(deckBody(RED_SHANKS, { format: 'OP17' }))
        .expect(201)
    ).body;
    expect(saved).toMatchObject({ format: 'OP17', legality: { legal: true, format: 'OP17' } });
  });

  it('keeps the legality check to admins (the builder is theirs)', async () => {
    await request(app.server).post('/api/decks/legality').send(draft(RED_SHANKS)).expect(401);
  });
});
