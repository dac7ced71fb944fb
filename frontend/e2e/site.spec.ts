import path from 'node:path';
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
