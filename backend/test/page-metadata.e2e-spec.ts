import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { cardImagePath } from '@op-decks/shared-rules/card-image-address';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

const PUBLIC_URL = 'https://decks.example.org';
/** The built index.html's shape (frontend/index.html after vite build). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>OP Decks</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The front end's page renderer as the build leaves it beside dist (ADR 0045), standing in for the
 * React one: what the server gives it, and what it gives back, are what this test looks at.
 */
const PAGE_RENDERER = `
export async function renderPageShell(path, language, data) {
  const heading = data.news ? '<h1>' + data.news.title.replace(/</g, '&lt;') + '</h1>' : '';
  return '<main>' + heading + '<p>drawn in ' + language + ' at ' + path + ' with ' + Object.keys(data).join() + '</p></main>';
}
export function firstScreenDataScript(data) {
  return '<script type="application/json" id="first-screen-data">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>';
}
`;

const meta = (html: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('page metadata, status codes, robots.txt and sitemap.xml (issue 12)', () => {
  let app: TestApp;
  let admin: Agent;
  let root: string;
  let dist: string;
  let rush: { id: number; leader: { code: string; imageUrl: string | null } };
  let draftId: number;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'opdecks-frontend-'));
    dist = join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'page-shell.mjs'), PAGE_RENDERER);
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(
      join(dist, 'page-shells.json'),
      JSON.stringify({
        heroImageSlot: '/page-shell/hero-image',
        shells: {
          en: { '/cards': '<main><h1>Card database</h1></main>', '/decks/:id': '<main>Loading deck<img src="/page-shell/hero-image"></main>' },
          it: { '/cards': '<main><h1>Database delle carte</h1></main>', '/decks/:id': '<main>Caricamento mazzo<img src="/page-shell/hero-image"></main>' },
        },
      }),
    );
    writeFileSync(join(dist, 'page-scripts.json'), JSON.stringify({ boot: '/assets/boot-b.js', pages: {}, catalogues: {} }));
    writeFileSync(
      join(dist, 'page-data.json'),
      JSON.stringify({
        pages: {
          '/decks/:id': ['/api/decks/:id'],
          '/news/:id': ['/api/news/:id', '/api/comments/news/:id/page'],
          '/news': ['/api/session', '/api/news?'],
          '/privacy': ['/api/session', '/api/settings/privacy_policy?language=:language'],
        },
      }),
    );
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000', FRONTEND_DIST: dist, PUBLIC_URL });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').set('Origin', PUBLIC_URL).send({ username: 'admin', password: 'admin-password' }).expect(200);
    const decks = (await admin.get('/api/decks?includeDrafts=true').expect(200)).body;
    rush = decks.find((deck: { name: string }) => deck.name === 'Straw Hat Rush');
    draftId = decks.find((deck: { isDraft: number }) => deck.isDraft === 1).id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("gives a seeded deck's page its own title, description and absolute leader image", async () => {
    const response = await request(app.server)
      .get(`/en/decks/${rush.id}`)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const html = response.text;
    expect(title(html)).toBe('Straw Hat Rush – OP Decks');
    expect(meta(html, 'property', 'og:title')).toBe('Straw Hat Rush – OP Decks');
    const description = meta(html, 'name', 'description')!;
    expect(description.length).toBeGreaterThan(10);
    expect(description).not.toMatch(/[<>]/);
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(rush.leader.imageUrl).toBeTruthy();
    const image = meta(html, 'property', 'og:image')!;
    expect(image).toMatch(/^https?:\/\//);
    expect(image.endsWith(rush.leader.imageUrl!.replace(/^https?:\/\/[^/]+/, ''))).toBe(true);
    expect(meta(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/en/decks/${rush.id}`);
    expect(html).toContain(`<link rel="alternate" hreflang="it" href="${PUBLIC_URL}/it/decks/${rush.id}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/decks/${rush.id}">`);
    expect(html).toContain('<html lang="en">');
    // The Italian page describes the deck with the Italian guide.
    const italian = (await request(app.server).get(`/it/decks/${rush.id}`).expect(200)).text;
    expect(italian).toContain('<html lang="it">');
    expect(meta(italian, 'name', 'description')).not.toBe(description);
  });

  it("fetches the deck's leader picture with the page and draws it in the first screen: the address the deck page shows it at (ADR 0043, 0044)", async () => {
    const html = (await request(app.server).get(`/decks/${rush.id}`).expect(200)).text;
    const href = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe(cardImagePath(rush.leader.code, rush.leader.imageUrl!).replace(/&/g, '&amp;'));
    expect(html).toContain(`<main>Loading deck<img src="${href}"></main>`);
    // The address answers a picture (the card back while the recorded one cannot be had here).
    const picture = await request(app.server).get(href!.replace(/&amp;/g, '&')).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    // A draft (not indexed) opens nothing from its head.
    const draft = await admin.get(`/decks/${draftId}`).expect(200);
    expect(draft.text).not.toContain('as="image"');
  });

  it("puts the page's first screen in its HTML, in the page's language, for pages that show (ADR 0040)", async () => {
    const shell = (html: string) => /<div id="root"(?: inert)?>([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];
    const cards = (await request(app.server).get('/cards?q=luffy').set('Accept-Language', 'it-IT').expect(200)).text;
    expect(cards).toContain('<div id="root" inert><main><h1>Database delle carte</h1></main></div>');
    // Its scripts are not needed to show it: the boot script starts them once it is painted (ADR 0044).
    expect(cards).toMatch(/<script type="module" crossorigin src="\/assets\/boot-b.js" data-entry="\/assets\/index-abc.js" data-modules="[^"]*"><\/script>/);
    const english = (await request(app.server).get('/cards').set('Accept-Language', 'en').expect(200)).text;
    expect(shell(english)).toContain('Card database');
    expect(shell((await request(app.server).get(`/decks/${rush.id}`).expect(200)).text)).toContain('Loading deck');
    // No shell where the page shown is not the one drawn: a redirecting /it/ address, a 404, a draft,
    // a page without one. The app's scripts start at once there.
    for (const [path, status] of [
      ['/it/cards', 200],
      ['/nonexistent', 404],
      [`/decks/${draftId}`, 404],
      ['/auth', 200],
    ] as const) {
      const html = (await request(app.server).get(path).expect(status)).text;
      expect(shell(html)).toBe('');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(html).not.toContain('boot-b.js');
      expect(html).not.toContain('fetchpriority');
    }
  });

  it("draws the first screen in the visitor's stored choice (its cookie) over the browser's language, each kept apart (ADR 0042)", async () => {
    const english = await request(app.server).get('/cards').set('Accept-Language', 'en-GB').expect(200);
    expect(english.text).toContain('<html lang="en">');
    expect(english.headers.vary).toMatch(/Cookie/);
    // The same browser with Italian chosen on the site: not the English page cached a moment ago.
    const chosen = await request(app.server).get('/cards').set('Accept-Language', 'en-GB').set('Cookie', 'language=it').expect(200);
    expect(chosen.text).toContain('<html lang="it">');
    expect(chosen.text).toContain('<div id="root" inert>');
    expect((await request(app.server).get('/cards').set('Accept-Language', 'en-GB').expect(200)).text).toContain('<html lang="en">');
  });

  it('answers 404 with the SPA for an unknown path, a missing deck and a draft deck seen by a visitor', async () => {
    for (const path of ['/nonexistent', '/decks/999999', `/decks/${draftId}`, '/it/decks/abc', '/news/999999']) {
      const response = await request(app.server)
        .get(path)
        .set('Accept-Language', 'it-IT')
        .expect(404)
        .expect('Content-Type', /text\/html/);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.text).toContain('/assets/index-abc.js');
      expect(title(response.text)).toBe('Pagina non trovata – OP Decks');
      expect(meta(response.text, 'name', 'robots')).toBe('noindex');
    }
    // An admin opening a draft from the deck manager gets the page (kept out of search engines).
    const draft = (await admin.get(`/decks/${draftId}`).expect(200)).text;
    expect(meta(draft, 'name', 'robots')).toBe('noindex');
    // Unknown API paths stay JSON.
    expect((await request(app.server).get('/api/nope').expect(404)).body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('sets every public page (docs/product.md#page-metadata) in the language of its prefix, and by Accept-Language without one', async () => {
    for (const [path, language, expected] of [
      ['/it/', 'it', 'OP Decks – Impara a giocare a One Piece Card Game'],
      ['/en', 'en', 'OP Decks – Learn to play the One Piece Card Game'],
      ['/en/decks', 'en', 'Decks – OP Decks'],
      ['/it/cards', 'it', 'Database carte – OP Decks'],
      ['/en/tier-list', 'en', 'Tier list – OP Decks'],
      ['/it/print', 'it', 'Stampa proxy – OP Decks'],
      ['/en/privacy', 'en', 'Privacy policy – OP Decks'],
      ['/it/auth', 'it', 'Accedi o registrati – OP Decks'],
      ['/it/news', 'it', 'News – OP Decks'],
    ] as const) {
      const html = (
        await request(app.server)
          .get(path)
          .set('Accept-Language', language === 'it' ? 'en-GB' : 'it-IT')
          .expect(200)
      ).text;
      expect(title(html)).toBe(expected);
      expect(html).toContain(`<html lang="${language}">`);
      expect(meta(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
      expect(meta(html, 'name', 'keywords')).toContain('One Piece Card Game');
      expect(html.match(/<link rel="alternate" hreflang="(it|en|x-default)"/g)).toHaveLength(3);
    }
    const italian = (await request(app.server).get('/decks').set('Accept-Language', 'it-IT,it;q=0.9').expect(200)).text;
    expect(title(italian)).toBe('Mazzi – OP Decks');
    const english = (await request(app.server).get('/decks').set('Accept-Language', 'de-DE').expect(200)).text;
    expect(title(english)).toBe('Decks – OP Decks');
  });

  it('serves the pages that are the same for everyone compressed once, with an ETag', async () => {
    const first = await request(app.server).get('/en/cards').set('Accept-Encoding', 'br').expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toBeTruthy();
    await request(app.server).get('/en/cards').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('types a news page as an article; a draft is a 404 for visitors', async () => {
    const body = {
      title: 'Beginner guide',
      title_it: 'Guida per principianti',
      content: '<p>How to start playing. More.</p>',
      content_it: '<p>Come iniziare a giocare.</p>',
      author: 'Nami',
    };
    const published = (await admin.post('/api/news').set('Origin', PUBLIC_URL).send(body).expect(201)).body;
    const draft = (
      await admin
        .post('/api/news')
        .set('Origin', PUBLIC_URL)
        .send({ ...body, is_draft: true })
        .expect(201)
    ).body;
    const html = (await request(app.server).get(`/it/news/${published.id}`).expect(200)).text;
    expect(title(html)).toBe('Guida per principianti – OP Decks');
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'name', 'description')).toContain('Come iniziare a giocare.');
    expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/decks\.example\.org\//);
    await request(app.server).get(`/news/${draft.id}`).expect(404);

    const sitemap = (await request(app.server).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/en/news/${published.id}</loc>`);
    expect(sitemap).not.toContain(`/news/${draft.id}<`);
  });

  it("draws a published article in its HTML with the API's answer, which comes beside it instead of as a read of its own (ADR 0045)", async () => {
    const body = { title: 'Regional <report>', title_it: 'Regionale', content: '<p>Body</p>', content_it: '<p>Corpo</p>', author: 'Robin' };
    const { id } = (await admin.post('/api/news').set('Origin', PUBLIC_URL).send(body).expect(201)).body;
    const answer = (await request(app.server).get(`/api/news/${id}`).expect(200)).body;

    const html = (await request(app.server).get(`/news/${id}`).set('Accept-Language', 'it').expect(200)).text;
    expect(html).toContain(
      `<div id="root" inert><main><h1>Regional &lt;report></h1><p>drawn in it at /news/${id} with news</p></main></div><script type="application/json" id="first-screen-data">`,
    );
    const data = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual({ news: answer });
    expect(html).not.toContain(`href="/api/news/${id}"`);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/comments/news/${id}/page">`);
    expect((await request(app.server).get(`/news/${id}`).set('Accept-Language', 'en').expect(200)).text).toContain('drawn in en');

    // Not at a redirecting /it/ address, nor for a draft (an admin's preview).
    for (const [agent, path] of [
      [request(app.server), `/it/news/${id}`],
      [
        admin,
        `/news/${
          (
            await admin
              .post('/api/news')
              .set('Origin', PUBLIC_URL)
              .send({ ...body, is_draft: true })
              .expect(201)
          ).body.id
        }`,
      ],
    ] as const) {
      const page = (await agent.get(path).expect(200)).text;
      expect(page).not.toContain('first-screen-data');
      expect(page).not.toContain('drawn in');
    }

    // An edit is server-rendered at once: the page's bytes are cached only until the content changes.
    await admin
      .put(`/api/news/${id}`)
      .set('Origin', PUBLIC_URL)
      .send({ ...body, title: 'Regional report, updated' })
      .expect(200);
    expect((await request(app.server).get(`/news/${id}`).set('Accept-Language', 'it').expect(200)).text).toContain('<h1>Regional report, updated</h1>');
  });

  it('draws /news and /privacy with the answers of their reads, in the page language, kept until a write (ADR 0045)', async () => {
    const answers = (html: string) =>
      JSON.parse(/<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    const list = (await request(app.server).get('/news').set('Accept-Language', 'en').expect(200)).text;
    expect(list).toContain('<div id="root" inert><main><p>drawn in en at /news with newsList</p></main></div>');
    expect(answers(list)).toEqual({ newsList: (await request(app.server).get('/api/news').expect(200)).body });
    expect(list).not.toContain('href="/api/news?"');
    expect(list).toContain('href="/api/session"');

    const policy = (await request(app.server).get('/privacy').set('Accept-Language', 'it').expect(200)).text;
    expect(policy).toContain('drawn in it at /privacy with privacyPolicy');
    expect(answers(policy)).toEqual({ privacyPolicy: (await request(app.server).get('/api/settings/privacy_policy?language=it').expect(200)).body });
    expect(policy).not.toContain('privacy_policy?language=it"');

    // A new policy shows at once; /it/… redirects in the browser and is drawn without answers.
    await admin.post('/api/settings/privacy_policy?language=it').set('Origin', PUBLIC_URL).send({ value: '<p>Nuova informativa</p>' }).expect(200);
    const updated = (await request(app.server).get('/privacy').set('Accept-Language', 'it').expect(200)).text;
    expect(answers(updated)).toMatchObject({ privacyPolicy: { value: '<p>Nuova informativa</p>', language: 'it' } });
    expect((await request(app.server).get('/it/privacy').expect(200)).text).not.toContain('first-screen-data');
  });

  it('serves robots.txt and sitemap.xml as themselves, never the SPA', async () => {
    const robots = await request(app.server).get('/robots.txt').expect(200).expect('Content-Type', 'text/plain; charset=utf-8');
    expect(robots.text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /my-account\nDisallow: /api/');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);

    const sitemap = await request(app.server).get('/sitemap.xml').expect(200).expect('Content-Type', 'application/xml; charset=utf-8');
    const xml = sitemap.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).not.toContain('<div id="root">');
    for (const page of ['/', '/cards', '/decks', '/news', '/tier-list', '/print', '/privacy', '/auth']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}/it${page}</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/en${page}</loc>`);
    }
    expect(xml).toContain(`<loc>${PUBLIC_URL}/it/decks/${rush.id}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/decks/${rush.id}"/>`);
    // Drafts stay out.
    expect(xml).not.toContain(`/decks/${draftId}<`);
  });
});
