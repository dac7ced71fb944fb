import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

test('on a phone the deck gallery and a deck page fit the screen', async ({ page }) => {
  // The first seeded deck is on page 1 of the oldest-first gallery (12 published decks, 9 per page).
  await page.goto('/decks?sort=oldest');
  const grid = page.getByRole('list', { name: 'Decks' });
  await expect(grid.getByRole('heading', { name: 'Straw Hat Rush' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-decks-en.png'), fullPage: true });

  await grid.getByRole('link', { name: /Straw Hat Rush/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Straw Hat Rush' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'How this deck fares against the others' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Card pictures load lazily as they scroll into view (here they fall back to the card back).
  for (const group of await page.locator('.deck-group').all()) await group.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-deck-detail-en.png'), fullPage: true });
});
