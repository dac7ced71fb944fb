import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

test('on a phone a card page and a leader page fit the screen (it)', async ({ page }) => {
  await page.goto('/it/cards/OP09-013');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yasopp OP09-013');
  await expect(page.getByText(/I testi delle carte sono in inglese/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mazzi che la giocano' }).getByRole('row', { name: /Shanks/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-card-page-it.png'), fullPage: true });

  await page.goto('/it/leaders/OP09-001');
  await expect(page.getByRole('list', { name: 'Carte chiave' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-leader-page-it.png'), fullPage: true });
});
