import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

describe('comments and favourites API', () => {
  let app: TestApp;
  let admin: Agent;
  let deckId: number;
  let draftId: number;

  async function user(name: string, verified = true): Promise<{ agent: Agent; id: number }> {
    const agent = request.agent(app.server);
    const registered = await registerAndLogIn(agent, { username: name, email: `${name}@example.com`, password: 'password1' });
    if (verified) await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, registered.id]);
    return { agent, id: registered.id };
  }

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const decks = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body;
    deckId = decks.find((deck: { isDraft: number }) => deck.isDraft === 0).id;
    draftId = decks.find((deck: { isDraft: number }) => deck.isDraft === 1).id;
  });
  afterAll(async () => app.close());

  it('lets a logged-in user comment, and everyone read with the author', async () => {
    const { agent } = await user('zoro', false);
    const created = (await agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: '  Great guide!\nThanks  ' }).expect(201)).body;
    expect(created).toMatchObject({ username: 'zoro', content: 'Great guide!\nThanks', contentType: 'deck', contentId: deckId, parent_id: null });
    const list = (await request(app.server).get(`/api/comments/deck/${deckId}`).expect(200)).body;
    expect(list.map((comment: { content: string; username: string }) => [comment.username, comment.content])).toEqual([['zoro', 'Great guide!\nThanks']]);
    await request(app.server).post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'anonymous' }).expect(401);
  });

  it('stores markup as plain text', async () => {
    const { agent } = await user('buggy');
    const created = (
      await agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: '<script>alert(1)</script><b>hi</b>' }).expect(201)
    ).body;
    expect(created.content).toBe('<script>alert(1)</script><b>hi</b>');
  });

  it('refuses empty text, unknown targets, drafts and replies to another page', async () => {
    const { agent } = await user('usopp');
    expect((await agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: '   ' }).expect(422)).body.code).toBe('invalid_comment');
    expect((await agent.post('/api/comments').send({ contentType: 'deck', contentId: 999999, content: 'hi' }).expect(404)).body.code).toBe(
      'comment_target_not_found',
    );
    await agent.post('/api/comments').send({ contentType: 'deck', contentId: draftId, content: 'hi' }).expect(404);
    await agent.post('/api/comments').send({ contentType: 'news', contentId: 999999, content: 'hi' }).expect(404);
    await agent.post('/api/comments').send({ contentType: 'video', contentId: deckId, content: 'hi' }).expect(422);
    await request(app.server).get('/api/comments/deck/999999').expect(404);
    await request(app.server).get(`/api/comments/deck/${draftId}`).expect(404);
    await request(app.server).get(`/api/comments/video/${deckId}`).expect(404);
    const parent = (await agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'question?' }).expect(201)).body;
    const reply = (await agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'answer', parent_id: parent.id }).expect(201))
      .body;
    expect(reply.parent_id).toBe(parent.id);
    const otherDeck = (await request(app.server).get('/api/decks').expect(200)).body.find((deck: { id: number }) => deck.id !== deckId).id;
    expect(
      (await agent.post('/api/comments').send({ contentType: 'deck', contentId: otherDeck, content: 'x', parent_id: parent.id }).expect(422)).body.code,
    ).toBe('invalid_comment');
  });

  it('lets only the author edit, and the author or an admin delete', async () => {
    const author = await user('sanji');
    const other = await user('chopper');
    const comment = (await author.agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'first' }).expect(201)).body;
    expect((await other.agent.put(`/api/comments/${comment.id}`).send({ content: 'hacked' }).expect(403)).body.code).toBe('not_comment_author');
    await admin.put(`/api/comments/${comment.id}`).send({ content: 'admin edit' }).expect(403);
    expect((await author.agent.put(`/api/comments/${comment.id}`).send({ content: '  edited ' }).expect(200)).body.content).toBe('edited');
    await author.agent.put(`/api/comments/${comment.id}`).send({ content: ' ' }).expect(422);
    await other.agent.delete(`/api/comments/${comment.id}`).expect(403);
    expect((await admin.delete(`/api/comments/${comment.id}`).expect(200)).body).toEqual({ success: true });
    await author.agent.delete(`/api/comments/${comment.id}`).expect(404);
    const own = (await author.agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'mine' }).expect(201)).body;
    await author.agent.delete(`/api/comments/${own.id}`).expect(200);
  });

  it('keeps favourites idempotent, verified-only and free of drafts', async () => {
    const verified = await user('robin');
    const unverified = await user('franky', false);
    expect((await unverified.agent.post('/api/favorites').send({ deckId }).expect(403)).body.code).toBe('email_not_verified');
    await unverified.agent.get('/api/favorites').expect(403);
    await request(app.server).get('/api/favorites').expect(401);
    expect((await unverified.agent.get(`/api/favorites/${deckId}`).expect(200)).body).toEqual({ isFavorite: false });

    expect((await verified.agent.post('/api/favorites').send({ deckId }).expect(200)).body).toEqual({ success: true, isFavorite: true });
    await verified.agent.post('/api/favorites').send({ deckId }).expect(200);
    const [{ total }] = await app.app.get(DataSource).query('SELECT COUNT(*) AS total FROM favorite_decks WHERE user_id = ?', [verified.id]);
    expect(Number(total)).toBe(1);
    expect((await verified.agent.get(`/api/favorites/${deckId}`).expect(200)).body).toEqual({ isFavorite: true });
    const list = (await verified.agent.get('/api/favorites').expect(200)).body;
    expect(list.map((deck: { id: number }) => deck.id)).toEqual([deckId]);
    expect(list[0]).toMatchObject({ leader: expect.objectContaining({ code: expect.any(String) }), cardCount: expect.any(Number) });
    // One join: the most recently added first, as tiles (no guides, no card list).
    const other = (await request(app.server).get('/api/decks').expect(200)).body.find((deck: { id: number }) => deck.id !== deckId);
    await verified.agent.post('/api/favorites').send({ deckId: other.id }).expect(200);
    const both = (await verified.agent.get('/api/favorites').expect(200)).body;
    expect(both.map((deck: { id: number }) => deck.id)).toEqual([other.id, deckId]);
    expect(both[0]).not.toHaveProperty('description');
    await verified.agent.delete(`/api/favorites/${other.id}`).expect(200);

    await verified.agent.post('/api/favorites').send({ deckId: draftId }).expect(404);
    await verified.agent.post('/api/favorites').send({ deckId: 999999 }).expect(404);
    expect((await verified.agent.post('/api/favorites').set('Accept-Language', 'it').send({ deckId: 'abc' }).expect(422)).body).toMatchObject({
      code: 'validation_failed',
      message: 'Mazzo non valido',
      details: [{ field: 'deckId', code: 'not_an_integer' }],
    });

    expect((await verified.agent.delete(`/api/favorites/${deckId}`).expect(200)).body).toEqual({ success: true, isFavorite: false });
    await verified.agent.delete(`/api/favorites/${deckId}`).expect(200);
    expect((await verified.agent.get('/api/favorites').expect(200)).body).toEqual([]);
  });

  it('removes comments and favourites with their deck, and a user’s with the user', async () => {
    const fan = await user('vivi');
    const deck = (
      await admin.post('/api/decks').send({
        ...(await admin.get(`/api/decks/${deckId}`).expect(200)).body,
        name: 'Doomed',
        description_en: '',
        leader: undefined,
        resolvedCards: undefined,
        missingCards: undefined,
        legality: undefined,
        statistics: undefined,
        pageDescription: undefined,
        id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        cardCount: undefined,
        owner: undefined,
        curated: undefined,
        hidden: undefined,
        copiedFrom: undefined,
      })
    ).body;
    expect(deck.id).toBeDefined();
    await fan.agent.post('/api/favorites').send({ deckId: deck.id }).expect(200);
    await fan.agent.post('/api/comments').send({ contentType: 'deck', contentId: deck.id, content: 'bye' }).expect(201);
    await admin.delete(`/api/decks/${deck.id}`).expect(200);
    const db = app.app.get(DataSource);
    expect(Number((await db.query('SELECT COUNT(*) AS n FROM comments WHERE contentType = ? AND contentId = ?', ['deck', deck.id]))[0].n)).toBe(0);
    expect(Number((await db.query('SELECT COUNT(*) AS n FROM favorite_decks WHERE deck_id = ?', [deck.id]))[0].n)).toBe(0);

    await fan.agent.post('/api/favorites').send({ deckId }).expect(200);
    await fan.agent.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'still here' }).expect(201);
    await admin.delete(`/api/admin/user/${fan.id}`).expect(200);
    expect(Number((await db.query('SELECT COUNT(*) AS n FROM comments WHERE user_id = ?', [fan.id]))[0].n)).toBe(0);
    expect(Number((await db.query('SELECT COUNT(*) AS n FROM favorite_decks WHERE user_id = ?', [fan.id]))[0].n)).toBe(0);
  });
});
