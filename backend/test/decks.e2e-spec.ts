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

  it('seeds a living gallery (issue #10): 12 published decks over three tiers, several leaders and formats, and one draft the public list hides', async () => {
    const visitor = (await request(app.server).get('/api/decks').expect(200)).body as Array<{
      name: string;
      tier: string;
      format: string;
      leader: { code: string } | null;
      cardCount: number;
    }>;
    expect(visitor).toHaveLength(12);
    expect(visitor.map((deck) => deck.name)).toEqual(expect.arrayContaining(['Kid Supernovas', 'Straw Hat Rush', 'Red-Haired Shanks', 'Blackbeard Pirates']));
    expect(new Set(visitor.map((deck) => deck.tier))).toEqual(new Set(['Tier 1', 'Tier 2', 'Tier 3']));
    expect(new Set(visitor.map((deck) => deck.format))).toEqual(new Set(['OP08', 'OP09', 'OP10']));
    expect(new Set(visitor.map((deck) => deck.leader?.code)).size).toBeGreaterThanOrEqual(9);
    // The lists written for the demo are full decks: 50 cards besides the leader.
    expect(visitor.filter((deck) => deck.cardCount === 50)).toHaveLength(10);
    const withDrafts = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body;
    expect(withDrafts).toHaveLength(13);
    // Asking is not enough: a visitor's includeDrafts is ignored.
    expect((await request(app.server).get('/api/decks?includeDrafts=true').expect(200)).body).toHaveLength(12);
    const rush = visitor.find((deck: { name: string }) => deck.name === 'Straw Hat Rush');
    expect(rush).toMatchObject({ tier: 'Tier 1', format: 'OP10', isDraft: 0, cardCount: 30, leader: { code: 'ST01-001', name: 'Monkey.D.Luffy' } });
    // Summaries (ADR 0046): the guides, matchups and card list are the deck page's.
    for (const field of ['description', 'description_en', 'matchups', 'cards']) expect(rush).not.toHaveProperty(field);
    expect(
      (
        await request(app.server)
          .get(`/api/decks/${(rush as unknown as { id: number }).id}`)
          .expect(200)
      ).body.description_en,
    ).toContain('<h2>Game plan</h2>');
  });

  it('hides a draft from visitors but shows it to admins', async () => {
    const draft = (await admin.get('/api/decks?includeDrafts=1').expect(200)).body.find((deck: { isDraft: number }) => deck.isDraft === 1);
    await request(app.server).get(`/api/decks/${draft.id}`).expect(404);
    expect((await admin.get(`/api/decks/${draft.id}`).expect(200)).body.name).toContain('Crocodile');
  });

  it('lists leaders with their published deck count, most first', async () => {
    await admin.post('/api/decks').send(deckBody()).expect(201);
    const leaders = (await request(app.server).get('/api/decks/leaders').expect(200)).body;
    const counts = leaders.map((leader: { code: string; count: number }) => [leader.code, leader.count]);
    // Straw Hat Rush and the new deck; every other seeded leader has one published deck, by name.
    expect(counts[0]).toEqual(['ST01-001', 2]);
    expect(counts).toContainEqual(['ST02-001', 1]);
    expect(counts.slice(1).every(([, count]: [string, number]) => count === 1)).toBe(true);
  });

  it('lists the formats that have published decks with their count, and follows a save and a delete (issue 38: the format filter)', async () => {
    const formats = async (source?: string) =>
      (
        await request(app.server)
          .get('/api/decks/formats')
          .query(source ? { source } : {})
          .expect(200)
      ).body as Array<{ format: string; count: number }>;
    const before = await formats();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every(({ count }) => count > 0)).toBe(true);
    const published = (await request(app.server).get('/api/decks').expect(200)).body as Array<{ format: string }>;
    expect(before.reduce((sum, { count }) => sum + count, 0)).toBe(published.length);
    expect(new Set(before.map(({ format }) => format))).toEqual(new Set(published.map(({ format }) => format)));

    const deck = (
      await admin
        .post('/api/decks')
        .send(deckBody({ format: 'OP09' }))
        .expect(201)
    ).body;
    const count = (rows: Array<{ format: string; count: number }>) => rows.find(({ format }) => format === 'OP09')?.count ?? 0;
    expect(count(await formats())).toBe(count(before) + 1);
    expect(await formats('community')).toEqual([]);
    await admin.delete(`/api/decks/${deck.id}`).expect(200);
    expect(await formats()).toEqual(before);
    await request(app.server).get('/api/decks/formats?source=everyone').expect(422);
  });

  it('keeps the leader counts right through a save, a move to draft, a change of leader and a delete (ADR 0046)', async () => {
    const count = async (code: string) =>
      ((await request(app.server).get('/api/decks/leaders').expect(200)).body as Array<{ code: string; count: number }>).find((leader) => leader.code === code)
        ?.count ?? 0;
    const [luffy, zoro] = [await count('ST01-001'), await count('ST02-001')];
    const deck = (await admin.post('/api/decks').send(deckBody()).expect(201)).body;
    expect(await count('ST01-001')).toBe(luffy + 1);
    await admin
      .put(`/api/decks/${deck.id}`)
      .send(deckBody({ isDraft: 1 }))
      .expect(200);
    expect(await count('ST01-001')).toBe(luffy);
    await admin
      .put(`/api/decks/${deck.id}`)
      .send(deckBody({ leaderId: cardId['ST02-001'] }))
      .expect(200);
    expect([await count('ST01-001'), await count('ST02-001')]).toEqual([luffy, zoro + 1]);
    expect(
      (await request(app.server).get(`/api/decks/page?leader=${cardId['ST02-001']}&pageSize=100`).expect(200)).body.items.map(
        (item: { id: number }) => item.id,
      ),
    ).toContain(deck.id);
    await admin.delete(`/api/decks/${deck.id}`).expect(200);
    expect(await count('ST02-001')).toBe(zoro);
  });

  it('saves twelve decks of one leader at once: every one created, the leader count right (MariaDB deadlocks are retried)', async () => {
    const count = async () =>
      ((await request(app.server).get('/api/decks/leaders').expect(200)).body as Array<{ code: string; count: number }>).find(
        (leader) => leader.code === 'ST01-001',
      )?.count ?? 0;
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => admin.post('/api/decks').send(deckBody({ name: `Concurrent ${index}` }))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    expect(await count()).toBe(before + 12);
    await Promise.all(answers.map((answer) => admin.delete(`/api/decks/${answer.body.id}`).expect(200)));
    expect(await count()).toBe(before);
  });

  it('creates a deck with its cards, sanitises both guides, and serves the detail with every card', async () => {
    const created = (
      await admin
        .post('/api/decks')
        .send(deckBody({ name: 'Sanitised' }))
        .expect(201)
    ).body;
    expect(created).toMatchObject({
      name: 'Sanitised',
      tier: 'Tier 2',
      priority: 2,
      isDraft: 0,
      cardCount: 10,
      matchups: [{ deck: 'Kid', favorable: 'Favorable', strategy: 'Race.' }],
    });
    expect(created.description).toBe('<p>Attacca <strong>sempre</strong>.</p><img src="x.png" /><a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(created.description).not.toMatch(/script|onerror|javascript/);
    expect(created.description_en).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
    const detail = (await request(app.server).get(`/api/decks/${created.id}`).expect(200)).body;
    // The page's head in each language: the guide's first sentence without markup, computed by the server.
    expect(detail.pageDescription).toEqual({ it: 'Attacca sempre.', en: 'Always attack.' });
    expect(detail.resolvedCards.map((card: { code: string }) => card.code).sort()).toEqual(['ST01-001', 'ST01-002', 'ST01-004', 'ST01-013']);
    expect(detail.cards).toEqual([
      { cardId: cardId['ST01-002'], quantity: 4 },
      { cardId: cardId['ST01-004'], quantity: 4 },
      { cardId: cardId['ST01-013'], quantity: 2 },
    ]);
  });

  it("gives a deck saved without a tier the game rules' default tier (the builder leaves the choice to the server)", async () => {
    const { defaultTier } = (await request(app.server).get('/api/game-rules').expect(200)).body;
    const { tier: _omitted, ...withoutTier } = deckBody({ name: 'No tier chosen', isDraft: 1 });
    const created = (await admin.post('/api/decks').send(withoutTier).expect(201)).body;
    expect(created.tier).toBe(defaultTier);
    expect(defaultTier).toBe('Tier 1');
  });

  it('refuses an incomplete deck with every product message and writes nothing', async () => {
    const before = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body.length;
    const response = await admin
      .post('/api/decks')
      .send(deckBody({ name: '', author: ' ', leaderId: null, cards: [{ cardId: cardId['ST01-002'], quantity: 4 }] }))
      .expect(422);
    // The domain's rules answer the same contract as the DTO's: 422 validation_failed with details (ADR 0013).
    expect(response.body).toMatchObject({ statusCode: 422, code: 'validation_failed' });
    expect(response.body.details).toEqual([
      { field: 'name', code: 'deckNameRequired' },
      { field: 'author', code: 'authorRequired' },
      { field: 'leaderId', code: 'leaderRequired' },
      { field: 'cards', code: 'minimumCards' },
    ]);
    expect(response.body.message).toContain('A minimum of 10 cards is required');
    expect((await admin.get('/api/decks?includeDrafts=true').expect(200)).body).toHaveLength(before);
  });

  it('refuses unknown cards, a non-leader as leader and quantities over 4', async () => {
    expect(
      (
        await admin
          .post('/api/decks')
          .send(deckBody({ cards: [...deckBody().cards, { cardId: 999999, quantity: 1 }] }))
          .expect(422)
      ).body,
    ).toMatchObject({ code: 'unknown_cards', details: [{ field: 'cards', code: 'unknown_card', cardId: 999999 }] });
    expect(
      (
        await admin
          .post('/api/decks')
          .send(deckBody({ leaderId: cardId['ST01-002'] }))
          .expect(422)
      ).body.code,
    ).toBe('leader_not_a_leader');
    // Game rules are the domain's, checked once: a quantity of 5, a tier or a priority out of range reach it over HTTP.
    const overFour = await admin
      .post('/api/decks')
      .send(
        deckBody({
          cards: [
            { cardId: cardId['ST01-002'], quantity: 5 },
            { cardId: cardId['ST01-004'], quantity: 4 },
            { cardId: cardId['ST01-005'], quantity: 4 },
          ],
        }),
      )
      .expect(422);
    expect(overFour.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'cards', code: 'quantityRange' }] });
    expect(overFour.body.message).toContain('Each card may appear 1 to 4 times');
    const outOfRange = await admin
      .post('/api/decks')
      .send(deckBody({ tier: 'Tier 9', priority: 11 }))
      .expect(422);
    expect(outOfRange.body.details).toEqual([
      { field: 'tier', code: 'invalidTier' },
      { field: 'priority', code: 'invalidPriority' },
    ]);
  });

  it('answers a malformed body with 422 validation_failed and a stable code per field, nested paths dotted', async () => {
    const response = await admin
      .post('/api/decks')
      .send(
        deckBody({
          name: 42,
          priority: 'high',
          cards: [{ cardId: cardId['ST01-002'], quantity: 'four' }],
          matchups: [{ deck: 'Kid', favorable: 'Even' }],
          hacker: true,
        }),
      )
      .expect(422);
    expect(response.body).toMatchObject({ statusCode: 422, code: 'validation_failed' });
    expect(typeof response.body.message).toBe('string');
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'not_a_string' },
        { field: 'priority', code: 'not_an_integer' },
        { field: 'cards.0.quantity', code: 'not_an_integer' },
        { field: 'matchups.0.strategy', code: 'not_a_string' },
        { field: 'hacker', code: 'unknown_field' },
      ]),
    );
    // A malformed query answers the same way.
    expect((await request(app.server).get('/api/decks/page?pageSize=1000&sort=random').expect(422)).body.details).toEqual(
      expect.arrayContaining([
        { field: 'pageSize', code: 'too_large' },
        { field: 'sort', code: 'not_allowed' },
      ]),
    );
  });

  it('pages the gallery in SQL: filters, sorts, 9 per page, total and the last page for a page beyond it', async () => {
    for (let index = 0; index < 10; index += 1) {
      await admin
        .post('/api/decks')
        .send(deckBody({ name: `Paged ${String(index).padStart(2, '0')}`, tier: index % 2 ? 'Tier 3' : 'Tier 1', format: 'OP09', priority: 10 - index }))
        .expect(201);
    }
    await admin
      .post('/api/decks')
      .send(deckBody({ name: 'Paged draft', format: 'OP09', isDraft: true }))
      .expect(201);
    const all = (await request(app.server).get('/api/decks').expect(200)).body as Array<{
      id: number;
      format: string;
      isDraft: number;
      leader: { code: string } | null;
    }>;

    const first = (await request(app.server).get(`/api/decks/page?leader=${cardId['ST01-001']}&format=OP09`).expect(200)).body;
    expect(first).toMatchObject({ total: 10, page: 1, pageSize: 9 });
    expect(first.items).toHaveLength(9);
    expect(first.items[0]).toMatchObject({ name: 'Paged 09', isDraft: 0, cardCount: 10, leader: { code: 'ST01-001', name: 'Monkey.D.Luffy' } });
    expect(first.items[0]).not.toHaveProperty('description');
    expect(first.items[0]).not.toHaveProperty('cards');
    // The gallery reads its rows with SQL of its own: its dates are the deck page's, to the millisecond.
    const opened = (await request(app.server).get(`/api/decks/${first.items[0].id}`).expect(200)).body;
    expect([first.items[0].createdAt, first.items[0].updatedAt]).toEqual([opened.createdAt, opened.updatedAt]);
    expect(first.items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const second = (await request(app.server).get(`/api/decks/page?leader=${cardId['ST01-001']}&format=OP09&page=2`).expect(200)).body;
    expect(second.items.map((deck: { name: string }) => deck.name)).toEqual(['Paged 00']);
    // Past the end: 404 with the last page (ADR 0067), no longer the last page itself.
    expect((await request(app.server).get(`/api/decks/page?leader=${cardId['ST01-001']}&format=OP09&page=7`).expect(404)).body).toMatchObject({
      code: 'page_out_of_range',
      details: [{ field: 'page', code: 'too_large', max: 2 }],
    });

    const rogue = (await request(app.server).get(`/api/decks/page?leader=${cardId['ST01-001']}&format=OP09&tier=Tier%203&sort=name`).expect(200)).body;
    expect(rogue.items.map((deck: { name: string }) => deck.name)).toEqual(['Paged 01', 'Paged 03', 'Paged 05', 'Paged 07', 'Paged 09']);
    const oldest = (await request(app.server).get(`/api/decks/page?leader=${cardId['ST01-001']}&format=OP09&sort=oldest&pageSize=2`).expect(200)).body;
    expect(oldest.items.map((deck: { name: string }) => deck.name)).toEqual(['Paged 00', 'Paged 01']);
    const byPriority = (await request(app.server).get(`/api/decks/page?leader=${cardId['ST01-001']}&format=OP09&sort=priority&pageSize=3`).expect(200)).body;
    expect(byPriority.items.map((deck: { priority: number }) => deck.priority)).toEqual([1, 2, 3]);

    const byLeader = (await request(app.server).get(`/api/decks/page?leader=${cardId['ST02-001']}`).expect(200)).body;
    expect(byLeader.items.map((deck: { leader: { code: string } }) => deck.leader.code)).toEqual(['ST02-001']);
    expect((await request(app.server).get('/api/decks/page?leader=999999').expect(200)).body).toMatchObject({ items: [], total: 0, page: 1 });

    // The back office's table: drafts too for an admin (never for a visitor), searched by name or author.
    const searched = (await admin.get('/api/decks/page?q=paged&includeDrafts=true&sort=name&pageSize=20').expect(200)).body;
    expect(searched.items.map((deck: { name: string }) => deck.name)).toEqual([...Array.from({ length: 10 }, (_, index) => `Paged 0${index}`), 'Paged draft']);
    expect((await request(app.server).get('/api/decks/page?q=paged&includeDrafts=true&pageSize=20').expect(200)).body.total).toBe(10);
    expect((await request(app.server).get('/api/decks/page?q=PAGED%20D&includeDrafts=true').expect(200)).body.total).toBe(0);
    expect((await admin.get('/api/decks/page?q=100%25').expect(200)).body.total).toBe(0);

    // The product's full list stays the same array for API consumers, drafts hidden.
    expect(all.filter((deck) => deck.format === 'OP09' && deck.leader?.code === 'ST01-001')).toHaveLength(10);
    expect(all.every((deck) => deck.isDraft === 0)).toBe(true);
  });

  it('updates a deck and its whole card list in one go, and deletes it', async () => {
    const created = (
      await admin
        .post('/api/decks')
        .send(deckBody({ name: 'To change' }))
        .expect(201)
    ).body;
    const updated = (
      await admin
        .put(`/api/decks/${created.id}`)
        .send(
          deckBody({
            name: 'Changed',
            isDraft: true,
            cards: [
              { cardId: cardId['ST01-005'], quantity: 4 },
              { cardId: cardId['ST01-007'], quantity: 4 },
              { cardId: cardId['ST01-014'], quantity: 4 },
            ],
          }),
        )
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
    const created = (
      await admin
        .post('/api/decks')
        .send(deckBody({ name: 'Survivor' }))
        .expect(201)
    ).body;
    const cards = (await request(app.server).get('/api/cards').expect(200)).body;
    await admin.post('/api/cards/clear').expect(200);
    await admin
      .post('/api/cards/import')
      .send(cards.map(({ id: _id, createdAt: _createdAt, ...card }: Record<string, unknown>) => card))
      .expect(200);
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
