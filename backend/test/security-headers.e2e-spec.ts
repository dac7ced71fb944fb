import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>OP Decks</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The CSP as a map of directive → sources. */
function directives(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** #15 item 5: the referrer YouTube's player needs, and a CSP that blocks inline script. */
describe('security headers', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'opdecks-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    app = await startTestApp({ SEED_DEMO: 'true', FRONTEND_DIST: dist, AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives a deck page with a video the referrer policy and a CSP that lets the YouTube embed play', async () => {
    const admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    const id = (code: string) => cards.find((card) => card.code === code)!.id;
    const withVideo = (
      await admin
        .post('/api/decks')
        .send({
          name: 'Video deck',
          author: 'Nami',
          tier: 'Tier 2',
          format: 'OP10',
          leaderId: id('ST01-001'),
          shortDescription: 'with a video',
          description: '<p>x</p>',
          description_en: '<p>x</p>',
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          matchups: [],
          priority: 2,
          isDraft: 0,
          cards: [
            { cardId: id('ST01-002'), quantity: 4 },
            { cardId: id('ST01-004'), quantity: 4 },
            { cardId: id('ST01-013'), quantity: 2 },
          ],
        })
        .expect(201)
    ).body as { id: number };

    // The policy is the whole site's (the pages React Router renders get the same headers; frontend/e2e checks a page's).
    const page = await request(app.server).get(`/api/decks/${withVideo.id}`).expect(200);
    // The embedded player gets the site's origin as referrer (it refuses to play without one).
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com']));
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://i.ytimg.com']));
    // Inline script stays blocked but for the page's own, carrying this answer's nonce: no
    // 'unsafe-inline' / 'unsafe-eval', no inline handlers.
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/)]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('sends the same policy on the API', async () => {
    const response = await request(app.server).get('/api/health');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    // A new nonce for every answer.
    const again = await request(app.server).get('/api/health');
    expect(again.headers['content-security-policy']).not.toBe(response.headers['content-security-policy']);
  });
});
