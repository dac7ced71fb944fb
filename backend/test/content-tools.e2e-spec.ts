import request from 'supertest';
import { DataSource } from 'typeorm';
import { TINY_PNG } from './support/test-images.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

interface CardRow {
  id: number;
  code: string;
  name: string;
  type: string;
  imageUrl: string | null;
}

const aNewsBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Scheduled news',
  content: '<p>Body</p>',
  author: 'Nami',
  deck_id: null,
  youtube_url: null,
  is_highlighted: false,
  is_draft: false,
  ...overrides,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ADR 0075 (issue 38 item 4): what a CMS offers in the back office. Duplicating a deck through the
 * copy route, a card made by hand, bulk actions on selected cards, pictures for the rich-text editor,
 * and news scheduled for later (hidden until then, shown by itself after, caches included).
 */
describe('back-office content tools (ADR 0075)', () => {
  let app: TestApp;
  let admin: Agent;

  const cards = async () => (await request(app.server).get('/api/cards').expect(200)).body as CardRow[];

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(() => app.close());

  describe('duplicate a deck', () => {
    it("names an admin's copy of a curated deck after it in the admin's language, as a curated draft that remembers its source", async () => {
      const source = ((await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number; name: string }>)[0]!;
      const italian = (await admin.post(`/api/decks/${source.id}/copy`).set('Accept-Language', 'it-IT,it;q=0.9').expect(201)).body;
      expect(italian).toMatchObject({ name: `${source.name} (copia)`, curated: 1, isDraft: 1, copiedFrom: { id: source.id, name: source.name } });
      const english = (await admin.post(`/api/decks/${source.id}/copy`).set('Accept-Language', 'en').expect(201)).body;
      expect(english).toMatchObject({ name: `${source.name} (copy)`, curated: 1, isDraft: 1 });
      // The copies are drafts: the public list is as it was, the admin's has them.
      const publicNames = ((await request(app.server).get('/api/decks').expect(200)).body as Array<{ name: string }>).map((deck) => deck.name);
      expect(publicNames).not.toContain(italian.name);
      const adminNames = ((await admin.get('/api/decks?includeDrafts=true').expect(200)).body as Array<{ name: string }>).map((deck) => deck.name);
      expect(adminNames).toEqual(expect.arrayContaining([italian.name, english.name]));
      // The same list as the source's.
      const [from, to] = await Promise.all([admin.get(`/api/decks/${source.id}`), admin.get(`/api/decks/${italian.id}`)]);
      expect(to.body.cards).toEqual(from.body.cards);
    });
  });

  describe('create a card by hand', () => {
    it('creates a card with the edit form’s fields (201, listed at once) and gives it the official picture when none is given', async () => {
      const created = (
        await admin
          .post('/api/cards')
          .send({ code: 'HM01-001', name: 'Hand Made', type: 'CHARACTER', cost: 3, power: 5000, counter: '1000', color: 'Red/Green', set: 'Hand made' })
          .expect(201)
      ).body;
      expect(created).toMatchObject({
        code: 'HM01-001',
        name: 'Hand Made',
        type: 'CHARACTER',
        cost: 3,
        power: 5000,
        counter: '1000',
        color: 'Red/Green',
        set: 'Hand made',
        imageUrl: 'https://en.onepiece-cardgame.com/images/cardlist/card/HM01-001.png',
      });
      expect((await cards()).find((card) => card.code === 'HM01-001')).toMatchObject({ id: created.id, name: 'Hand Made' });
      const withPicture = (
        await admin
          .post('/api/cards')
          .send({ code: 'HM01-002', name: 'Pictured', type: 'EVENT', cost: null, power: null, imageUrl: 'https://example.com/p.png' })
          .expect(201)
      ).body;
      expect(withPicture).toMatchObject({ imageUrl: 'https://example.com/p.png', cost: null, power: null });
    });

    it('answers 409 card_code_taken for a code that exists, and writes nothing', async () => {
      const before = (await cards()).length;
      const answer = await admin.post('/api/cards').send({ code: 'HM01-001', name: 'Twice', type: 'EVENT' }).expect(409);
      expect(answer.body).toMatchObject({ statusCode: 409, code: 'card_code_taken' });
      expect(await cards()).toHaveLength(before);
    });

    it("refuses what the edit form refuses, and a code that is not shaped as the game's (422 with the fields)", async () => {
      const fields = async (body: Record<string, unknown>) =>
        ((await admin.post('/api/cards').send(body).expect(422)).body.details as Array<{ field: string; code: string }>).map(
          (detail) => `${detail.field}:${detail.code}`,
        );
      expect(await fields({ code: 'OP 01/001', name: 'Bad code', type: 'EVENT' })).toEqual(['code:invalid_format']);
      expect(await fields({ code: 'HM', name: 'Short', type: 'EVENT' })).toEqual(['code:too_short']);
      expect(await fields({ code: 'HM01-009', name: ' ', type: 'Leader' })).toEqual(expect.arrayContaining(['name:too_short', 'type:not_allowed']));
      expect(await fields({ code: 'HM01-009', name: 'x', type: 'EVENT', cost: 'three' })).toEqual(['cost:not_an_integer']);
      expect(await fields({ code: 'HM01-009', name: 'x', type: 'EVENT', imageUrl: 'javascript:alert(1)' })).toEqual(['imageUrl:invalid_url']);
      // In the caller's language, from the catalogue (ADR 0068).
      const italian = await admin.post('/api/cards').set('Accept-Language', 'it').send({ code: 'OP 01', name: 'x', type: 'EVENT' }).expect(422);
      expect(italian.body.message).toContain('lettere e cifre');
      expect((await cards()).some((card) => card.code === 'HM01-009')).toBe(false);
    });
  });

  describe('bulk actions on selected cards', () => {
    it('names the decks a deletion of the selection would empty, then deletes the selection in one request', async () => {
      const all = await cards();
      const deck = (
        await admin.get(`/api/decks/${((await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number }>)[0]!.id}`).expect(200)
      ).body as { id: number; name: string; cards: Array<{ cardId: number; quantity: number }> };
      const used = deck.cards[0]!;
      const spare = (await admin.post('/api/cards').send({ code: 'HM02-001', name: 'Spare', type: 'STAGE' }).expect(201)).body as CardRow;

      const impact = (
        await admin
          .get('/api/cards/bulk-delete/impact')
          .query({ ids: `${used.cardId},${spare.id}` })
          .expect(200)
      ).body;
      expect(impact.deckCount).toBeGreaterThanOrEqual(1);
      expect(impact.decks).toEqual(expect.arrayContaining([expect.objectContaining({ id: deck.id, name: deck.name, cards: used.quantity })]));
      // The spare card alone empties no deck.
      expect(
        (
          await admin
            .get('/api/cards/bulk-delete/impact')
            .query({ ids: String(spare.id) })
            .expect(200)
        ).body,
      ).toEqual({
        deckCount: 0,
        publishedDeckCount: 0,
        decks: [],
      });

      const answer = await admin
        .post('/api/cards/bulk-delete')
        .send({ ids: [spare.id, used.cardId, 987654] })
        .expect(200);
      expect(answer.body).toEqual({ success: true, count: 2 });
      const left = (await cards()).map((card) => card.id);
      expect(left).not.toContain(spare.id);
      expect(left).not.toContain(used.cardId);
      expect(left).toHaveLength(all.length - 1);
    });

    it('refuses a selection that is not 1 to 1,000 card ids (422), deleting nothing', async () => {
      const before = (await cards()).length;
      for (const ids of [[], ['1'], [0], Array.from({ length: 1001 }, (_, index) => index + 1)]) {
        const answer = await admin.post('/api/cards/bulk-delete').send({ ids }).expect(422);
        expect(answer.body).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ field: expect.stringMatching(/^ids/) })] });
      }
      await admin.post('/api/cards/bulk-delete').send({}).expect(422);
      for (const ids of ['', '1,x', '0']) await admin.get('/api/cards/bulk-delete/impact').query({ ids }).expect(422);
      await admin.get('/api/cards/bulk-delete/impact').expect(422);
      expect(await cards()).toHaveLength(before);
    });

    it("normalises the selected cards' types only (the same rule as every card's normalisation)", async () => {
      const first = (await admin.post('/api/cards').send({ code: 'HM03-001', name: 'Old type', type: 'EVENT' }).expect(201)).body as CardRow;
      const second = (await admin.post('/api/cards').send({ code: 'HM03-002', name: 'Old type too', type: 'STAGE' }).expect(201)).body as CardRow;
      // Old spellings, as older imports left them (the form accepts canonical types only).
      const database = app.app.get(DataSource);
      await database.query('UPDATE cards SET type = ? WHERE id = ?', ['Event card', first.id]);
      await database.query('UPDATE cards SET type = ? WHERE id = ?', ['stage', second.id]);

      const answer = (
        await admin
          .post('/api/cards/normalize-types')
          .send({ ids: [first.id] })
          .expect(200)
      ).body;
      expect(answer).toMatchObject({ success: true, updatedCount: 1, updatedExamples: [{ code: 'HM03-001', oldType: 'Event card', newType: 'EVENT' }] });
      const rows = await database.query('SELECT code, type FROM cards WHERE id IN (?, ?) ORDER BY code', [first.id, second.id]);
      expect(rows).toEqual([
        { code: 'HM03-001', type: 'EVENT' },
        { code: 'HM03-002', type: 'stage' },
      ]);
      // Without a body: every card, as before.
      expect((await admin.post('/api/cards/normalize-types').expect(200)).body).toMatchObject({ success: true, updatedCount: 1 });
      await admin.post('/api/cards/normalize-types').send({ ids: [] }).expect(422);
    });
  });

  describe('pictures for the rich-text editor', () => {
    it('stores an upload through the image intake and answers its address, which a saved article keeps', async () => {
      const uploaded = (await admin.post('/api/content-images').attach('image', TINY_PNG, { filename: 'inline.png', contentType: 'image/png' }).expect(200))
        .body;
      expect(uploaded).toEqual({ success: true, imageUrl: expect.stringMatching(/^\/uploads\/content\/[0-9a-f]{32}\.png$/) });
      const served = await request(app.server).get(uploaded.imageUrl).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');

      const html = `<p>Look:</p><p><img src="${uploaded.imageUrl}" alt="board"></p><p><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"></p>`;
      const saved = (
        await admin
          .post('/api/news')
          .send(aNewsBody({ title: 'With a picture', content: html }))
          .expect(201)
      ).body;
      // The site's own upload stays; what the allow-list never took (data:, javascript:) goes, as before.
      expect(saved.content).toContain(`<img src="${uploaded.imageUrl}" alt="board" />`);
      expect(saved.content).not.toContain('data:');
      expect(saved.content).not.toContain('javascript:');
    });

    it('refuses a missing file and what is not an image, as every upload route does', async () => {
      await admin.post('/api/content-images').expect(422);
      const text = await admin
        .post('/api/content-images')
        .attach('image', Buffer.from('not a picture'), { filename: 'a.png', contentType: 'image/png' })
        .expect(422);
      expect(text.body.code).toBe('not_an_image');
    });
  });

  describe('scheduled news', () => {
    // Whole seconds: what both databases keep of a publication time.
    const inSeconds = (seconds: number) => new Date(Math.ceil(Date.now() / 1000 + seconds) * 1000).toISOString();
    const publicIds = async (path: string) =>
      (await request(app.server).get(path).expect(200)).body as Array<{ id: number }> | { items: Array<{ id: number }> } as unknown;
    const idsOf = (body: unknown) => (Array.isArray(body) ? body : (body as { items: Array<{ id: number }> }).items).map((item: { id: number }) => item.id);

    it('hides an article until its publication time from every public read, and shows it by itself after, cached answers included', async () => {
      // Cached answers of every public read, built before the article exists.
      const reads = ['/api/news', '/api/news/page', '/api/news/highlighted'];
      for (const path of reads) await publicIds(path);
      const publishAt = inSeconds(3);
      const scheduled = (
        await admin
          .post('/api/news')
          .send(aNewsBody({ title: 'Coming soon', is_highlighted: true, publish_at: publishAt }))
          .expect(201)
      ).body;
      expect(scheduled).toMatchObject({ is_draft: 0, publish_at: new Date(publishAt).toISOString() });

      for (const path of reads) expect(idsOf(await publicIds(path))).not.toContain(scheduled.id);
      await request(app.server).get(`/api/news/${scheduled.id}`).expect(404);
      await request(app.server).get(`/api/comments/news/${scheduled.id}`).expect(404);
      expect((await request(app.server).get('/sitemap.xml').expect(200)).text).not.toContain(`/news/${scheduled.id}<`);
      const before = (await admin.get('/api/admin/stats').expect(200)).body.publishedNews as number;
      // Admins see it, in their list and on its own.
      expect(idsOf((await admin.get('/api/news?includeDrafts=1').expect(200)).body)).toContain(scheduled.id);
      expect((await admin.get(`/api/news/${scheduled.id}`).expect(200)).body.publish_at).toBe(new Date(publishAt).toISOString());

      await sleep(Math.max(0, new Date(publishAt).getTime() - Date.now()) + 300);

      // No write happened: the cached answers were dropped when it came out.
      for (const path of reads) expect(idsOf(await publicIds(path))[0]).toBe(scheduled.id);
      expect((await request(app.server).get(`/api/news/${scheduled.id}`).expect(200)).body).toMatchObject({
        title: 'Coming soon',
        publish_at: new Date(publishAt).toISOString(),
      });
      await request(app.server).get(`/api/comments/news/${scheduled.id}`).expect(200);
      expect((await request(app.server).get('/sitemap.xml').expect(200)).text).toContain(`/news/${scheduled.id}<`);
      expect((await admin.get('/api/admin/stats').expect(200)).body.publishedNews).toBe(before + 1);
    });

    it('publishes at once with a time in the past, dated and ordered by that time', async () => {
      const yesterday = inSeconds(-24 * 60 * 60);
      const backdated = (
        await admin
          .post('/api/news')
          .send(aNewsBody({ title: 'Yesterday', publish_at: yesterday }))
          .expect(201)
      ).body;
      const fresh = (
        await admin
          .post('/api/news')
          .send(aNewsBody({ title: 'Today' }))
          .expect(201)
      ).body;
      const list = (await request(app.server).get('/api/news').expect(200)).body as Array<{ id: number; publish_at: string | null }>;
      const order = idsOf(list);
      expect(order).toContain(backdated.id);
      // Newest first by publication date: written later, but dated a day earlier.
      expect(order.indexOf(fresh.id)).toBeLessThan(order.indexOf(backdated.id));
      expect(list.find((item) => item.id === backdated.id)!.publish_at).toBe(yesterday);
      // A draft stays hidden whatever its time.
      const draft = (
        await admin
          .post('/api/news')
          .send(aNewsBody({ title: 'Draft', is_draft: true, publish_at: yesterday }))
          .expect(201)
      ).body;
      await request(app.server).get(`/api/news/${draft.id}`).expect(404);
      // Cleared, the time goes: public as soon as it is not a draft.
      const cleared = (
        await admin
          .put(`/api/news/${draft.id}`)
          .send(aNewsBody({ title: 'Draft', is_draft: false, publish_at: null }))
          .expect(200)
      ).body;
      expect(cleared.publish_at).toBeNull();
      await request(app.server).get(`/api/news/${draft.id}`).expect(200);
    });

    it('takes a date-time with its offset only', async () => {
      for (const publish_at of ['2026-12-01T09:00', 'tomorrow', '2026-13-01T09:00:00Z', 12]) {
        const answer = await admin.post('/api/news').send(aNewsBody({ publish_at })).expect(422);
        expect(answer.body.details).toEqual([expect.objectContaining({ field: 'publish_at' })]);
      }
      const offset = (
        await admin
          .post('/api/news')
          .send(aNewsBody({ publish_at: '2030-06-01T10:00:00+02:00' }))
          .expect(201)
      ).body;
      expect(offset.publish_at).toBe('2030-06-01T08:00:00.000Z');
      await request(app.server).get(`/api/news/${offset.id}`).expect(404);
    });
  });
});
