import request from 'supertest';
import { DataSource } from 'typeorm';
import { officialKeyedCards } from './fixtures/cards/real-cards.js';
import { registerAndLogIn } from './support/accounts.js';
import { aDeckBody } from './support/deck-body.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/**
 * The card and leader pages' reads (issue 35 items 2–3): which listed decks play a card, printings
 * together, per leader; a leader's core and flex cards and share. Only listed decks count: curated
 * published ones and the community's public ones, never drafts, private or unlisted decks.
 */
describe('card and leader pages', () => {
  let app: TestApp;
  let admin: Agent;
  let player: Agent;
  const id: Record<string, number> = {};
  const CODES = ['OP09-001', 'ST01-001', 'OP09-013', 'OP09-013_p1', 'OP09-002', 'OP09-008', 'OP09-011', 'ST01-002', 'ST01-004'];

  let named = 0;
  const deck = (leader: string, cards: Array<[string, number]>, overrides: Record<string, unknown> = {}) => ({
    ...aDeckBody(id[leader]!, [], { name: `Deck ${(named += 1)}`, ...overrides }),
    cards: cards.map(([code, quantity]) => ({ cardId: id[code], quantity })),
  });

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const official = officialKeyedCards();
    await admin
      .post('/api/cards/import')
      .send(Object.fromEntries(CODES.map((code) => [code, official[code]])))
      .expect(200);
    for (const card of (await request(app.server).get('/api/cards').expect(200)).body) id[card.code] = card.id;

    // Shanks: three listed decks (two curated, one a player's public deck); Luffy: one.
    await admin
      .post('/api/decks')
      .send(
        deck('OP09-001', [
          ['OP09-013', 4],
          ['OP09-002', 4],
          ['OP09-008', 2],
        ]),
      )
      .expect(201);
    await admin
      .post('/api/decks')
      .send(
        deck('OP09-001', [
          ['OP09-013', 2],
          ['OP09-013_p1', 1],
          ['OP09-002', 4],
          ['OP09-011', 3],
        ]),
      )
      .expect(201);
    await admin
      .post('/api/decks')
      .send(
        deck('ST01-001', [
          ['OP09-013', 2],
          ['ST01-002', 4],
          ['ST01-004', 4],
        ]),
      )
      .expect(201);
    // Not listed: a curated draft.
    await admin
      .post('/api/decks')
      .send(
        deck(
          'OP09-001',
          [
            ['OP09-013', 4],
            ['OP09-002', 4],
            ['OP09-008', 2],
          ],
          { isDraft: 1 },
        ),
      )
      .expect(201);

    player = request.agent(app.server);
    const user = await registerAndLogIn(player, { username: 'yasopp-fan', email: 'fan@example.com', password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    await player
      .post('/api/decks')
      .send(
        deck(
          'OP09-001',
          [
            ['OP09-013', 4],
            ['OP09-002', 3],
            ['OP09-008', 3],
          ],
          { visibility: 'public' },
        ),
      )
      .expect(201);
    // Not listed: a private and an unlisted deck.
    await player
      .post('/api/decks')
      .send(
        deck(
          'OP09-001',
          [
            ['OP09-013', 4],
            ['OP09-002', 4],
            ['OP09-008', 2],
          ],
          { visibility: 'private' },
        ),
      )
      .expect(201);
    await player
      .post('/api/decks')
      .send(
        deck(
          'ST01-001',
          [
            ['OP09-013', 4],
            ['ST01-002', 4],
            ['ST01-004', 2],
          ],
          { visibility: 'unlisted' },
        ),
      )
      .expect(201);
  }, 120_000);
  afterAll(async () => app?.close());

  it("answers a card's printings, legality and the listed decks that play it, per leader", async () => {
    const page = (await request(app.server).get('/api/cards/by-code/OP09-013').expect(200)).body;
    expect(page.card).toMatchObject({ code: 'OP09-013', name: 'Yasopp' });
    expect(page.printings.map((card: { code: string }) => card.code)).toEqual(['OP09-013', 'OP09-013_p1']);
    // The current format first (OP10, where OP09 is legal), then newest; OP08 came before OP09.
    expect(page.legality[0]).toEqual({ format: 'OP10', name: expect.any(String), current: true, status: 'legal' });
    expect(page.legality.find((entry: { format: string }) => entry.format === 'OP08')).toMatchObject({ status: 'notLegal' });
    // Four listed decks: 4, 2 + 1 (a parallel printing counts with its card), 2 and 4 copies.
    expect(page.usage).toMatchObject({ decks: 4, averageCopies: 3.3 });
    expect(page.usage.byLeader.map(({ leader, ...usage }: { leader: { code: string } }) => ({ leader: leader.code, ...usage }))).toEqual([
      { leader: 'OP09-001', decks: 3, leaderDecks: 3, share: 1, averageCopies: 3.7 },
      { leader: 'ST01-001', decks: 1, leaderDecks: 1, share: 1, averageCopies: 2 },
    ]);
    expect(page.decks).toHaveLength(4);
    const community = page.decks.filter((summary: { curated: number | boolean }) => !summary.curated);
    expect(community.map((summary: { owner: { username: string } }) => summary.owner.username)).toEqual(['yasopp-fan']);
  });

  it('answers the same page for any printing and any case; 404 for an unknown code', async () => {
    const base = (await request(app.server).get('/api/cards/by-code/OP09-013').expect(200)).body;
    expect((await request(app.server).get('/api/cards/by-code/op09-013_p1').expect(200)).body).toEqual(base);
    for (const code of ['OP99-999', 'not a code', '..', 'x'.repeat(40)]) {
      const answer = await request(app.server)
        .get(`/api/cards/by-code/${encodeURIComponent(code)}`)
        .expect(404);
      expect(answer.body).toMatchObject({ statusCode: 404, code: 'card_not_found' });
    }
  });

  it("answers a leader's decks, core and flex cards and share; 404 for a card that is not a leader", async () => {
    const page = (await request(app.server).get('/api/leaders/OP09-001').expect(200)).body;
    expect(page.leader).toMatchObject({ code: 'OP09-001', name: 'Shanks' });
    expect(page).toMatchObject({ decks: 3, share: 0.75 });
    const shares = (cards: Array<{ card: { code: string }; decks: number; share: number; averageCopies: number }>) =>
      cards.map(({ card, ...share }) => ({ code: card.code, ...share }));
    expect(shares(page.core)).toEqual([
      { code: 'OP09-002', decks: 3, share: 1, averageCopies: 3.7 },
      { code: 'OP09-013', decks: 3, share: 1, averageCopies: 3.7 },
    ]);
    expect(shares(page.flex)).toEqual([
      { code: 'OP09-008', decks: 2, share: 0.667, averageCopies: 2.5 },
      { code: 'OP09-011', decks: 1, share: 0.333, averageCopies: 3 },
    ]);
    expect(page.recentDecks).toHaveLength(3);
    await request(app.server).get('/api/leaders/OP09-013').expect(404);
    await request(app.server).get('/api/leaders/OP99-001').expect(404);
  });

  it('follows a deck leaving the community gallery at once', async () => {
    const before = (await request(app.server).get('/api/leaders/ST01-001').expect(200)).body;
    expect(before).toMatchObject({ decks: 1, share: 0.25 });
    const mine = (await player.get('/api/decks/mine').expect(200)).body.items as Array<{ id: number; visibility: string }>;
    const listed = mine.find((entry) => entry.visibility === 'public')!;
    const full = (await player.get(`/api/decks/${listed.id}`).expect(200)).body;
    await player
      .put(`/api/decks/${listed.id}`)
      .send(
        deck(
          'OP09-001',
          [
            ['OP09-013', 4],
            ['OP09-002', 3],
            ['OP09-008', 3],
          ],
          { name: full.name, visibility: 'private' },
        ),
      )
      .expect(200);
    expect((await request(app.server).get('/api/leaders/ST01-001').expect(200)).body).toMatchObject({ decks: 1, share: 0.333 });
    expect((await request(app.server).get('/api/cards/by-code/OP09-013').expect(200)).body.usage).toMatchObject({ decks: 3 });
  });
});
