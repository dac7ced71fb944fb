import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const aNews = (overrides: Record<string, unknown> = {}) => ({
  title: 'OP11 release notes',
  title_it: 'Note di uscita OP11',
  content: '<p>New <strong>set</strong> out now.</p>',
  content_it: '<p>Nuovo <strong>set</strong> in uscita.</p>',
  author: 'Nami',
  deck_id: null,
  youtube_url: null,
  is_highlighted: false,
  is_draft: false,
  ...overrides,
});

describe('news API', () => {
  let app: TestApp;
  let admin: Agent;

  async function user(name: string): Promise<Agent> {
    const agent = request.agent(app.server);
    const registered = await registerAndLogIn(agent, { username: name, email: `${name}@example.com`, password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, registered.id]);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => app.close());

  it('seeds the articles the site links to under their fixed ids, one a draft', async () => {
    const guide = (await request(app.server).get('/api/news/4').expect(200)).body;
    expect(guide).toMatchObject({ id: 4, title: expect.stringMatching(/beginner guide/i), title_it: expect.stringMatching(/principianti/i), is_draft: 0 });
    expect(guide.content).toContain('DON!!');
    const whatIs = (await request(app.server).get('/api/news/5').expect(200)).body;
    expect(whatIs.title).toMatch(/What is the One Piece Card Game/);
    const all = (await admin.get('/api/news?includeDrafts=1').expect(200)).body as Array<{ id: number; is_draft: number; is_highlighted: number }>;
    expect(all.map((item) => item.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all.filter((item) => item.is_draft === 1).map((item) => item.id)).toEqual([6]);
    expect(all.some((item) => item.is_highlighted === 1)).toBe(true);
    // The next article continues after the fixed ids.
    const next = (
      await admin
        .post('/api/news')
        .send(aNews({ title: 'After the seed' }))
        .expect(201)
    ).body;
    expect(next.id).toBe(7);
    await admin.delete(`/api/news/${next.id}`).expect(200);
  });

  it('lets an admin create, read, change and delete an article with the product field names', async () => {
    const decks = (await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number }>;
    const created = (
      await admin
        .post('/api/news')
        .send(aNews({ deck_id: decks[0].id, youtube_url: 'https://youtu.be/dQw4w9WgXcQ', is_highlighted: 1 }))
        .expect(201)
    ).body;
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'OP11 release notes',
      title_it: 'Note di uscita OP11',
      content: '<p>New <strong>set</strong> out now.</p>',
      content_it: '<p>Nuovo <strong>set</strong> in uscita.</p>',
      excerpt: 'New set out now.',
      excerpt_it: 'Nuovo set in uscita.',
      // The page's head in each language, computed once by the server (the client keeps no copy of the rule).
      pageDescription: { it: 'Nuovo set in uscita.', en: 'New set out now.' },
      author: 'Nami',
      deck_id: decks[0].id,
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      image_url: null,
      is_highlighted: 1,
      is_draft: 0,
      // Public as soon as saved (no publication time chosen, ADR 0075).
      publish_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const listed = (await request(app.server).get('/api/news').expect(200)).body.find((item: { id: number }) => item.id === created.id);
    expect(listed).not.toHaveProperty('content');
    expect(listed).toMatchObject({ excerpt: 'New set out now.', is_highlighted: 1 });
    expect((await request(app.server).get('/api/news/highlighted').expect(200)).body.map((item: { id: number }) => item.id)).toContain(created.id);

    const updated = (
      await admin
        .put(`/api/news/${created.id}`)
        .send(aNews({ title: 'Changed', title_it: '', content_it: '<p><br></p>', is_highlighted: false }))
        .expect(200)
    ).body;
    expect(updated).toMatchObject({ id: created.id, title: 'Changed', title_it: null, content_it: null, excerpt_it: null, is_highlighted: 0, deck_id: null });
    expect((await request(app.server).get('/api/news/highlighted').expect(200)).body.map((item: { id: number }) => item.id)).not.toContain(created.id);

    await admin.delete(`/api/news/${created.id}`).expect(200);
    expect((await request(app.server).get(`/api/news/${created.id}`).expect(404)).body.code).toBe('news_not_found');
    await admin.delete(`/api/news/${created.id}`).expect(404);
    await admin.put(`/api/news/${created.id}`).send(aNews()).expect(404);
  });

  it('refuses missing title, content or author, an unknown deck and a bad body', async () => {
    const missing = (
      await admin
        .post('/api/news')
        .set('Accept-Language', 'it')
        .send(aNews({ title: ' ', content: '<p><br></p>', author: '' }))
        .expect(422)
    ).body;
    expect(missing).toMatchObject({ code: 'invalid_news', message: 'Compila tutti i campi obbligatori' });
    expect(
      (
        await admin
          .post('/api/news')
          .send(aNews({ deck_id: 999999 }))
          .expect(422)
      ).body.code,
    ).toBe('unknown_deck');
    const { title: _title, ...untitled } = aNews();
    expect((await admin.post('/api/news').send(untitled)).status).toBe(422);
    expect((await admin.post('/api/news').send(aNews({ youtube_url: 'javascript:alert(1)' }))).status).toBe(422);
  });

  it('never gives back a <script> or an event handler from the content', async () => {
    const created = (
      await admin
        .post('/api/news')
        .send(
          aNews({
            content: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
            content_it: '<script>alert(4)</script><p>Ciao</p>',
          }),
        )
        .expect(201)
    ).body;
    const read = (await request(app.server).get(`/api/news/${created.id}`).expect(200)).body;
    for (const html of [created.content, created.content_it, read.content, read.content_it]) {
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    }
    expect(read.content).toContain('Hi');
    expect(read.content_it).toBe('<p>Ciao</p>');
    await admin.delete(`/api/news/${created.id}`).expect(200);
  });

  it('keeps drafts from everyone but admins, and counts only published news on the dashboard', async () => {
    const draft = (
      await admin
        .post('/api/news')
        .send(aNews({ title: 'Secret draft', is_draft: true, is_highlighted: true }))
        .expect(201)
    ).body;
    const visitor = request(app.server);
    expect((await visitor.get('/api/news').expect(200)).body.map((item: { id: number }) => item.id)).not.toContain(draft.id);
    expect((await visitor.get('/api/news?includeDrafts=1').expect(200)).body.map((item: { id: number }) => item.id)).not.toContain(draft.id);
    expect((await visitor.get('/api/news/highlighted?limit=12').expect(200)).body.map((item: { id: number }) => item.id)).not.toContain(draft.id);
    await visitor.get(`/api/news/${draft.id}`).expect(404);
    const reader = await user('reader');
    await reader.get(`/api/news/${draft.id}`).expect(404);
    expect((await reader.get('/api/news?includeDrafts=1').expect(200)).body.map((item: { id: number }) => item.id)).not.toContain(draft.id);
    expect((await admin.get(`/api/news/${draft.id}`).expect(200)).body.is_draft).toBe(1);
    expect((await admin.get('/api/news?includeDrafts=1').expect(200)).body.map((item: { id: number }) => item.id)).toContain(draft.id);

    const published = (await visitor.get('/api/news').expect(200)).body.length;
    expect((await admin.get('/api/admin/stats').expect(200)).body.publishedNews).toBe(published);
    await admin.delete(`/api/news/${draft.id}`).expect(200);
  });

  it('searches by title in either language or by author, treating wildcards literally', async () => {
    const ids = async (search: string) =>
      (await request(app.server).get('/api/news').query({ search }).expect(200)).body.map((item: { id: number }) => item.id);
    expect(await ids('BEGINNER')).toEqual([4]);
    expect(await ids('principianti')).toEqual([4]);
    expect((await ids('op decks')).length).toBe(5);
    expect(await ids('%')).toEqual([]);
    expect(await ids('tournament')).toEqual([]);
  });

  it('takes an image for an existing article only, judged by its bytes, up to 5 MB', async () => {
    const created = (await admin.post('/api/news').send(aNews()).expect(201)).body;
    const uploaded = (await admin.post(`/api/news/${created.id}/image`).attach('image', PNG, { filename: 'cover.png', contentType: 'image/png' }).expect(200))
      .body;
    expect(uploaded).toEqual({ success: true, imageUrl: expect.stringMatching(/^\/uploads\/news\/[0-9a-f]{32}\.png$/) });
    expect((await request(app.server).get(`/api/news/${created.id}`).expect(200)).body.image_url).toBe(uploaded.imageUrl);
    await request(app.server).get(uploaded.imageUrl).expect(200);

    const renamed = await admin
      .post(`/api/news/${created.id}/image`)
      .attach('image', Buffer.from('<?php echo "not an image"; ?>'), { filename: 'cover.png', contentType: 'image/png' })
      .set('Accept-Language', 'it')
      .expect(422);
    expect(renamed.body).toEqual({ statusCode: 422, code: 'not_an_image', message: "Il file selezionato non è un'immagine valida." });
    const sixMegabytes = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await admin.post(`/api/news/${created.id}/image`).attach('image', sixMegabytes, 'big.png').expect(413)).body.code).toBe('payload_too_large');
    expect((await admin.post(`/api/news/${created.id}/image`).field('other', 'x').expect(422)).body.code).toBe('image_missing');
    expect((await admin.post('/api/news/999999/image').attach('image', PNG, 'cover.png').expect(404)).body.code).toBe('news_not_found');
    expect((await request(app.server).get(`/api/news/${created.id}`).expect(200)).body.image_url).toBe(uploaded.imageUrl);
    await admin.delete(`/api/news/${created.id}`).expect(200);
  });

  it('takes comments on published news, hides them for drafts and removes them with the article', async () => {
    const article = (await admin.post('/api/news').send(aNews()).expect(201)).body;
    const draft = (
      await admin
        .post('/api/news')
        .send(aNews({ is_draft: true }))
        .expect(201)
    ).body;
    const reader = await user('commenter');
    const comment = (await reader.post('/api/comments').send({ contentType: 'news', contentId: article.id, content: 'Thanks for the notes!' }).expect(201))
      .body;
    expect(comment).toMatchObject({ contentType: 'news', contentId: article.id, username: 'commenter' });
    expect((await request(app.server).get(`/api/comments/news/${article.id}`).expect(200)).body.map((entry: { content: string }) => entry.content)).toEqual([
      'Thanks for the notes!',
    ]);
    await reader.post('/api/comments').send({ contentType: 'news', contentId: draft.id, content: 'early' }).expect(404);
    await request(app.server).get(`/api/comments/news/${draft.id}`).expect(404);
    await admin.post('/api/comments').send({ contentType: 'news', contentId: draft.id, content: 'note to self' }).expect(201);

    await admin.delete(`/api/news/${article.id}`).expect(200);
    await request(app.server).get(`/api/comments/news/${article.id}`).expect(404);
    const left = await app.app.get(DataSource).query('SELECT COUNT(*) AS count FROM comments WHERE contentType = ? AND contentId = ?', ['news', article.id]);
    expect(Number(left[0].count)).toBe(0);
    await admin.delete(`/api/news/${draft.id}`).expect(200);
    const leftOnDraft = await app.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS count FROM comments WHERE contentType = ? AND contentId = ?', ['news', draft.id]);
    expect(Number(leftOnDraft[0].count)).toBe(0);
  });

  it('drops the deck link when the linked deck is deleted', async () => {
    const decks = (await admin.get('/api/decks?includeDrafts=1').expect(200)).body as Array<{ id: number; isDraft: number }>;
    const doomed = decks.find((deck) => deck.isDraft === 1)!;
    const article = (
      await admin
        .post('/api/news')
        .send(aNews({ deck_id: doomed.id }))
        .expect(201)
    ).body;
    await admin.delete(`/api/decks/${doomed.id}`).expect(200);
    expect((await request(app.server).get(`/api/news/${article.id}`).expect(200)).body.deck_id).toBeNull();
  });
});
