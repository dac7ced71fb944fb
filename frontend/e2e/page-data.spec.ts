import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The head of each page preloads the API reads it makes as it opens (frontend/public/page-data.json,
// ADR 0028). A preload the page does not use is downloaded for nothing: each
// must be the very request the page makes, used once, never fetched a second time.
const manifest = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/page-data.json'), 'utf8')) as {
  pages: Record<string, string[]>;
  modules: Record<string, string>;
};

test('every page uses each API read its HTML preloads, once', async ({ page, request }) => {
  test.slow();
  const decks = (await (await request.get('/api/decks/page')).json()) as { items: { id: number }[] };
  const news = (await (await request.get('/api/news')).json()) as { id: number }[];
  // What the app itself fetches (RTK Query calls the global fetch), recorded before its scripts run.
  await page.addInitScript(() => {
    const fetched: string[] = ((window as unknown as { appFetched: string[] }).appFetched = []);
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      fetched.push(new URL(input instanceof Request ? input.url : String(input), location.origin).href);
      return original(input, init);
    };
  });
  for (const [pattern, reads] of Object.entries(manifest.pages)) {
    const id = String(pattern.startsWith('/news') ? news[0]!.id : decks.items[0]!.id);
    const address = pattern.replace(':id', id);
    const response = await page.goto(address);
    const html = await response!.text();
    // ':language': the language the server drew the page in.
    const language = /<html lang="(\w+)"/.exec(html)![1]!;
    const addresses = reads.map((read) => read.replaceAll(':id', id).replaceAll(':language', language));
    // The answers a page is drawn with come inside its HTML (ADR 0045): neither preloaded nor asked for.
    const carried =
      { '/news/:id': [`/api/news/${id}`], '/news': ['/api/news?'], '/privacy': [`/api/settings/privacy_policy?language=${language}`] }[pattern] ?? [];
    expect(html.includes('id="first-screen-data"')).toBe(carried.length > 0);
    const expected = addresses.filter((address) => !carried.includes(address));
    for (const read of carried) expect(html).not.toContain(`href="${read}"`);
    for (const read of expected)
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read.replaceAll('&', '&amp;')}">`);
    // Each read: fetched by the app, and one resource entry only (the preload, taken over by that
    // fetch), not a second download.
    await expect
      .poll(
        () =>
          page.evaluate(
            (urls) =>
              urls.map((url) => {
                const href = new URL(url, location.origin).href;
                return [(window as unknown as { appFetched: string[] }).appFetched.includes(href), performance.getEntriesByName(href).length];
              }),
            expected,
          ),
        { message: `${address}: ${expected.join(', ')}`, timeout: 15_000 },
      )
      .toEqual(expected.map(() => [true, 1]));
    expect(await page.evaluate((urls) => urls.map((url) => performance.getEntriesByName(new URL(url, location.origin).href).length), carried)).toEqual(
      carried.map(() => 0),
    );
  }
});

// The build lists each page's chunks and styles (dist/page-scripts.json, ADR 0031) and the server
// preloads them with the language's messages: each must exist and be downloaded once, as the page
// itself takes it over (a preload the page never used would be a second request later, or a 404).
test("every page's HTML preloads its own chunks and styles, each downloaded once", async ({ page, request }) => {
  test.slow();
  const decks = (await (await request.get('/api/decks/page')).json()) as { items: { id: number }[] };
  const news = (await (await request.get('/api/news')).json()) as { id: number }[];
  for (const pattern of Object.keys(manifest.modules)) {
    const address = pattern.replace(':id', String(pattern.startsWith('/news') ? news[0]!.id : decks.items[0]!.id));
    const html = await (await page.goto(address))!.text();
    // With the page's shell in the HTML (ADR 0040) its styles apply at once, and its scripts are named
    // by the boot script, which preloads them once the shell is painted (ADR 0044).
    const preloaded = [
      ...[...html.matchAll(/<link rel="(?:modulepreload|preload" as="style|stylesheet)" crossorigin href="([^"]+)">/g)].map((match) => match[1]!),
      ...(/ data-modules="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []),
    ];
    expect(preloaded.length, `${address} preloads its page`).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page.evaluate(
            (urls) =>
              urls.filter((url) => {
                const entries = performance.getEntriesByName(new URL(url, location.origin).href) as PerformanceResourceTiming[];
                return entries.length !== 1 || entries[0]!.responseStatus !== 200;
              }),
            preloaded,
          ),
        { message: `${address}: every preloaded chunk and style answered once with 200`, timeout: 15_000 },
      )
      .toEqual([]);
  }
});

// A deck page's head also fetches its leader's picture (ADR 0043): it must be the very picture the
// hero shows, downloaded once.
test("a deck page's HTML preloads the leader picture its hero shows, downloaded once", async ({ page, request }) => {
  const decks = (await (await request.get('/api/decks/page')).json()) as { items: { id: number }[] };
  const response = await page.goto(`/decks/${decks.items[0]!.id}`);
  const preloaded = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(await response!.text())?.[1]?.replaceAll('&amp;', '&');
  expect(preloaded).toMatch(/^\/api\/card-images\/[^?]+\?v=/);
  const hero = page.locator('.deck-hero__leader img');
  await expect(hero).toHaveAttribute('src', preloaded!);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await page.evaluate((href) => performance.getEntriesByName(new URL(href, location.origin).href).length, preloaded!)).toBe(1);
});

// The HTML draws that picture in the page's first screen, and the app's scripts start only once it
// is painted (ADR 0044): the page's largest paint needs neither the scripts nor the deck's answer.
test("a deck page paints its leader before the app's scripts start, and the app then takes the page over", async ({ page, request }) => {
  const decks = (await (await request.get('/api/decks/page')).json()) as { items: { id: number; name: string }[] };
  const deck = decks.items[0]!;
  const response = await page.goto(`/decks/${deck.id}`);
  const html = await response!.text();
  const picture = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)![1]!.replaceAll('&amp;', '&');
  expect(html).toContain(`<div class="deck-hero__leader"><img class="card-image" src="${picture.replaceAll('&', '&amp;')}"`);
  await expect(page.getByRole('heading', { level: 1, name: deck.name })).toBeVisible();
  const { paintedAt, scriptsFrom } = await page.evaluate(
    (href) =>
      new Promise<{ paintedAt: number | undefined; scriptsFrom: number }>((done) =>
        new PerformanceObserver((list) => {
          const painted = list.getEntries().find((entry) => (entry as PerformanceEntry & { url: string }).url === href);
          const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name));
          done({ paintedAt: painted?.startTime, scriptsFrom: Math.min(...scripts.map((entry) => entry.startTime)) });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
    new URL(picture, page.url()).href,
  );
  expect(paintedAt, 'the leader is a largest paint of the page').toBeDefined();
  expect(scriptsFrom).toBeGreaterThanOrEqual(paintedAt!);
});

// A news item's HTML holds the article itself, drawn by the server with the API's answer, which comes
// beside it (ADR 0045): its text is painted before the app's scripts start, and the app hydrates it
// without asking the API for it again and without a console error.
test('a news item paints its article before the scripts start, and the app takes it over without asking for it again', async ({ page, request }) => {
  const news = (await (await request.get('/api/news')).json()) as { id: number; title: string }[];
  const article = news[0]!;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'en' });
  const html = await (await page.goto(`/news/${article.id}`))!.text();
  expect(html).toMatch(new RegExp(`<h1 class="news-article__title">${article.title.replace(/[?.*+()]/g, '\\$&')}</h1>`));
  // The HTML above holds the article, so the page's first contentful paint is drawn from it: that
  // paint comes before the app's scripts start. (The largest paint is not used: which element is the
  // largest, and when it is reported, changes with the machine's load.)
  const { paintedAt, scriptsFrom } = await page.evaluate(
    () =>
      new Promise<{ paintedAt: number; scriptsFrom: number }>((done) =>
        new PerformanceObserver((list, observer) => {
          const first = list.getEntriesByName('first-contentful-paint')[0];
          if (!first) return;
          observer.disconnect();
          const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name));
          done({ paintedAt: first.startTime, scriptsFrom: Math.min(...scripts.map((entry) => entry.startTime)) });
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  expect(scriptsFrom).toBeGreaterThanOrEqual(paintedAt);
  // The app has taken it over: the share links carry the site's address, the shell is no longer inert.
  await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', new RegExp(encodeURIComponent(new URL(page.url()).origin)));
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(
    await page.evaluate((id) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(`/api/news/${id}`)).length, article.id),
  ).toBe(0);
  expect(errors).toEqual([]);
});
