import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

const HERO_EN = 'Learn how to play, not just what to play';
const HERO_IT = 'Impara come giocare, non solo cosa giocare';

test.describe('home', () => {
  test('renders the hero with its buttons', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore the decks' })).toHaveAttribute('href', '/decks');
    // The hero's button comes first; the highlighted news below links the same article.
    await expect(page.getByRole('link', { name: 'What is the One Piece Card Game?' }).first()).toHaveAttribute('href', '/news/5');
    await expect(page).toHaveTitle('OP Decks – Learn to play the One Piece Card Game');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language toggle switches the text, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();

    await page.getByRole('banner').getByText('IT', { exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: HERO_IT })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carte' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('it');

    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: HERO_IT })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test.describe('first visit with an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('is in Italian', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: HERO_IT })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mazzi' })).toBeVisible();
  });
});

test.describe('cards', () => {
  test('shows the seeded cards 24 at a time, as text when a picture cannot be had', async ({ page }) => {
    // A missing picture is an answer (204), not a failed load: nothing in the console.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/cards');

    const grid = page.getByRole('list', { name: 'Cards' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await expect(page.getByText('Showing 24 of 193 cards')).toBeVisible();

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(48);

    // 24 more a click until all 193 are shown.
    for (let shown = 72; shown < 193 + 24; shown += 24) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(grid.getByRole('listitem')).toHaveCount(Math.min(shown, 193));
    }
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const luffy = grid.getByRole('listitem').filter({ hasText: 'ST01-001' });
    await expect(luffy.getByRole('heading', { name: 'Monkey.D.Luffy' })).toBeVisible();
    // Pictures come through the site; while the card maker's site is unreachable (as here) it has none to
    // give, and the tile shows the card as text (colour, life, name, code, power), not a card back.
    const face = luffy.getByRole('img', { name: 'Monkey.D.Luffy (ST01-001): Leader, Red, Life 5, Power 5000' });
    await expect(face).toBeVisible();
    await expect(face).toContainText('Power5000');
    await expect(luffy.locator('img')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('searches by name', async ({ page }) => {
    await page.goto('/cards');
    await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(24);

    await page.getByRole('searchbox', { name: 'Search cards' }).fill('name:zoro');

    await expect(page).toHaveURL('/cards?q=name%3Azoro');
    const tiles = page.getByRole('list', { name: 'Cards' }).getByRole('listitem');
    await expect(tiles.first()).toContainText('Zoro');
    for (const name of await tiles.getByRole('heading').allTextContents()) expect(name.toLowerCase()).toContain('zoro');
  });
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');

  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // The page's own title replaces the generic one the server puts on unknown paths.
  await expect(page).toHaveTitle('Page Not Found – OP Decks');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
});

test.describe('screenshots', () => {
  for (const language of ['en', 'it'] as const) {
    test(`home and cards in ${language}`, async ({ page }) => {
      await page.addInitScript((choice) => localStorage.setItem('language', choice), language);

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? HERO_EN : HERO_IT })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-${language}.png`), fullPage: true });

      await page.goto('/cards');
      const grid = page.getByRole('list', { name: language === 'en' ? 'Cards' : 'Carte' });
      await expect(grid.getByRole('listitem')).toHaveCount(24);
      // Wait until every tile shows its card as text (no picture offline), so the shot has no half-loaded tiles.
      await expect(grid.locator('.card-face')).toHaveCount(24);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `cards-${language}.png`), fullPage: true });

      await page.goto('/cards/syntax');
      await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Card search syntax' : 'Sintassi della ricerca carte' })).toBeVisible();
      await expect(page).toHaveTitle(language === 'en' ? 'Card search syntax – OP Decks' : 'Sintassi della ricerca carte – OP Decks');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `cards-syntax-${language}.png`), fullPage: true });

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: language === 'en' ? 'Page Not Found' : 'Pagina non trovata' })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `not-found-${language}.png`) });
    });
  }
});

test.describe("a page's first screen in its HTML (ADR 0040)", () => {
  test("shows the page before any script runs, in the visitor's language, inert", async ({ browser, baseURL }) => {
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'it-IT' });
    try {
      const page = await noScript.newPage();
      await page.goto('/cards');
      // Drawn and styled, not interactive until the app takes it over.
      await expect(page.locator('#root[inert] h1')).toHaveText('Database carte');
      await expect(page.locator('#root .site-header')).toBeVisible();
      const search = page.locator('#root input[type="search"]');
      await expect(search).toBeVisible();
      expect(await search.evaluate((input) => getComputedStyle(input.closest('.ant-input-affix-wrapper')!).borderTopStyle)).toBe('solid');
    } finally {
      await noScript.close();
    }
  });

  /** Opens `address` with the app's scripts held back until the shell's heading is in hand. */
  async function headingBeforeTheApp(page: Page, address: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(address, { waitUntil: 'commit' });
    const heading = await page.locator('#root[inert] h1').elementHandle();
    release();
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    return heading!;
  }

  test("the app takes over the shell's own elements, and the page works", async ({ page }) => {
    const heading = await headingBeforeTheApp(page, '/cards');
    // Hydrated, not drawn again: the heading the HTML brought is the one on screen.
    expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Card database' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search cards' }).fill('luffy');
    await expect(page.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('luffy');
  });

  test("a visitor's chosen language comes in the HTML, and the app takes it over (ADR 0042)", async ({ page }) => {
    // An English browser (the suite's locale) whose visitor picks Italian.
    await page.goto('/cards');
    await page.getByRole('banner').getByText('IT', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Database carte' })).toBeVisible();

    const heading = await headingBeforeTheApp(page, '/cards');
    expect(await heading.evaluate((element) => element.textContent)).toBe('Database carte');
    expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('an address with a query is drawn anew, as it asks', async ({ page }) => {
    const heading = await headingBeforeTheApp(page, '/cards?q=zoro');
    expect(await heading.evaluate((element) => element.isConnected)).toBe(false);
    await expect(page.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('zoro');
  });
});
