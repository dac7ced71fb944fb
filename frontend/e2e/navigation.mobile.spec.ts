import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

test('on a phone the navigation sits behind the menu button', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cards' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-menu-en.png') });

  await menu.getByRole('link', { name: 'Cards' }).click();

  await expect(page).toHaveURL('/cards');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(24);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-cards-en.png') });
});

test('a link opens a page at its top; Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/decks');
  const deck = page.locator('a[href^="/decks/"]').nth(5);
  await deck.scrollIntoViewIfNeeded();
  const inGallery = await page.evaluate(() => window.scrollY);
  expect(inGallery).toBeGreaterThan(0);

  await deck.click();
  await expect(page).toHaveURL(/\/decks\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/decks');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(inGallery);

  // A typed address starts at the top. (Typing the address already open is a reload in Chromium,
  // which keeps the place, as any site does.)
  await page.goto('/news');
  await page.goto('/decks');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
