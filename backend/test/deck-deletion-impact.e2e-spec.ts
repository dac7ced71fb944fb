import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** Issue 38: before a deck is deleted, the back office names what goes with it, counted by the API. */
describe('GET /api/decks/{id}/deletion-impact', () => {
  let app: TestApp;
  let admin: Agent;
  let deckId: number;
  let otherId: number;
  let format: string;

  async function verifiedUser(name: string): Promise<Agent> {
    const agent = request.agent(app.server);
    const user = await registerAndLogIn(agent, { username: name, email: `${name}@example.com`, password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    // Two new published decks from a demo deck's list, so every count starts at 0.
    const demo = (await request(app.server).get('/api/decks').expect(200)).body[0] as { id: number };
    const source = (await request(app.server).get(`/api/decks/${demo.id}`).expect(200)).body;
    format = source.format;
    const body = (name: string) => ({
      name,
      author: 'Nami',
      tier: 'Tier 1',
      format,
      leaderId: source.leaderId,
      isDraft: 0,
      cards: source.cards.map(({ cardId, quantity }: { cardId: number; quantity: number }) => ({ cardId, quantity })),
    });
    deckId = (await admin.post('/api/decks').send(body('Counted deck')).expect(201)).body.id;
    otherId = (await admin.post('/api/decks').send(body('Untouched deck')).expect(201)).body.id;
  });
  afterAll(async () => app.close());

  it('answers zeros for a deck nobody has touched', async () => {
    expect((await admin.get(`/api/decks/${deckId}/deletion-impact`).expect(200)).body).toEqual({ comments: 0, favorites: 0, tierList: [], linkedNews: 0 });
  });

  it("counts the deck's comments and replies, favourites, tier-list places and linked news, and nothing of another deck", async () => {
    const zoro = await verifiedUser('zoro');
    const nami = await verifiedUser('nami');
    const parent = (await zoro.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'How does it beat Enel?' }).expect(201)).body;
    await nami.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'Counter early', parent_id: parent.id }).expect(201);
    await nami.post('/api/comments').send({ contentType: 'deck', contentId: otherId, content: 'Elsewhere' }).expect(201);
    await zoro.post('/api/favorites').send({ deckId }).expect(200);
    await nami.post('/api/favorites').send({ deckId }).expect(200);
    await nami.post('/api/favorites').send({ deckId: otherId }).expect(200);
    // A deck is placed in its own format's tier list, once.
    await admin.post('/api/tierlist').send({ deckId, format, tier: 'Tier 2' }).expect(201);
    await admin.post('/api/tierlist').send({ deckId: otherId, format, tier: 'Tier 3' }).expect(201);
    await admin.post('/api/news').send({ title: 'Deck of the week', content: '<p>Read it</p>', author: 'Nami', deck_id: deckId }).expect(201);

    expect((await admin.get(`/api/decks/${deckId}/deletion-impact`).expect(200)).body).toEqual({
      comments: 2,
      favorites: 2,
      tierList: [{ format, tier: 'Tier 2' }],
      linkedNews: 1,
    });

    // What it announced is what the deletion takes: the other deck keeps its own.
    await admin.delete(`/api/decks/${deckId}`).expect(200);
    expect((await admin.get(`/api/decks/${otherId}/deletion-impact`).expect(200)).body).toEqual({
      comments: 1,
      favorites: 1,
      tierList: [{ format, tier: 'Tier 3' }],
      linkedNews: 0,
    });
  });

  it('answers 404 deck_not_found for a deck that does not exist', async () => {
    expect((await admin.get('/api/decks/999999/deletion-impact').expect(404)).body.code).toBe('deck_not_found');
  });

  it('is for admins only', async () => {
    await request(app.server).get(`/api/decks/${otherId}/deletion-impact`).expect(401);
    const player = await verifiedUser('usopp');
    await player.get(`/api/decks/${otherId}/deletion-impact`).expect(403);
  });
});
