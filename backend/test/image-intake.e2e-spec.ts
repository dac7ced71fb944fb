import sharp from 'sharp';
import request from 'supertest';
import { jpegWithExif, pngBomb, SVG, TINY_PNG } from './support/test-images.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/**
 * Issue 32 items 3 and 6: every upload route goes through the one image intake (a bomb and an SVG
 * answer 422 with their codes, what is kept is re-encoded without EXIF), and a card's image address
 * is http(s) or one of the site's uploads.
 */
describe('image intake on the upload routes (issue 32)', () => {
  let app: TestApp;
  let admin: Agent;
  let newsId: number;
  let card: { id: number; code: string };

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    newsId = (
      await admin
        .post('/api/news')
        .send({ title: 'Cover test', content: '<p>Body</p>', author: 'Nami', deck_id: null, youtube_url: null, is_highlighted: false, is_draft: false })
        .expect(201)
    ).body.id;
    await admin
      .post('/api/cards/import')
      .send([{ code: 'IMG-001', name: 'Picture test', type: 'CHARACTER', imageUrl: 'https://example.com/a.png' }])
      .expect(200);
    card = ((await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>).find((entry) => entry.code === 'IMG-001')!;
  });
  afterAll(() => app.close());

  // The rich-text editor's pictures (ADR 0075) take the same path.
  const routes = () => [`/api/news/${newsId}/image`, `/api/cards/${card.id}/image`, '/api/content-images'];

  it('refuses a decompression bomb (20000×20000 declared in a few kilobytes) on every upload route with 422', async () => {
    const bomb = pngBomb();
    for (const route of routes()) {
      const answer = await admin.post(route).attach('image', bomb, { filename: 'cover.png', contentType: 'image/png' }).expect(422);
      expect(answer.body).toMatchObject({ statusCode: 422, code: 'image_too_many_pixels' });
    }
    expect((await request(app.server).get(`/api/news/${newsId}`).expect(200)).body.image_url).toBeNull();
  });

  it('refuses an SVG on every upload route with 422, whatever name and type it is sent with', async () => {
    for (const route of routes()) {
      for (const [filename, contentType] of [
        ['logo.svg', 'image/svg+xml'],
        ['logo.png', 'image/png'],
      ]) {
        const answer = await admin.post(route).attach('image', SVG, { filename, contentType }).expect(422);
        expect(answer.body).toMatchObject({ statusCode: 422, code: 'image_format_not_allowed' });
      }
    }
  });

  it('keeps the picture the intake wrote: upright, without EXIF, served as what it is', async () => {
    const photo = await jpegWithExif();
    for (const route of routes()) {
      const uploaded = (await admin.post(route).attach('image', photo, { filename: 'photo.jpg', contentType: 'image/jpeg' }).expect(200)).body;
      expect(uploaded.imageUrl).toMatch(/^\/uploads\/(news|cards|content)\/[0-9a-f]{32}\.jpg$/);
      const served = await request(app.server).get(uploaded.imageUrl).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
      expect(metadata.exif).toBeUndefined();
      expect((served.body as Buffer).includes('SpyCam')).toBe(false);
    }
    // Still the small PNG the routes always took.
    for (const route of routes()) await admin.post(route).attach('image', TINY_PNG, { filename: 'a.png', contentType: 'image/png' }).expect(200);
  });

  it("takes only http(s) or the site's uploads as a card's image address (422 invalid_url on imageUrl)", async () => {
    const form = { code: card.code, name: 'Picture test', type: 'CHARACTER', cost: null, power: null };
    for (const imageUrl of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.png',
      '/etc/passwd',
      'https://user:pw@example.com/a.png',
    ]) {
      const answer = await admin
        .put(`/api/cards/${card.id}`)
        .send({ ...form, imageUrl })
        .expect(422);
      expect(answer.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'imageUrl', code: 'invalid_url' }] });
    }
    await admin
      .put(`/api/cards/${card.id}`)
      .send({ ...form, imageUrl: 'https://en.onepiece-cardgame.com/images/cardlist/card/OP01-001.png' })
      .expect(200);
    const upload = (await admin.post(`/api/cards/${card.id}/image`).attach('image', TINY_PNG, 'a.png').expect(200)).body.imageUrl;
    expect(
      (
        await admin
          .put(`/api/cards/${card.id}`)
          .send({ ...form, imageUrl: upload })
          .expect(200)
      ).body.card.imageUrl,
    ).toBe(upload);
  });
});
