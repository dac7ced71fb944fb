import request from 'supertest';
import { officialKeyedCards } from './fixtures/cards/real-cards.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** Red Shanks (OP09), a tournament-style list of 50 (the domain spec counts the same list by hand). */
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
const LEADER = 'OP09-001';

describe('deck statistics API', () => {
  let app: TestApp;
  let admin: Agent;
  const id: Record<string, number> = {};
  const cards = (list: Array<[string, number]>) => list.map(([code, quantity]) => ({ cardId: id[code], quantity }));

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const official = officialKeyedCards();
    const wanted = [LEADER, 'OP09-013_p1', ...RED_SHANKS.map(([code]) => code)];
    await admin
      .post('/api/cards/import')
      .send(Object.fromEntries(wanted.map((code) => [code, official[code]])))
      .expect(200);
    for (const card of (await request(app.server).get('/api/cards').expect(200)).body) id[card.code] = card.id;
  });
  afterAll(async () => app.close());

  it('answers the deck page with the statistics beside the legality, the leader left out', async () => {
    const saved = (
      await admin
        .post('/api/decks')
        .send({ name: 'Red Shanks', author: 'Tester', tier: 'Tier 1', leaderId: id[LEADER], cards: cards(RED_SHANKS) })
        .expect(201)
    ).body;
    const detail = (await request(app.server).get(`/api/decks/${saved.id}`).expect(200)).body;
    expect(detail.legality.legal).toBe(true);
    const { odds, ...rest } = detail.statistics;
    expect(rest).toEqual({
      deckSize: 50,
      costCurve: [0, 12, 6, 12, 8, 4, 0, 4, 0, 0, 4].map((count, cost) => ({ cost, count })),
      averageCost: 3.6,
      colors: [{ color: 'Red', count: 50 }],
      types: [
        { type: 'CHARACTER', count: 36 },
        { type: 'EVENT', count: 12 },
        { type: 'STAGE', count: 2 },
      ],
      counters: {
        total: 36000,
        cards: 28,
        byValue: [
          { value: 1000, count: 20, density: 0.4 },
          { value: 2000, count: 8, density: 0.16 },
        ],
      },
      triggers: 8,
    });
    expect(odds).toHaveLength(14);
    expect(odds.some((entry: { code: string }) => entry.code === LEADER)).toBe(false);
    expect(odds[0]).toMatchObject({ cardId: id['OP09-002'], code: 'OP09-002', name: 'Uta', copies: 4, openingHand: 0.353, withMulligan: 0.5814 });
    expect(odds[0].byTurn).toHaveLength(10);
    expect(odds[0].byTurn[0]).toEqual({ turn: 1, first: 0.353, second: 0.4105, firstWithMulligan: 0.5814, secondWithMulligan: 0.6186 });
    expect(odds[0].byTurn[9]).toMatchObject({ turn: 10, first: 0.7442, second: 0.7726 });
    // The answer of a save carries them too (the builder's next screen).
    expect(saved.statistics).toEqual(detail.statistics);
  });

  it("computes a builder draft's statistics the same way (POST /api/decks/statistics)", async () => {
    const draft = (
      await admin
        .post('/api/decks/statistics')
        .send({ cards: cards(RED_SHANKS) })
        .expect(200)
    ).body;
    const deck = (
      await admin
        .post('/api/decks')
        .send({ name: 'Again', author: 'Tester', tier: 'Tier 2', leaderId: id[LEADER], cards: cards(RED_SHANKS) })
        .expect(201)
    ).body;
    expect(draft).toEqual(deck.statistics);
  });

  it('counts printings of a card together and leaves unknown ids out', async () => {
    const body = (
      await admin
        .post('/api/decks/statistics')
        .send({
          cards: [
            { cardId: id['OP09-013'], quantity: 2 },
            { cardId: id['OP09-013_p1'], quantity: 2 },
            { cardId: id['OP09-002'], quantity: 1 },
            { cardId: 999_999, quantity: 4 },
          ],
        })
        .expect(200)
    ).body;
    expect(body.deckSize).toBe(5);
    expect(body.odds.map(({ code, copies }: { code: string; copies: number }) => [code, copies])).toEqual([
      ['OP09-013', 4],
      ['OP09-002', 1],
    ]);
    // Every one of the 5 cards is in the opening hand.
    expect(body.odds[0].openingHand).toBe(1);
  });

  it('answers an empty list with empty statistics', async () => {
    const body = (await admin.post('/api/decks/statistics').send({ cards: [] }).expect(200)).body;
    expect(body).toMatchObject({ deckSize: 0, costCurve: [], averageCost: null, odds: [], triggers: 0 });
  });

  it('refuses a quantity outside 1–50 with the validation details', async () => {
    const refused = await admin
      .post('/api/decks/statistics')
      .send({ cards: [{ cardId: id['OP09-002'], quantity: 0 }] })
      .expect(422);
    expect(refused.body).toMatchObject({ statusCode: 422, code: 'validation_failed' });
    expect(refused.body.details).toEqual([expect.objectContaining({ field: 'cards.0.quantity', code: 'too_small' })]);
    await admin.post('/api/decks/statistics').send({ cards: 'all' }).expect(422);
  });

  it('keeps the draft statistics to admins (the builder is theirs); the deck page is public', async () => {
    await request(app.server)
      .post('/api/decks/statistics')
      .send({ cards: cards(RED_SHANKS) })
      .expect(401);
  });
});
