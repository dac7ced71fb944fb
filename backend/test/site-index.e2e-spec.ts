import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://decks.example.org';

/** What crawlers read beside the server-rendered pages (frontend/e2e/server-render.spec.ts tests the pages' heads). */
describe('robots.txt and sitemap.xml (issue 12)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000', PUBLIC_URL });
  });
  afterAll(() => app.close());

  it('serves robots.txt and a sitemap of every public page in both languages, drafts left out', async () => {
    const robots = await request(app.server).get('/robots.txt').expect(200).expect('Content-Type', 'text/plain; charset=utf-8');
    expect(robots.text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /my-account\nDisallow: /api/');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);

    const admin = request.agent(app.server);
    await admin.post('/api/admin/login').set('Origin', PUBLIC_URL).send({ username: 'admin', password: 'admin-password' }).expect(200);
    const decks = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body as Array<{ id: number; isDraft: number }>;
    const published = decks.find((deck) => deck.isDraft === 0)!;
    const draft = decks.find((deck) => deck.isDraft === 1)!;

    const xml = (await request(app.server).get('/sitemap.xml').expect(200).expect('Content-Type', 'application/xml; charset=utf-8')).text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const page of ['/', '/cards', '/decks', '/news', '/tier-list', '/print', '/privacy', '/auth']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}/it${page}</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/en${page}</loc>`);
    }
    expect(xml).toContain(`<loc>${PUBLIC_URL}/it/decks/${published.id}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/decks/${published.id}"/>`);
    expect(xml).not.toContain(`/decks/${draft.id}<`);
    // A page per card (printings together) and per leader (issue 35).
    expect(xml).toContain(`<loc>${PUBLIC_URL}/en/cards/ST01-002</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/it/leaders/ST01-001</loc>`);
    expect(xml).not.toContain('/leaders/ST01-002<');
    expect(xml).not.toMatch(/\/cards\/[^<]*_[pP]\d*</);
  });

  it('answers an unknown API address with the JSON error, as every API error', async () => {
    const response = await request(app.server).get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});
