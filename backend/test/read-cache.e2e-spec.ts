import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** What Chrome sends: brotli last in the list. */
const CHROME = 'gzip, deflate, br, zstd';

describe('public answers kept compressed until a write (ADR 0022)', () => {
  let app: TestApp;
  let admin: Agent;
  let deckId: number;
  let draftId: number;

  async function reader(name: string): Promise<Agent> {
    const agent = request.agent(app.server);
    await agent
      .post('/api/register')
      .send({ username: name, email: `${name}@example.com`, password: 'password1' })
      .expect((response) => {
        if (response.status >= 300) throw new Error(`register: ${response.status}`);
      });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE username = ?', [true, name]);
    await agent.post('/api/login').send({ username: name, password: 'password1' }).expect(200);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const decks = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body as Array<{ id: number; isDraft: number }>;
    deckId = decks.find((deck) => deck.isDraft === 0)!.id;
    draftId = decks.find((deck) => deck.isDraft === 1)!.id;
  });
  afterAll(async () => app.close());

  it("answers Chrome's Accept-Encoding with brotli, for kept answers and for the compression middleware's alike", async () => {
    for (const path of ['/api/cards', '/api/decks/leaders', `/api/decks/${deckId}`, '/api/tierlist']) {
      const kept = await request(app.server).get(path).set('Accept-Encoding', CHROME).expect(200);
      expect([path, kept.headers['content-encoding']]).toEqual([path, 'br']);
      expect(kept.headers.vary).toMatch(/Accept-Encoding/);
    }
    // Admins' list with drafts is never cached: the compression middleware compresses it, in brotli too.
    const uncached = await admin.get('/api/decks?includeDrafts=true').set('Accept-Encoding', CHROME).expect(200);
    expect(uncached.headers['content-encoding']).toBe('br');
    expect((await admin.get('/api/decks?includeDrafts=true').set('Accept-Encoding', 'gzip, br;q=0').expect(200)).headers['content-encoding']).toBe('gzip');
    expect((await request(app.server).get('/api/cards').set('Accept-Encoding', 'gzip;q=1, br;q=0.1').expect(200)).headers['content-encoding']).toBe('br');
    expect((await request(app.server).get('/api/cards').set('Accept-Encoding', 'identity').expect(200)).headers['content-encoding']).toBeUndefined();
  });

  it('answers the same bytes with an ETag until a write changes them, and 304 when unchanged', async () => {
    const created = (await admin.post('/api/news').send({ title: 'Kept news', content: '<p>First text</p>', author: 'Nami' }).expect(201)).body;
    const first = await request(app.server).get(`/api/news/${created.id}`).set('Accept-Encoding', 'br').expect(200);
    const again = await request(app.server).get(`/api/news/${created.id}`).set('Accept-Encoding', 'br').expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    await request(app.server).get(`/api/news/${created.id}`).set('If-None-Match', first.headers.etag).expect(304);
    expect((await request(app.server).get('/api/news').expect(200)).body.map((item: { id: number }) => item.id)).toContain(created.id);

    await admin.put(`/api/news/${created.id}`).send({ title: 'Changed news', content: '<p>Second text</p>', author: 'Nami' }).expect(200);
    const changed = await request(app.server).get(`/api/news/${created.id}`).set('If-None-Match', first.headers.etag).expect(200);
    expect(changed.body.title).toBe('Changed news');
    expect(changed.headers.etag).not.toBe(first.headers.etag);

    await admin.delete(`/api/news/${created.id}`).expect(200);
    await request(app.server).get(`/api/news/${created.id}`).expect(404);
    expect((await request(app.server).get('/api/news').expect(200)).body.map((item: { id: number }) => item.id)).not.toContain(created.id);
  });

  it('never gives anyone an answer meant for another role', async () => {
    const visitorList = (await request(app.server).get('/api/decks?includeDrafts=true').expect(200)).body as Array<{ id: number }>;
    expect(visitorList.map((deck) => deck.id)).not.toContain(draftId);
    expect(((await admin.get('/api/decks?includeDrafts=true').expect(200)).body as Array<{ id: number }>).map((deck) => deck.id)).toContain(draftId);
    await admin.post('/api/news').send({ title: 'Secret draft', content: '<p>Soon</p>', author: 'Nami', is_draft: true }).expect(201);
    const visitorNews = (await request(app.server).get('/api/news?includeDrafts=1').expect(200)).body as Array<{ title: string }>;
    expect(visitorNews.map((item) => item.title)).not.toContain('Secret draft');
    expect(((await admin.get('/api/news?includeDrafts=1').expect(200)).body as Array<{ title: string }>).map((item) => item.title)).toContain('Secret draft');
    await admin.get(`/api/decks/${draftId}`).expect(200);
    await request(app.server).get(`/api/decks/${draftId}`).expect(404);
    await admin.get(`/api/comments/deck/${draftId}/page`).expect(200);
    await request(app.server).get(`/api/comments/deck/${draftId}/page`).expect(404);
    await request(app.server).get(`/api/comments/deck/${draftId}`).expect(404);
  });

  it('pages comments newest first in SQL, numbered pages with the total; the product list stays whole', async () => {
    const luffy = await reader('luffy_pages');
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) {
      ids.push((await luffy.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: text }).expect(201)).body.id);
    }
    const first = (await request(app.server).get(`/api/comments/deck/${deckId}/page?pageSize=2`).expect(200)).body;
    expect(first.items.map((comment: { content: string }) => comment.content)).toEqual(['five', 'four']);
    expect(first.items[0]).toMatchObject({ username: 'luffy_pages', contentType: 'deck', contentId: deckId });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const second = (await request(app.server).get(`/api/comments/deck/${deckId}/page?pageSize=2&page=2`).expect(200)).body;
    expect(second.items.map((comment: { content: string }) => comment.content)).toEqual(['three', 'two']);
    const last = (await request(app.server).get(`/api/comments/deck/${deckId}/page?pageSize=2&page=3`).expect(200)).body;
    expect(last).toMatchObject({ total: 5, page: 3 });
    expect(last.items.map((comment: { content: string }) => comment.content)).toEqual(['one']);
    expect((await request(app.server).get(`/api/comments/deck/${deckId}/page`).expect(200)).body.items).toHaveLength(5);

    // A new comment drops the cached pages at once: the next read shows it first.
    await luffy.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'six' }).expect(201);
    const fresh = (await request(app.server).get(`/api/comments/deck/${deckId}/page?pageSize=2`).expect(200)).body;
    expect(fresh.items[0].content).toBe('six');
    expect(fresh.total).toBe(6);
    const whole = (await request(app.server).get(`/api/comments/deck/${deckId}`).expect(200)).body as Array<{ content: string }>;
    expect(whole.map((comment) => comment.content)).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);

    // Malformed or past the end (ADR 0067); the old cursor's parameters are refused, not ignored.
    for (const query of ['pageSize=0', 'pageSize=101', 'page=abc', 'page=0', 'before=3', 'limit=2']) {
      expect((await request(app.server).get(`/api/comments/deck/${deckId}/page?${query}`).expect(422)).body.code).toBe('validation_failed');
    }
    expect((await request(app.server).get(`/api/comments/deck/${deckId}/page?page=2`).expect(404)).body.code).toBe('page_out_of_range');
  });
});
