import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { aDeckBody } from './support/deck-body.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
type Page = { items: Array<{ id?: number; card?: { id: number } }>; page: number; pageSize: number; total: number };

/** The Link header's addresses by rel (RFC 8288: `<address>; rel="next", …`). */
function links(header: string | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of (header ?? '').split(/,\s*(?=<)/)) {
    const match = /^<([^>]+)>;\s*rel="([a-z]+)"$/.exec(part.trim());
    if (match) found[match[2]!] = match[1]!;
  }
  return found;
}

/**
 * One way to page (ADR 0067), the same for every list that can grow: `?page=&pageSize=` into
 * `{ items, page, pageSize, total }`, a root-relative `Link` header (first, prev, next, last), 404
 * page_out_of_range past the end, 422 for a malformed page, and the SPEC's plain arrays unchanged.
 */
describe('paging: every paged list', () => {
  let app: TestApp;
  let admin: Agent;
  let player: Agent;
  let playerName: string;
  let deckIds: number[];

  /** Walks a list by following rel="next" from `first`, checking each page's numbers and links. */
  async function walk(agent: Agent, first: string): Promise<{ pages: Page[]; items: Page['items'] }> {
    const pages: Page[] = [];
    let address: string | undefined = first;
    while (address) {
      const response = await agent.get(address).expect(200);
      const body = ('decks' in response.body ? response.body.decks : response.body) as Page;
      const rels = links(response.headers.link);
      const last = Math.max(1, Math.ceil(body.total / body.pageSize));
      expect(body.page).toBe(pages.length + 1);
      expect(rels.first).toMatch(/^\/api\/.*[?&]page=1(&|$)/);
      expect(rels.last).toMatch(new RegExp(`[?&]page=${last}(&|$)`));
      expect(Boolean(rels.prev)).toBe(body.page > 1);
      expect(Boolean(rels.next)).toBe(body.page < last);
      expect(body.items.length).toBe(body.page < last ? body.pageSize : body.total - (last - 1) * body.pageSize);
      pages.push(body);
      address = rels.next;
    }
    return { pages, items: pages.flatMap((page) => page.items) };
  }

  /** Past the last page: 404 page_out_of_range naming the last page; a malformed page: 422. */
  async function refusesPastTheEndAndMalformed(agent: Agent, path: string, last: number): Promise<void> {
    const separator = path.includes('?') ? '&' : '?';
    const past = await agent.get(`${path}${separator}page=${last + 1}`).expect(404);
    expect(past.body).toEqual({
      statusCode: 404,
      code: 'page_out_of_range',
      message: expect.any(String),
      details: [{ field: 'page', code: 'too_large', max: last }],
    });
    // A page number JavaScript reads as a whole number but SQL cannot take as an offset was a 500.
    for (const bad of ['page=0', 'page=x', 'page=1.5', 'page=1e308', 'page=99999999999999999999', 'pageSize=0', 'pageSize=1000']) {
      const refused = await agent.get(`${path}${separator}${bad}`).expect(422);
      expect(refused.body).toMatchObject({ statusCode: 422, code: 'validation_failed', details: [{ field: bad.split('=')[0] }] });
    }
  }

  async function verifiedPlayer(username: string): Promise<Agent> {
    const agent = request.agent(app.server);
    const user = await registerAndLogIn(agent, { username, email: `${username}@example.com`, password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000', SEED_DEMO: 'true' });
    admin = request.agent(app.server);
    await admin.post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    playerName = 'paging-player';
    player = await verifiedPlayer(playerName);
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    const leaderId = cards.find((card) => card.code === 'ST01-001')!.id;
    const cardIds = ['ST01-002', 'ST01-004', 'ST01-013'].map((code) => cards.find((card) => card.code === code)!.id);
    deckIds = [];
    for (let index = 0; index < 5; index += 1) {
      const body = aDeckBody(leaderId, cardIds, { name: `Paged community ${index}`, visibility: 'public' });
      deckIds.push((await player.post('/api/decks').send(body).expect(201)).body.id as number);
    }
    for (const deckId of deckIds) await player.post('/api/favorites').send({ deckId }).expect(200);
    for (let index = 0; index < 5; index += 1)
      await player
        .post('/api/comments')
        .send({ contentType: 'deck', contentId: deckIds[0], content: `comment ${index}` })
        .expect(201);
  }, 120_000);
  afterAll(async () => app?.close());

  it('the curated and community galleries: every deck once, page after page, by the Link header', async () => {
    const curated = (await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number }>;
    const walked = await walk(request.agent(app.server), '/api/decks/page?pageSize=4&sort=name');
    expect(walked.pages[0]!.total).toBe(curated.length);
    expect(new Set(walked.items.map((deck) => deck.id))).toEqual(new Set(curated.map((deck) => deck.id)));
    expect(walked.items).toHaveLength(curated.length);
    await refusesPastTheEndAndMalformed(request.agent(app.server), '/api/decks/page?pageSize=4&sort=name', walked.pages.length);

    const community = await walk(request.agent(app.server), '/api/decks/page?source=community&pageSize=2');
    expect(community.items.map((deck) => deck.id)).toEqual([...deckIds].reverse());
    // The next page's address keeps the request's own parameters, in their order.
    const first = await request(app.server).get('/api/decks/page?source=community&pageSize=2').expect(200);
    expect(links(first.headers.link)).toEqual({
      first: '/api/decks/page?source=community&pageSize=2&page=1',
      next: '/api/decks/page?source=community&pageSize=2&page=2',
      last: '/api/decks/page?source=community&pageSize=2&page=3',
    });
    await refusesPastTheEndAndMalformed(request.agent(app.server), '/api/decks/page?source=community&pageSize=2', 3);
    // Page 1 of an empty list exists.
    const none = await request(app.server).get('/api/decks/page?leader=999999').expect(200);
    expect(none.body).toMatchObject({ items: [], page: 1, total: 0 });
    expect(links(none.headers.link)).toEqual({
      first: '/api/decks/page?leader=999999&page=1&pageSize=9',
      last: '/api/decks/page?leader=999999&page=1&pageSize=9',
    });
    await request(app.server).get('/api/decks/page?leader=999999&page=2').expect(404);
  });

  it('a cached page is sent with its Link header again, 304 included', async () => {
    const first = await request(app.server).get('/api/decks/page?source=community&pageSize=3').expect(200);
    const again = await request(app.server).get('/api/decks/page?source=community&pageSize=3').expect(200);
    expect(again.headers.link).toBe(first.headers.link);
    const notModified = await request(app.server).get('/api/decks/page?source=community&pageSize=3').set('If-None-Match', first.headers.etag!).expect(304);
    expect(notModified.headers.link).toBe(first.headers.link);
  });

  it("my decks, a player's page and my favourites", async () => {
    const mine = await walk(player, '/api/decks/mine?pageSize=2');
    expect(mine.items.map((deck) => deck.id)).toEqual([...deckIds].reverse());
    await refusesPastTheEndAndMalformed(player, '/api/decks/mine?pageSize=2', 3);

    const playerPage = await walk(request.agent(app.server), `/api/players/${playerName}?pageSize=2`);
    expect(playerPage.items).toHaveLength(5);
    await refusesPastTheEndAndMalformed(request.agent(app.server), `/api/players/${playerName}?pageSize=2`, 3);

    const favorites = await walk(player, '/api/favorites/page?pageSize=2');
    const whole = (await player.get('/api/favorites').expect(200)).body as Array<{ id: number }>;
    expect(favorites.items.map((deck) => deck.id)).toEqual(whole.map((deck) => deck.id));
    expect(whole).toHaveLength(5);
    await refusesPastTheEndAndMalformed(player, '/api/favorites/page?pageSize=2', 3);
    await request(app.server).get('/api/favorites/page').expect(401);
  });

  it("a deck's comments, newest first; the product's whole list unchanged", async () => {
    const path = `/api/comments/deck/${deckIds[0]}/page?pageSize=2`;
    const walked = await walk(request.agent(app.server), path);
    const whole = (await request(app.server).get(`/api/comments/deck/${deckIds[0]}`).expect(200)).body as Array<{ id: number; content: string }>;
    expect(Array.isArray(whole)).toBe(true);
    expect(walked.items.map((comment) => comment.id)).toEqual(whole.map((comment) => comment.id).reverse());
    await refusesPastTheEndAndMalformed(request.agent(app.server), path, 3);
    // The old cursor is refused, not ignored.
    expect((await request(app.server).get(`/api/comments/deck/${deckIds[0]}/page?before=3`).expect(422)).body.details).toEqual([
      expect.objectContaining({ field: 'before', code: 'unknown_field' }),
    ]);
  });

  it('news: the whole list stays an array; its pages have the same search', async () => {
    const whole = (await request(app.server).get('/api/news').expect(200)).body as Array<{ id: number }>;
    expect(Array.isArray(whole)).toBe(true);
    const walked = await walk(request.agent(app.server), '/api/news/page?pageSize=2');
    expect(walked.items.map((item) => item.id)).toEqual(whole.map((item) => item.id));
    await refusesPastTheEndAndMalformed(request.agent(app.server), '/api/news/page?pageSize=2', Math.ceil(whole.length / 2));
    const searched = (await request(app.server).get('/api/news?search=guide').expect(200)).body as Array<{ id: number }>;
    const searchedPage = (await request(app.server).get('/api/news/page?search=guide').expect(200)).body as Page;
    expect(searchedPage.items.map((item) => item.id)).toEqual(searched.map((item) => item.id));
    const drafts = (await admin.get('/api/news/page?includeDrafts=1&pageSize=100').expect(200)).body as Page;
    expect(drafts.total).toBeGreaterThan(walked.pages[0]!.total);
  });

  it('tournaments (admins): page 1 of none, then 404', async () => {
    const first = await admin.get('/api/tournaments/page').expect(200);
    const whole = (await admin.get('/api/tournaments').expect(200)).body as unknown[];
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: whole.length });
    expect(links(first.headers.link)).toMatchObject({ first: '/api/tournaments/page?page=1&pageSize=20' });
    await refusesPastTheEndAndMalformed(admin, '/api/tournaments/page', Math.max(1, Math.ceil(whole.length / 20)));
    await player.get('/api/tournaments/page').expect(403);
  });

  it('the card gallery: every tile once, page after page; the whole card list stays an array', async () => {
    const walked = await walk(request.agent(app.server), '/api/cards/gallery?q=t%3Aleader&pageSize=5');
    const ids = (await request(app.server).get('/api/cards/search?q=t%3Aleader').expect(200)).body.ids as number[];
    expect(walked.pages[0]!.total).toBeGreaterThan(5);
    expect(new Set(walked.items.map((group) => group.card!.id)).size).toBe(walked.items.length);
    expect(walked.items.every((group) => ids.includes(group.card!.id))).toBe(true);
    await refusesPastTheEndAndMalformed(request.agent(app.server), '/api/cards/gallery?q=t%3Aleader&pageSize=5', walked.pages.length);
    expect(Array.isArray((await request(app.server).get('/api/cards').expect(200)).body)).toBe(true);
    expect(Array.isArray((await request(app.server).get('/api/decks').expect(200)).body)).toBe(true);
  });

  it('the moderation queue (admins) pages the same way', async () => {
    const first = await admin.get('/api/admin/reports').expect(200);
    expect(first.body).toMatchObject({ page: 1, total: 0, items: [] });
    expect(links(first.headers.link)).toMatchObject({ first: '/api/admin/reports?page=1&pageSize=20' });
    await admin.get('/api/admin/reports?page=2').expect(404);
  });
});
