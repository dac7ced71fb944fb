import { expect, test } from './fixtures';

/**
 * ADR 0060: React Router server-renders every public page with its data, and the browser's first
 * render takes the server's elements over. These look at the page before and without the app.
 */
test.describe('server-rendered pages', () => {
  test("come whole in the HTML, in the visitor's language, styled, before any script runs", async ({ browser, baseURL }) => {
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'it-IT' });
    try {
      const page = await noScript.newPage();
      await page.goto('/cards');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Database carte');
      // The first page of cards, from the API, already in the HTML.
      await expect(page.getByRole('list', { name: 'Carte' }).getByRole('listitem')).toHaveCount(24);
      const search = page.locator('input[type="search"]');
      expect(await search.evaluate((input) => getComputedStyle(input.closest('.ant-input-affix-wrapper')!).borderTopStyle)).toBe('solid');

      await page.goto('/decks');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazzi');
      await expect(page.locator('.deck-tile').first()).toBeVisible();
    } finally {
      await noScript.close();
    }
  });

  test('are taken over by the app without being drawn again, and ask the API nothing the server read', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/card-images')) reads.push(pathname);
    });
    await page.goto('/decks', { waitUntil: 'commit' });
    const heading = await page.getByRole('heading', { level: 1, name: 'Decks' }).elementHandle();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);
    // The gallery, its leaders, formats, game rules and the session came with the page.
    for (const read of ['/api/decks/page', '/api/decks/leaders', '/api/formats', '/api/game-rules', '/api/session']) expect(reads).not.toContain(read);
    await page.getByRole('banner').getByRole('link', { name: 'Cards' }).click();
    await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(24);
  });

  test("answer a link and the language toggle before the app's scripts have run", async ({ page }) => {
    // The app's scripts never arrive: the page stays as the server sent it.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/decks', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('link', { name: 'IT', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/decks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazzi');
    await page.getByRole('banner').getByRole('link', { name: 'Carte' }).click();
    await expect(page).toHaveURL(/\/cards$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Database carte');
  });

  test('draw the language of the address, then of the stored choice, then of the browser', async ({ browser, baseURL }) => {
    const italianBrowser = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'it-IT' });
    try {
      const page = await italianBrowser.newPage();
      await page.goto('/tier-list');
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      // Opening /en/… chooses English (its cookie), as the toggle does.
      await page.goto('/en/tier-list');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/tier-list');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    } finally {
      await italianBrowser.close();
    }
  });

  test('answer with the right status, asked again on every visit, each with its own script nonce', async ({ request }) => {
    const decks = (await (await request.get('/api/decks')).json()) as Array<{ id: number }>;
    const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
    const page = await request.get(`/en/decks/${decks[0]!.id}`);
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['etag']).toBeUndefined();
    const nonce = nonceOf(await page.text());
    expect(page.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(nonceOf(await (await request.get(`/en/decks/${decks[0]!.id}`)).text())).not.toBe(nonce);

    for (const missing of ['/decks/999999', '/news/999999', '/decks/abc', '/nowhere', '/it/nowhere/at/all'])
      expect((await request.get(missing)).status(), missing).toBe(404);
    // A page that reads no data is a file the build wrote.
    const prerendered = await request.get('/it/print');
    expect(prerendered.status()).toBe(200);
    expect(await prerendered.text()).toContain('<html lang="it">');
  });
});
