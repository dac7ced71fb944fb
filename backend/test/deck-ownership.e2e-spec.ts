import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { aDeckBody } from './support/deck-body.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
const CALLERS = ['anonymous', 'unverified', 'owner', 'other', 'admin', 'superadmin'] as const;
type Caller = (typeof CALLERS)[number];
const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
type Visibility = (typeof VISIBILITIES)[number];

/** Who may read a community deck of this visibility (docs/product.md#decks-owned-by-players, ADR 0061). */
const reads = (caller: Caller, visibility: Visibility) => visibility !== 'private' || ['owner', 'admin', 'superadmin'].includes(caller);
/** Who may change or delete it: its owner and admins. */
const edits = (caller: Caller) => ['owner', 'admin', 'superadmin'].includes(caller);

/**
 * Issue 34 "done when": every deck route (reads, PUT, PATCH, DELETE, copy) × (anonymous, unverified, owner, other player, admin,
 * super admin) × visibility (private, unlisted, public). A private deck is 404 to all but its owner
 * and admins; another player's change to a deck they can read is 403 not_deck_owner; a write needs
 * a verified account (401 anonymous, 403 email_not_verified).
 */
describe('deck ownership: every deck route × caller × visibility', () => {
  let app: TestApp;
  const agents = {} as Record<Caller, Agent>;
  let leaderId: number;
  const cardIds: number[] = [];

  let ownerId: number;

  async function account(caller: Exclude<Caller, 'anonymous' | 'superadmin'>): Promise<Agent> {
    const agent = request.agent(app.server);
    const username = `${caller}-player`;
    const user = await registerAndLogIn(agent, { username, email: `${username}@example.com`, password: 'password1' });
    if (caller === 'owner') ownerId = user.id;
    const db = app.app.get(DataSource);
    if (caller !== 'unverified') await db.query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    if (caller === 'admin') await db.query('UPDATE users SET isAdmin = ? WHERE id = ?', [true, user.id]);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000', SEED_DEMO: 'true' });
    agents.anonymous = request.agent(app.server);
    for (const caller of ['unverified', 'owner', 'other', 'admin'] as const) agents[caller] = await account(caller);
    agents.superadmin = request.agent(app.server);
    await agents.superadmin.post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    leaderId = cards.find((card) => card.code === 'ST01-001')!.id;
    for (const code of ['ST01-002', 'ST01-004', 'ST01-013']) cardIds.push(cards.find((card) => card.code === code)!.id);
  }, 120_000);
  afterAll(async () => app?.close());

  /** The owner's decks so far as if made two hours ago: out of the creations-per-hour count. */
  const backdateOwnersDecks = () =>
    app.app
      .get(DataSource)
      .query('UPDATE decks SET createdAt = ? WHERE owner_id = ?', [
        new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' '),
        ownerId,
      ]);

  /** A new deck of the owner's with this visibility. */
  async function ownersDeck(visibility: Visibility, name = `Owner ${visibility}`): Promise<number> {
    await backdateOwnersDecks();
    const created = await agents.owner
      .post('/api/decks')
      .send(aDeckBody(leaderId, cardIds, { name, visibility }))
      .expect(201);
    expect(created.body).toMatchObject({ visibility, curated: 0, owner: { username: 'owner-player' } });
    return created.body.id as number;
  }

  const expectedWrite = (caller: Caller, visibility: Visibility, allowed: number) => {
    if (caller === 'anonymous') return { status: 401, code: 'authentication_required' };
    if (caller === 'unverified') return { status: 403, code: 'email_not_verified' };
    if (edits(caller)) return { status: allowed };
    return reads(caller, visibility) ? { status: 403, code: 'not_deck_owner' } : { status: 404, code: 'deck_not_found' };
  };

  it.each(VISIBILITIES)('reads of a %s deck: the page, its exports, picture, sheet and comments', async (visibility) => {
    const id = await ownersDeck(visibility);
    await agents.owner.post('/api/comments').send({ contentType: 'deck', contentId: id, content: 'my notes' }).expect(201);
    const problems: string[] = [];
    const routes = [
      `/api/decks/${id}`,
      `/api/decks/${id}/export?format=optcgsim`,
      `/api/decks/${id}/registration.pdf`,
      `/api/comments/deck/${id}`,
      `/api/comments/deck/${id}/page`,
    ];
    // The owner first: an answer built for them must never be served to anyone else.
    for (const caller of ['owner', ...CALLERS.filter((caller) => caller !== 'owner')] as Caller[]) {
      for (const route of routes) {
        const response = await agents[caller].get(route);
        const expected = reads(caller, visibility) ? 200 : 404;
        if (response.status !== expected) problems.push(`GET ${route} as ${caller}: ${response.status}, expected ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(VISIBILITIES)('the picture of a %s deck', async (visibility) => {
    const id = await ownersDeck(visibility);
    for (const caller of CALLERS) {
      const response = await agents[caller].get(`/api/decks/${id}/image.png`);
      expect([caller, response.status]).toEqual([caller, reads(caller, visibility) ? 200 : 404]);
      if (response.status === 200) expect(response.headers['cache-control']).toBe(visibility === 'private' ? 'private, no-cache' : 'public, no-cache');
    }
  });

  it.each(VISIBILITIES)('favourites and comments on a %s deck', async (visibility) => {
    const id = await ownersDeck(visibility);
    for (const caller of CALLERS) {
      const favourite = await agents[caller].post('/api/favorites').send({ deckId: id });
      const favouriteExpected = caller === 'anonymous' ? 401 : caller === 'unverified' ? 403 : reads(caller, visibility) ? 200 : 404;
      expect([caller, 'favourite', favourite.status]).toEqual([caller, 'favourite', favouriteExpected]);
      const comment = await agents[caller].post('/api/comments').send({ contentType: 'deck', contentId: id, content: `from ${caller}` });
      const commentExpected = caller === 'anonymous' ? 401 : reads(caller, visibility) ? 201 : 404;
      expect([caller, 'comment', comment.status]).toEqual([caller, 'comment', commentExpected]);
    }
  });

  it.each(VISIBILITIES)('PUT /api/decks/{id} of a %s deck', async (visibility) => {
    const id = await ownersDeck(visibility);
    for (const caller of CALLERS) {
      const response = await agents[caller].put(`/api/decks/${id}`).send(aDeckBody(leaderId, cardIds, { name: `By ${caller}` }));
      const expected = expectedWrite(caller, visibility, 200);
      expect([caller, response.status, response.body.code]).toEqual([caller, expected.status, expected.code ?? undefined]);
      if (response.status === 200) expect(response.body).toMatchObject({ name: `By ${caller}`, visibility, curated: 0, owner: { username: 'owner-player' } });
    }
  });

  it.each(VISIBILITIES)('PATCH /api/decks/{id} (the visibility alone) of a %s deck', async (visibility) => {
    const id = await ownersDeck(visibility, `Patched ${visibility}`);
    const before = (await agents.owner.get(`/api/decks/${id}`).expect(200)).body;
    for (const caller of CALLERS) {
      const next = visibility === 'public' ? 'unlisted' : 'public';
      const response = await agents[caller].patch(`/api/decks/${id}`).send({ visibility: next });
      const expected = expectedWrite(caller, visibility, 200);
      expect([caller, response.status, response.body.code]).toEqual([caller, expected.status, expected.code ?? undefined]);
      if (response.status !== 200) continue;
      // Only the visibility changed: the rest of the deck is what it was.
      expect(response.body).toMatchObject({ visibility: next, name: `Patched ${visibility}`, curated: 0, owner: { username: 'owner-player' } });
      expect(response.body.cards).toEqual(before.cards);
      // Back as it was for the next caller.
      await agents.owner.patch(`/api/decks/${id}`).send({ visibility }).expect(200);
    }
    await agents.owner
      .patch(`/api/decks/${id}`)
      .send({ visibility: 'everyone' })
      .expect(422, /validation_failed/);
    await agents.owner
      .patch(`/api/decks/${id}`)
      .send({})
      .expect(422, /validation_failed/);
  });

  it('PATCH /api/decks/{id} lists and unlists a deck at once, and leaves a curated deck public', async () => {
    const id = await ownersDeck('private', 'Shared by PATCH');
    const listed = async () =>
      ((await agents.anonymous.get('/api/decks/page').query({ source: 'community', pageSize: 100 }).expect(200)).body.items as Array<{ id: number }>).some(
        (item) => item.id === id,
      );
    expect(await listed()).toBe(false);
    await agents.owner.patch(`/api/decks/${id}`).send({ visibility: 'public' }).expect(200);
    expect(await listed()).toBe(true);
    await agents.anonymous.get(`/api/decks/${id}`).expect(200);
    await agents.owner.patch(`/api/decks/${id}`).send({ visibility: 'private' }).expect(200);
    expect(await listed()).toBe(false);
    await agents.anonymous.get(`/api/decks/${id}`).expect(404);
    const curated = (await agents.anonymous.get('/api/decks/page').expect(200)).body.items[0].id as number;
    await agents.other
      .patch(`/api/decks/${curated}`)
      .send({ visibility: 'private' })
      .expect(403, /not_deck_owner/);
    expect((await agents.admin.patch(`/api/decks/${curated}`).send({ visibility: 'private' }).expect(200)).body).toMatchObject({
      visibility: 'public',
      curated: 1,
    });
  });

  it('sends what depends on the signed-in caller with Cache-Control private, no-cache; a visitor’s shared answer with no-cache', async () => {
    const id = await ownersDeck('public', 'Cached for whom');
    expect((await agents.anonymous.get(`/api/decks/${id}`).expect(200)).headers['cache-control']).toBe('no-cache');
    for (const caller of ['owner', 'other', 'admin'] as const) {
      expect([caller, (await agents[caller].get(`/api/decks/${id}`).expect(200)).headers['cache-control']]).toEqual([caller, 'private, no-cache']);
      expect([caller, (await agents[caller].get(`/api/comments/deck/${id}/page`).expect(200)).headers['cache-control']]).toEqual([caller, 'private, no-cache']);
    }
    expect((await agents.owner.get('/api/decks/mine').expect(200)).headers['cache-control']).toBe('private, no-cache');
    expect((await agents.owner.get('/api/favorites').expect(200)).headers['cache-control']).toBe('private, no-cache');
    expect((await agents.owner.get('/api/user').expect(200)).headers['cache-control']).toBe('private, no-cache');
    // The galleries are the same for everyone but admins asking for drafts.
    expect((await agents.owner.get('/api/decks/page').query({ source: 'community' }).expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('counts curated and community decks apart on the admin dashboard', async () => {
    const before = (await agents.admin.get('/api/admin/stats').expect(200)).body;
    expect(before.decks).toBeGreaterThan(0);
    await ownersDeck('private', 'Counted');
    expect((await agents.admin.get('/api/admin/stats').expect(200)).body).toMatchObject({ decks: before.decks, communityDecks: before.communityDecks + 1 });
  });

  it.each(VISIBILITIES)('DELETE /api/decks/{id} of a %s deck', async (visibility) => {
    for (const caller of CALLERS) {
      const id = await ownersDeck(visibility);
      const response = await agents[caller].delete(`/api/decks/${id}`);
      const expected = expectedWrite(caller, visibility, 200);
      expect([caller, response.status, response.body.code]).toEqual([caller, expected.status, expected.code ?? undefined]);
      await agents.owner.get(`/api/decks/${id}`).expect(expected.status === 200 ? 404 : 200);
    }
  });

  it.each(VISIBILITIES)('POST /api/decks/{id}/copy of a %s deck', async (visibility) => {
    const id = await ownersDeck(visibility, `Source ${visibility}`);
    for (const caller of CALLERS) {
      const response = await agents[caller].post(`/api/decks/${id}/copy`);
      const expected =
        caller === 'anonymous'
          ? { status: 401, code: 'authentication_required' }
          : caller === 'unverified'
            ? { status: 403, code: 'email_not_verified' }
            : reads(caller, visibility)
              ? { status: 201 }
              : { status: 404, code: 'deck_not_found' };
      expect([caller, response.status, response.body.code]).toEqual([caller, expected.status, expected.code ?? undefined]);
      if (response.status !== 201) continue;
      const admin = caller === 'admin' || caller === 'superadmin';
      expect(response.body).toMatchObject({
        // An admin's copy says so in its name (ADR 0075; no Accept-Language: English).
        name: admin ? `Source ${visibility} (copy)` : `Source ${visibility}`,
        copiedFrom: { id, name: `Source ${visibility}` },
        curated: admin ? 1 : 0,
        isDraft: admin ? 1 : 0,
        visibility: admin ? 'public' : 'private',
      });
      // The copy is the caller's: the deck's owner cannot read another player's private copy.
      if (caller === 'other') await agents.owner.get(`/api/decks/${response.body.id}`).expect(404);
    }
  });

  it('lists a community deck only where its visibility allows: the community gallery, its owner’s page, my decks', async () => {
    const ids = Object.fromEntries(
      await Promise.all(VISIBILITIES.map(async (visibility) => [visibility, await ownersDeck(visibility, `Listed ${visibility}`)])),
    );
    const idsOf = (body: { items: Array<{ id: number }> }) => body.items.map((item) => item.id);
    const community = (await agents.anonymous.get('/api/decks/page').query({ source: 'community', pageSize: 100 }).expect(200)).body;
    expect(idsOf(community)).toContain(ids.public);
    expect(idsOf(community)).not.toContain(ids.unlisted);
    expect(idsOf(community)).not.toContain(ids.private);
    expect(community.items.find((item: { id: number }) => item.id === ids.public)).toMatchObject({
      owner: { username: 'owner-player' },
      curated: 0,
      visibility: 'public',
    });
    // The curated gallery, the product's full list and the sitemap stay curated.
    const curated = (await agents.anonymous.get('/api/decks/page').query({ pageSize: 100 }).expect(200)).body;
    expect(idsOf(curated).some((id) => Object.values(ids).includes(id))).toBe(false);
    expect(curated.items.every((item: { curated: number }) => item.curated === 1)).toBe(true);
    const all = (await agents.anonymous.get('/api/decks').expect(200)).body as Array<{ id: number }>;
    expect(all.some((deck) => Object.values(ids).includes(deck.id))).toBe(false);
    expect((await agents.anonymous.get('/sitemap.xml').expect(200)).text).not.toContain(`/decks/${ids.public}<`);
    const both = (await agents.anonymous.get('/api/decks/page').query({ source: 'all', pageSize: 100 }).expect(200)).body;
    expect(idsOf(both)).toEqual(expect.arrayContaining([ids.public, ...idsOf(curated)]));
    expect(idsOf(both)).not.toContain(ids.private);
    // The community's leader counts.
    const leaders = (await agents.anonymous.get('/api/decks/leaders').query({ source: 'community' }).expect(200)).body as Array<{
      code: string;
      count: number;
    }>;
    expect(leaders.find((leader) => leader.code === 'ST01-001')?.count).toBeGreaterThanOrEqual(1);

    const page = (await agents.anonymous.get('/api/players/OWNER-player').query({ pageSize: 100 }).expect(200)).body;
    expect(page).toMatchObject({ username: 'owner-player', favoritesReceived: expect.any(Number) });
    expect(idsOf(page.decks)).toContain(ids.public);
    expect(idsOf(page.decks)).not.toContain(ids.unlisted);
    expect(idsOf(page.decks)).not.toContain(ids.private);
    await agents.anonymous.get('/api/players/nobody-at-all').expect(404, /player_not_found/);

    const mine = (await agents.owner.get('/api/decks/mine').query({ pageSize: 100 }).expect(200)).body;
    expect(idsOf(mine)).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(mine.items.find((item: { id: number }) => item.id === ids.private)).toMatchObject({ visibility: 'private' });
    const others = (await agents.other.get('/api/decks/mine').query({ pageSize: 100 }).expect(200)).body;
    expect(idsOf(others).some((id) => Object.values(ids).includes(id))).toBe(false);
    await agents.anonymous.get('/api/decks/mine').expect(401);
    await agents.unverified.get('/api/decks/mine').expect(403, /email_not_verified/);
  });

  it('orders the community by most favourited, counts a player’s favourites received, and forgets a deleted account’s', async () => {
    const first = await ownersDeck('public', 'Liked once');
    const second = await ownersDeck('public', 'Liked twice');
    const fan = request.agent(app.server);
    const fanUser = await registerAndLogIn(fan, { username: 'fan-player', email: 'fan@example.com', password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, fanUser.id]);
    const before = (await agents.anonymous.get('/api/players/owner-player').expect(200)).body.favoritesReceived as number;
    await fan.post('/api/favorites').send({ deckId: second }).expect(200);
    await agents.other.post('/api/favorites').send({ deckId: second }).expect(200);
    await agents.other.post('/api/favorites').send({ deckId: first }).expect(200);
    // Earlier tests favourited other decks: only the order of these two is known.
    const order = async () =>
      (
        (await agents.anonymous.get('/api/decks/page').query({ source: 'community', sort: 'favorites', pageSize: 100 }).expect(200)).body.items as Array<{
          id: number;
        }>
      ).map((item) => item.id);
    const top = await order();
    expect(top.indexOf(second)).toBeLessThan(top.indexOf(first));
    expect((await agents.anonymous.get('/api/players/owner-player').expect(200)).body.favoritesReceived).toBe(before + 3);
    await agents.other.delete(`/api/favorites/${second}`).expect(200);
    await agents.superadmin.delete(`/api/admin/user/${fanUser.id}`).expect(200);
    expect((await agents.anonymous.get('/api/players/owner-player').expect(200)).body.favoritesReceived).toBe(before + 1);
    const after = await order();
    expect(after.indexOf(first)).toBeLessThan(after.indexOf(second));
  });

  it('a deck made private disappears from every cached answer at once', async () => {
    const id = await ownersDeck('public', 'Soon private');
    await agents.anonymous.get(`/api/decks/${id}`).expect(200);
    await agents.anonymous.get(`/api/comments/deck/${id}/page`).expect(200);
    await agents.anonymous.get('/api/decks/page').query({ source: 'community', pageSize: 100 }).expect(200);
    await agents.owner
      .put(`/api/decks/${id}`)
      .send(aDeckBody(leaderId, cardIds, { name: 'Soon private', visibility: 'private' }))
      .expect(200);
    await agents.anonymous.get(`/api/decks/${id}`).expect(404);
    await agents.anonymous.get(`/api/comments/deck/${id}/page`).expect(404);
    const community = (await agents.anonymous.get('/api/decks/page').query({ source: 'community', pageSize: 100 }).expect(200)).body;
    expect(community.items.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('ignores curation fields from a player and keeps them for curated decks', async () => {
    await backdateOwnersDecks();
    const created = await agents.owner
      .post('/api/decks')
      .send(aDeckBody(leaderId, cardIds, { tier: 'Tier 3', priority: 1, isDraft: 1, visibility: 'public' }))
      .expect(201);
    expect(created.body).toMatchObject({ tier: 'Tier 1', priority: 5, isDraft: 0, visibility: 'public', curated: 0 });
    const curated = await agents.admin
      .post('/api/decks')
      .send(aDeckBody(leaderId, cardIds, { tier: 'Tier 3', priority: 1, isDraft: 1 }))
      .expect(201);
    expect(curated.body).toMatchObject({ tier: 'Tier 3', priority: 1, isDraft: 1, curated: 1, owner: { username: 'admin-player' } });
    // A curated deck is the admins': a player may read it when published, never change it.
    const published = await agents.admin.post('/api/decks').send(aDeckBody(leaderId, cardIds)).expect(201);
    await agents.owner
      .put(`/api/decks/${published.body.id}`)
      .send(aDeckBody(leaderId, cardIds))
      .expect(403, /not_deck_owner/);
    await agents.owner.delete(`/api/decks/${curated.body.id}`).expect(404);
  });

  it('refuses a player’s 31st deck within an hour with 429 deck_creation_rate_limited and Retry-After; admins are not limited', async () => {
    await backdateOwnersDecks();
    for (let index = 0; index < 30; index += 1) await agents.owner.post('/api/decks').send(aDeckBody(leaderId, cardIds)).expect(201);
    const refused = await agents.owner.post('/api/decks').send(aDeckBody(leaderId, cardIds));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'deck_creation_rate_limited', details: [{ field: 'decks', code: 'too_many', max: 30 }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const source = (await agents.anonymous.get('/api/decks').expect(200)).body[0].id as number;
    await agents.owner.post(`/api/decks/${source}/copy`).expect(429);
    for (let index = 0; index < 31; index += 1) await agents.admin.post(`/api/decks/${source}/copy`).expect(201);
  });

  it('refuses a player’s deck past 200 owned with 409 deck_limit_reached', async () => {
    const db = app.app.get(DataSource);
    const [{ count }] = (await db.query('SELECT COUNT(*) AS count FROM decks WHERE owner_id = ?', [ownerId])) as Array<{ count: number | string }>;
    const [template] = (await db.query('SELECT id FROM decks WHERE owner_id = ? ORDER BY id LIMIT 1', [ownerId])) as Array<{ id: number }>;
    for (let index = Number(count); index < 200; index += 1)
      await agents.owner.post(`/api/decks/${template.id}/copy`).then(async (response) => {
        if (response.status === 429) {
          await backdateOwnersDecks();
          await agents.owner.post(`/api/decks/${template.id}/copy`).expect(201);
        } else expect(response.status).toBe(201);
      });
    const refused = await agents.owner.post('/api/decks').send(aDeckBody(leaderId, cardIds));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'deck_limit_reached', details: [{ field: 'decks', code: 'too_many', max: 200 }] });
    await agents.owner.post(`/api/decks/${template.id}/copy`).expect(409);
    // Deleting one makes room.
    await agents.owner.delete(`/api/decks/${template.id}`).expect(200);
    await backdateOwnersDecks();
    await agents.owner.post('/api/decks').send(aDeckBody(leaderId, cardIds)).expect(201);
  }, 120_000);

  it('opens the list import, statistics and legality to verified players', async () => {
    const parsed = await agents.owner.post('/api/decks/parse-list').send({ text: '1xST01-001, 4xST01-002, 4 ST01-004 Name' }).expect(200);
    expect(parsed.body.leader).toMatchObject({ code: 'ST01-001' });
    expect(parsed.body.cards.map((card: { code: string }) => card.code)).toEqual(['ST01-002', 'ST01-004']);
    await agents.owner
      .post('/api/decks/statistics')
      .send({ cards: [{ cardId: cardIds[0], quantity: 4 }] })
      .expect(200);
    await agents.owner
      .post('/api/decks/legality')
      .send({ leaderId, cards: [{ cardId: cardIds[0], quantity: 4 }] })
      .expect(200);
    // The list reader is everyone's (the paste box of /print, ADR 0071); the other tools are not.
    await agents.unverified.post('/api/decks/parse-list').send({ text: '4xST01-002' }).expect(200);
    expect((await agents.anonymous.post('/api/decks/parse-list').send({ text: '4xST01-002' }).expect(200)).body.cards).toHaveLength(1);
    await agents.unverified
      .post('/api/decks/statistics')
      .send({ cards: [] })
      .expect(403, /email_not_verified/);
    await agents.anonymous.post('/api/decks/statistics').send({ cards: [] }).expect(401);
  });

  it('deletes a deleted player’s decks and keeps an admin’s curated decks without their owner', async () => {
    const agent = request.agent(app.server);
    const user = await registerAndLogIn(agent, { username: 'leaving', email: 'leaving@example.com', password: 'password1' });
    const db = app.app.get(DataSource);
    await db.query('UPDATE users SET isEmailVerified = ?, isAdmin = ? WHERE id = ?', [true, true, user.id]);
    const curated = (
      await agent
        .post('/api/decks')
        .send(aDeckBody(leaderId, cardIds, { name: 'Stays' }))
        .expect(201)
    ).body.id as number;
    await db.query('UPDATE users SET isAdmin = ? WHERE id = ?', [false, user.id]);
    const community = (
      await agent
        .post('/api/decks')
        .send(aDeckBody(leaderId, cardIds, { name: 'Goes', visibility: 'public' }))
        .expect(201)
    ).body.id as number;
    await agents.superadmin.delete(`/api/admin/user/${user.id}`).expect(200);
    await agents.superadmin.get(`/api/decks/${community}`).expect(404);
    expect((await agents.superadmin.get(`/api/decks/${curated}`).expect(200)).body).toMatchObject({ name: 'Stays', owner: null, curated: 1 });
  });
});

describe('the deck tools are rate limited per player account (DECK_TOOLS_RATE_LIMIT)', () => {
  let app: TestApp;
  afterAll(async () => app?.close());

  it('answers 429 too_many_requests past the limit, per account, and never counts admins', async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000', DECK_TOOLS_RATE_LIMIT: '3' });
    const db = app.app.get(DataSource);
    const player = async (username: string) => {
      const agent = request.agent(app.server);
      const user = await registerAndLogIn(agent, { username, email: `${username}@example.com`, password: 'password1' });
      await db.query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
      return agent;
    };
    const first = await player('first-player');
    await first.post('/api/decks/parse-list').send({ text: '4xOP01-016' }).expect(200);
    await first.post('/api/decks/statistics').send({ cards: [] }).expect(200);
    // Counted whatever it answers (no formats on this empty database: 422).
    expect((await first.post('/api/decks/legality').send({ cards: [] })).status).not.toBe(429);
    const refused = await first.post('/api/decks/parse-list').send({ text: '4xOP01-016' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(refused.headers['ratelimit-policy']).toBeDefined();
    // Another account has its own count.
    await (await player('second-player')).post('/api/decks/parse-list').send({ text: '4xOP01-016' }).expect(200);
    const admin = request.agent(app.server);
    await admin.post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    for (let index = 0; index < 5; index += 1) await admin.post('/api/decks/statistics').send({ cards: [] }).expect(200);
    // Visitors may read lists (the paste box of /print, ADR 0071), counted per IP address.
    const visitor = request(app.server);
    for (let index = 0; index < 3; index += 1) await visitor.post('/api/decks/parse-list').send({ text: '4xOP01-016' }).expect(200);
    expect((await visitor.post('/api/decks/parse-list').send({ text: '4xOP01-016' })).status).toBe(429);
  });
});
