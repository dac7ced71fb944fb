import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

describe('decks API', () => {
  let app: TestApp;
  let admin: Agent;
  const cardId: Record<string, number> = {};

  const deckBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Red Luffy',
    author: 'Nami',
    tier: 'Tier 2',
    format: 'OP10',
    leaderId: cardId['ST01-001'],
    shortDescription: 'Fast red',
    description: '<p>Attacca <strong>sempre</strong>.</p><script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    description_en: '<p>Always attack.</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    matchups: [{ deck: 'Kid', favorable: 'Favorable', strategy: 'Race.' }],
    priority: 2,
    isDraft: 0,
    cards: [
      { cardId: cardId['ST01-002'], quantity: 4 },
      { cardId: cardId['ST01-004'], quantity: 4 },
      { cardId: cardId['ST01-013'], quantity: 2 },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    for (const card of (await request(app.server).get('/api/cards').expect(200)).body) cardId[card.code] = card.id;
  });
  afterAll(async () => app.close());

  it('seeds two published decks and one draft; the public list hides the draft', async () => {
    const visitor = (await request(app.server).get('/api/decks').expect(200)).body;
    expect(visitor.map((deck: { name: string }) => deck.name).sort()).toEqual(['Kid Supernovas', 'Straw Hat Rush']);
    const withDrafts = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body;
    expect(withDrafts).toHaveLength(3);
    // Asking is not enough: a visitor's includeDrafts is ignored.
    expect((await request(app.server).get('/api/decks?includeDrafts=true').expect(200)).body).toHaveLength(2);
    const rush = visitor.find((deck: { name: string }) => deck.name === 'Straw Hat Rush');
    expect(rush).toMatchObject({ tier: 'Tier 1', format: 'OP10', isDraft: 0, cardCount: 30, leader: { code: 'ST01-001', name: 'Monkey.D.Luffy' } });
    expect(rush.description_en).toContain('<h2>Game plan</h2>');
  });

  it('hides a draft from visitors but shows it to admins', async () => {
    const draft = (await admin.get('/api/decks?includeDrafts=1').expect(200)).body.find((deck: { isDraft: number }) => deck.isDraft === 1);
    await request(app.server).get(`/api/decks/${draft.id}`).expect(404);
    expect((await admin.get(`/api/decks/${draft.id}`).expect(200)).body.name).toContain('Crocodile');
  });

  it('lists leaders with their published deck count, most first', async () => {
    await admin.post('/api/decks').send(deckBody()).expect(201);
    const leaders = (await request(app.server).get('/api/decks/leaders').expect(200)).body;
    expect(leaders.map((leader: { code: string; count: number }) => [leader.code, leader.count])).toEqual([
      ['ST01-001', 2],
      ['ST02-001', 1],
    ]);
  });

  it('creates a deck with its cards, sanitises both guides, and serves the detail with every card', async () => {
    const created = (await admin.post('/api/decks').send(deckBody({ name: 'Sanitised' })).expect(201)).body;
    expect(created).toMatchObject({ name: 'Sanitised', tier: 'Tier 2', priority: 2, isDraft: 0, cardCount: 10, matchups: [{ deck: 'Kid', favorable: 'Favorable', strategy: 'Race.' }] });
    expect(created.description).toBe('<p>Attacca <strong>sempre</strong>.</p><img src="x.png" /><a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(created.description).not.toMatch(/script|onerror|javascript/);
    expect(created.description_en).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
    const detail = (await request(app.server).get(`/api/decks/${created.id}`).expect(200)).body;
    expect(detail.resolvedCards.map((card: { code: string }) => card.code).sort()).toEqual(['ST01-001', 'ST01-002', 'ST01-004', 'ST01-013']);
    expect(detail.cards).toEqual([
      { cardId: cardId['ST01-002'], quantity: 4 },
      { cardId: cardId['ST01-004'], quantity: 4 },
      { cardId: cardId['ST01-013'], quantity: 2 },
    ]);
  });

  it('refuses an incomplete deck with every SPEC message and writes nothing', async () => {
    const before = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body.length;
    const response = await admin.post('/api/decks').send(deckBody({ name: '', author: ' ', leaderId: null, cards: [{ cardId: cardId['ST01-002'], quantity: 4 }] })).expect(422);
    expect(response.body.code).toBe('invalid_deck');
    expect(response.body.details.problems.map((problem: { message: string }) => problem.message)).toEqual([
      'Deck name is required',
      'Author name is required',
      'Leader card is required',
      'A minimum of 10 cards is required',
    ]);
    expect((await admin.get('/api/decks?includeDrafts=true').expect(200)).body).toHaveLength(before);
  });

  it('refuses unknown cards, a non-leader as leader and quantities over 4', async () => {
    expect((await admin.post('/api/decks').send(deckBody({ cards: [...deckBody().cards, { cardId: 999999, quantity: 1 }] })).expect(422)).body).toMatchObject({ code: 'unknown_cards', details: { cardIds: [999999] } });
    expect((await admin.post('/api/decks').send(deckBody({ leaderId: cardId['ST01-002'] })).expect(422)).body.code).toBe('leader_not_a_leader');
    expect((await admin.post('/api/decks').send(deckBody({ cards: [{ cardId: cardId['ST01-002'], quantity: 5 }, { cardId: cardId['ST01-004'], quantity: 4 }, { cardId: cardId['ST01-005'], quantity: 4 }] })).expect(400)).body.message).toContain('Each card may appear 1 to 4 times');
  });

  it('updates a deck and its whole card list in one go, and deletes it', async () => {
    const created = (await admin.post('/api/decks').send(deckBody({ name: 'To change' })).expect(201)).body;
    const updated = (
      await admin
        .put(`/api/decks/${created.id}`)
        .send(deckBody({ name: 'Changed', isDraft: true, cards: [{ cardId: cardId['ST01-005'], quantity: 4 }, { cardId: cardId['ST01-007'], quantity: 4 }, { cardId: cardId['ST01-014'], quantity: 4 }] }))
        .expect(200)
    ).body;
    expect(updated).toMatchObject({ name: 'Changed', isDraft: 1, cardCount: 12 });
    expect(updated.cards.map((card: { cardId: number }) => card.cardId)).toEqual([cardId['ST01-005'], cardId['ST01-007'], cardId['ST01-014']]);
    await request(app.server).get(`/api/decks/${created.id}`).expect(404);
    expect((await admin.delete(`/api/decks/${created.id}`).expect(200)).body).toEqual({ success: true });
    await admin.delete(`/api/decks/${created.id}`).expect(404);
    await admin.put(`/api/decks/${created.id}`).send(deckBody()).expect(404);
  });

  it('parses pasted lists for the builder: OPTCGSim, tournament order, unknown codes', async () => {
    const sim = (await admin.post('/api/decks/parse-list').send({ text: '1xST01-001\n4xST01-002\n4xst01-004\n1xZZ99-001' }).expect(200)).body;
    expect(sim.leader).toMatchObject({ code: 'ST01-001', type: 'LEADER', quantity: 1 });
    expect(sim.cards.map((card: { code: string; quantity: number }) => `${card.quantity}x${card.code}`)).toEqual(['4xST01-002', '4xST01-004']);
    expect(sim.missing).toEqual(['1xZZ99-001']);
    const tournament = (await admin.post('/api/decks/parse-list').send({ text: '4 ST01-002 Usopp\n1 ST01-001 Monkey.D.Luffy' }).expect(200)).body;
    expect(tournament.leader.code).toBe('ST01-001');
    expect((await admin.post('/api/decks/parse-list').send({ text: '  ' }).expect(422)).body.code).toBe('empty_deck_list');
  });

  it('keeps a deck readable after its cards are re-imported under new ids', async () => {
    const created = (await admin.post('/api/decks').send(deckBody({ name: 'Survivor' })).expect(201)).body;
    const cards = (await request(app.server).get('/api/cards').expect(200)).body;
    await admin.post('/api/cards/clear').expect(200);
    await admin.post('/api/cards/import').send(cards.map(({ id: _id, createdAt: _createdAt, ...card }: Record<string, unknown>) => card)).expect(200);
    const detail = (await request(app.server).get(`/api/decks/${created.id}`).expect(200)).body;
    expect(detail.leader.code).toBe('ST01-001');
    expect(detail.cardCount).toBe(10);
    expect(detail.resolvedCards).toHaveLength(4);
  });

  it('counts decks on the admin dashboard', async () => {
    const stats = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(stats.decks).toBeGreaterThanOrEqual(3);
  });
});
