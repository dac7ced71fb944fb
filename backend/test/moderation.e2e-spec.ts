import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { aDeckBody } from './support/deck-body.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/**
 * Moderation (issue 34 item 6, docs/product.md#moderation, ADR 0061): players report decks and
 * comments; admins read the queue, hide and restore decks, delete comments, dismiss reports.
 */
describe('moderation: reports, the queue, hidden decks', () => {
  let app: TestApp;
  let db: DataSource;
  let visitor: Agent;
  let owner: Agent;
  let reporter: Agent;
  let second: Agent;
  let unverified: Agent;
  let admin: Agent;
  let leaderId: number;
  let leaderCode: string;
  const cardIds: number[] = [];

  async function player(username: string, verified = true): Promise<Agent> {
    const agent = request.agent(app.server);
    const user = await registerAndLogIn(agent, { username, email: `${username}@example.com`, password: 'password1' });
    if (verified) await db.query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000', SEED_DEMO: 'true' });
    db = app.app.get(DataSource);
    visitor = request.agent(app.server);
    owner = await player('deck-owner');
    reporter = await player('reporter-one');
    second = await player('reporter-two');
    unverified = await player('not-verified', false);
    admin = request.agent(app.server);
    await admin.post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string; type: string }>;
    // A leader no demo deck uses, so the counts below are this suite's alone.
    const leader = cards.find((card) => card.type === 'LEADER' && card.code === 'ST01-001')!;
    leaderId = leader.id;
    leaderCode = leader.code;
    for (const code of ['ST01-002', 'ST01-004', 'ST01-013']) cardIds.push(cards.find((card) => card.code === code)!.id);
  }, 120_000);
  afterAll(async () => app?.close());

  async function communityDeck(name: string, visibility: 'private' | 'unlisted' | 'public' = 'public'): Promise<number> {
    return (
      await owner
        .post('/api/decks')
        .send(aDeckBody(leaderId, cardIds, { name, visibility }))
        .expect(201)
    ).body.id as number;
  }

  const leaderCount = async (source: 'curated' | 'community') =>
    ((await visitor.get('/api/decks/leaders').query({ source }).expect(200)).body as Array<{ code?: string; leaderCode?: string; count: number }>).find(
      (row) => (row.code ?? row.leaderCode) === leaderCode,
    )?.count ?? 0;
  const galleryIds = async (source: 'curated' | 'community') =>
    ((await visitor.get('/api/decks/page').query({ source, pageSize: 50 }).expect(200)).body.items as Array<{ id: number }>).map((deck) => deck.id);

  it('refuses reports from visitors and unverified accounts, of unknown or unreadable targets, and malformed ones', async () => {
    const id = await communityDeck('Reported for shape');
    const privateId = await communityDeck('Private one', 'private');
    await visitor.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam' }).expect(401);
    expect((await unverified.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam' }).expect(403)).body.code).toBe('email_not_verified');
    expect((await reporter.post('/api/reports').send({ targetType: 'deck', targetId: 999999, reason: 'spam' }).expect(404)).body.code).toBe(
      'report_target_not_found',
    );
    // Another player's private deck: nothing says it exists.
    expect((await reporter.post('/api/reports').send({ targetType: 'deck', targetId: privateId, reason: 'spam' }).expect(404)).body.code).toBe(
      'report_target_not_found',
    );
    const badReason = await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'boring' }).expect(422);
    expect(badReason.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'reason' })]));
    const badType = await reporter.post('/api/reports').send({ targetType: 'news', targetId: id, reason: 'spam' }).expect(422);
    expect(badType.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'targetType' })]));
    const longNote = await reporter
      .post('/api/reports')
      .send({ targetType: 'deck', targetId: id, reason: 'other', note: 'x'.repeat(501) })
      .expect(422);
    expect(longNote.body).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ field: 'note', code: 'too_long' })] });
    await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'other', note: null }).expect(201);
  });

  it('keeps one open report per player and target (409 already_reported), queued by target with counts', async () => {
    const id = await communityDeck('Spammy deck');
    const made = await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam', note: '  buy my cards  ' }).expect(201);
    expect(made.body).toMatchObject({ targetType: 'deck', targetId: id, reason: 'spam', note: 'buy my cards', status: 'open' });
    const again = await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'offensive' }).expect(409);
    expect(again.body).toMatchObject({ statusCode: 409, code: 'already_reported' });
    await second.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam' }).expect(201);

    const queue = (await admin.get('/api/admin/reports').expect(200)).body;
    const entry = queue.items.find((item: { targetType: string; targetId: number }) => item.targetType === 'deck' && item.targetId === id);
    expect(entry).toMatchObject({
      openReports: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      deck: { id, name: 'Spammy deck', hidden: 0, owner: 'deck-owner' },
      comment: null,
    });
    expect(entry.latest.map((report: { reporter: string }) => report.reporter)).toEqual(['reporter-two', 'reporter-one']);
    expect(entry.latest[1].note).toBe('buy my cards');
    // Newest first: this deck was reported last.
    expect(queue.items[0]).toMatchObject({ targetType: 'deck', targetId: id });
    const firstPage = (await admin.get('/api/admin/reports').query({ pageSize: 1 }).expect(200)).body;
    expect(firstPage).toMatchObject({ page: 1, pageSize: 1, total: queue.total });
    expect(firstPage.items).toHaveLength(1);
    const secondPage = (await admin.get('/api/admin/reports').query({ pageSize: 1, page: 2 }).expect(200)).body;
    expect(secondPage.items[0]?.targetId).not.toBe(id);
    // Players do not read the queue.
    await reporter.get('/api/admin/reports').expect(403);
  });

  it('hides a community deck: 404 to others, a notice for its owner, out of every list; restoring lists it again', async () => {
    const id = await communityDeck('To be hidden');
    await reporter.post('/api/favorites').send({ deckId: id }).expect(200);
    await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'copyright' }).expect(201);
    await second.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'offensive' }).expect(201);
    // Cached answers first, so that hiding must drop them.
    expect(await galleryIds('community')).toContain(id);
    const countBefore = await leaderCount('community');
    await visitor.get(`/api/decks/${id}`).expect(200);

    const hidden = await admin.post(`/api/admin/decks/${id}/hide`).expect(200);
    expect(hidden.body).toEqual({ id, hidden: 1, resolvedReports: 2 });
    expect((await visitor.get(`/api/decks/${id}`).expect(404)).body.code).toBe('deck_not_found');
    await reporter.get(`/api/decks/${id}`).expect(404);
    await visitor.get(`/api/comments/deck/${id}/page`).expect(404);
    expect((await owner.get(`/api/decks/${id}`).expect(200)).body).toMatchObject({ id, hidden: 1 });
    expect((await admin.get(`/api/decks/${id}`).expect(200)).body).toMatchObject({ id, hidden: 1 });
    expect(await galleryIds('community')).not.toContain(id);
    expect(await leaderCount('community')).toBe(countBefore - 1);
    const favourites = (await reporter.get('/api/favorites').expect(200)).body as Array<{ id: number }>;
    expect(favourites.map((deck) => deck.id)).not.toContain(id);
    const playerPage = (await visitor.get('/api/players/deck-owner').query({ pageSize: 100 }).expect(200)).body;
    expect(playerPage.decks.items.map((deck: { id: number }) => deck.id)).not.toContain(id);
    const mine = (await owner.get('/api/decks/mine').query({ pageSize: 100 }).expect(200)).body.items as Array<{ id: number; hidden: number }>;
    expect(mine.find((deck) => deck.id === id)).toMatchObject({ hidden: 1 });
    // Reports of a hidden deck are resolved: out of the queue, and nobody else can report it now.
    const queue = (await admin.get('/api/admin/reports').query({ pageSize: 100 }).expect(200)).body;
    expect(queue.items.some((item: { targetType: string; targetId: number }) => item.targetType === 'deck' && item.targetId === id)).toBe(false);
    await second.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam' }).expect(404);
    // Its owner saving it does not undo the moderators' decision.
    await owner
      .put(`/api/decks/${id}`)
      .send(aDeckBody(leaderId, cardIds, { name: 'To be hidden, edited', visibility: 'public' }))
      .expect(200);
    expect(await galleryIds('community')).not.toContain(id);
    await visitor.get(`/api/decks/${id}`).expect(404);

    const restored = await admin.post(`/api/admin/decks/${id}/restore`).expect(200);
    expect(restored.body).toEqual({ id, hidden: 0, resolvedReports: 0 });
    expect((await visitor.get(`/api/decks/${id}`).expect(200)).body).toMatchObject({ hidden: 0, name: 'To be hidden, edited' });
    expect(await galleryIds('community')).toContain(id);
    expect(await leaderCount('community')).toBe(countBefore);
    expect(((await reporter.get('/api/favorites').expect(200)).body as Array<{ id: number }>).map((deck) => deck.id)).toContain(id);
  });

  it('hides a curated deck: out of the gallery, its leader count and the sitemap; restored, back in all three', async () => {
    const created = await admin
      .post('/api/decks')
      .send(aDeckBody(leaderId, cardIds, { name: 'Curated to hide' }))
      .expect(201);
    const id = created.body.id as number;
    const before = await leaderCount('curated');
    expect(await galleryIds('curated')).toContain(id);
    expect((await visitor.get('/sitemap.xml').expect(200)).text).toContain(`/decks/${id}<`);

    await admin.post(`/api/admin/decks/${id}/hide`).expect(200, { id, hidden: 1, resolvedReports: 0 });
    expect(await galleryIds('curated')).not.toContain(id);
    expect(await leaderCount('curated')).toBe(before - 1);
    expect((await visitor.get('/sitemap.xml').expect(200)).text).not.toContain(`/decks/${id}<`);
    await visitor.get(`/api/decks/${id}`).expect(404);
    const listing = (await db.query('SELECT listing FROM decks WHERE id = ?', [id])) as Array<{ listing: string | null }>;
    expect(listing[0].listing).toBeNull();

    await admin.post(`/api/admin/decks/${id}/restore`).expect(200);
    expect(await galleryIds('curated')).toContain(id);
    expect(await leaderCount('curated')).toBe(before);
    expect((await visitor.get('/sitemap.xml').expect(200)).text).toContain(`/decks/${id}<`);
  });

  it('answers 404 deck_not_found for hiding or restoring an unknown deck, and refuses players', async () => {
    expect((await admin.post('/api/admin/decks/999999/hide').expect(404)).body.code).toBe('deck_not_found');
    expect((await admin.post('/api/admin/decks/999999/restore').expect(404)).body.code).toBe('deck_not_found');
    const id = await communityDeck('Not for players to hide');
    expect((await owner.post(`/api/admin/decks/${id}/hide`).expect(403)).body.code).toBe('access_denied');
    await visitor.post(`/api/admin/decks/${id}/restore`).expect(401);
  });

  it('reports a comment; deleting it (the admin comment deletion) resolves its reports', async () => {
    const id = await communityDeck('Deck with a rude comment');
    const comment = (await owner.post('/api/comments').send({ contentType: 'deck', contentId: id, content: 'a rude remark' }).expect(201)).body;
    await reporter.post('/api/reports').send({ targetType: 'comment', targetId: comment.id, reason: 'offensive', note: 'insults' }).expect(201);
    await reporter.post('/api/reports').send({ targetType: 'comment', targetId: comment.id, reason: 'spam' }).expect(409);
    const queue = (await admin.get('/api/admin/reports').query({ pageSize: 100 }).expect(200)).body;
    const entry = queue.items.find((item: { targetType: string; targetId: number }) => item.targetType === 'comment' && item.targetId === comment.id);
    expect(entry).toMatchObject({
      openReports: 1,
      deck: null,
      comment: { id: comment.id, content: 'a rude remark', author: 'deck-owner', contentType: 'deck', contentId: id },
    });

    await admin.delete(`/api/comments/${comment.id}`).expect(200);
    const after = (await admin.get('/api/admin/reports').query({ pageSize: 100 }).expect(200)).body;
    expect(after.items.some((item: { targetType: string; targetId: number }) => item.targetType === 'comment' && item.targetId === comment.id)).toBe(false);
    const rows = (await db.query('SELECT status, open_key AS openKey FROM reports WHERE target_type = ? AND target_id = ?', ['comment', comment.id])) as Array<{
      status: string;
      openKey: string | null;
    }>;
    expect(rows).toEqual([{ status: 'resolved', openKey: null }]);
  });

  it('dismisses a target’s open reports; the player may then report it again', async () => {
    const id = await communityDeck('Fine deck');
    await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'other', note: 'not sure' }).expect(201);
    await second.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam' }).expect(201);
    expect((await admin.post(`/api/admin/reports/deck/${id}/dismiss`).expect(200)).body).toEqual({ closed: 2 });
    expect((await admin.post(`/api/admin/reports/deck/${id}/dismiss`).expect(404)).body.code).toBe('no_open_reports');
    expect((await admin.post(`/api/admin/reports/news/${id}/dismiss`).expect(404)).body.code).toBe('report_target_not_found');
    await visitor.get(`/api/decks/${id}`).expect(200);
    await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam' }).expect(201);
  });

  it('deleting a reported deck takes it out of the queue', async () => {
    const id = await communityDeck('Deleted by its owner');
    await reporter.post('/api/reports').send({ targetType: 'deck', targetId: id, reason: 'spam' }).expect(201);
    await owner.delete(`/api/decks/${id}`).expect(200);
    const queue = (await admin.get('/api/admin/reports').query({ pageSize: 100 }).expect(200)).body;
    expect(queue.items.some((item: { targetType: string; targetId: number }) => item.targetType === 'deck' && item.targetId === id)).toBe(false);
  });

  it('limits a player to 10 reports an hour (429 report_rate_limited with Retry-After); admins are not counted', async () => {
    const busy = await player('busy-reporter');
    const id = await communityDeck('Deck with many comments');
    const comments: number[] = [];
    for (let n = 0; n < 11; n += 1)
      comments.push(
        (
          await owner
            .post('/api/comments')
            .send({ contentType: 'deck', contentId: id, content: `comment ${n}` })
            .expect(201)
        ).body.id,
      );
    for (const commentId of comments.slice(0, 10))
      await busy.post('/api/reports').send({ targetType: 'comment', targetId: commentId, reason: 'spam' }).expect(201);
    const refused = await busy.post('/api/reports').send({ targetType: 'comment', targetId: comments[10], reason: 'spam' }).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'report_rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // An hour later the oldest no longer counts.
    await db.query(
      "UPDATE reports SET created_at = ? WHERE id = (SELECT id FROM (SELECT MIN(id) AS id FROM reports WHERE target_type = 'comment' AND target_id = ?) t)",
      [new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' '), comments[0]],
    );
    await busy.post('/api/reports').send({ targetType: 'comment', targetId: comments[10], reason: 'spam' }).expect(201);
    for (const commentId of comments) await admin.post('/api/reports').send({ targetType: 'comment', targetId: commentId, reason: 'spam' }).expect(201);
  });
});
