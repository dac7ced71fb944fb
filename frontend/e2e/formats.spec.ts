import path from 'node:path';
import type { Page } from '@playwright/test';
import { SUPER_ADMIN } from './accounts';
import { expect, SCREENSHOT_DIR, settled, test } from './fixtures';

async function adminLogin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin');
}

test('an admin adds a format in the back office and the builder offers it, with no code change; the gallery once it has decks', async ({ page }) => {
  // A long journey through three screens on a machine shared with other runs.
  test.setTimeout(90_000);
  await adminLogin(page);
  await page.goto('/admin?tab=formats');
  const table = page.getByRole('table', { name: 'Formats' });
  // The seeded formats, OP10 current (the server may still be busy seeding the demo content).
  await expect(table.getByRole('row', { name: /OP10/ })).toContainText('Current', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Add format' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'New format' }));
  await dialog.getByLabel('Code').fill('OP17');
  await dialog.getByLabel('Name').fill('OP-17 test');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await dialog.getByLabel('Card code 1').fill('OP01-024');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row', { name: /OP17/ });
  await expect(row).toContainText('OP-17 test');
  await expect(row).toContainText('OP01-024 banned');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-formats-en.png'), fullPage: true });

  // The deck builder's format select offers it.
  await page.goto('/admin?tab=deck-builder');
  // antd's select input is invisible when not searchable: open it by its box.
  await page.locator('.ant-select', { has: page.locator('#deck-format') }).click();
  await expect(page.locator('.ant-select-item-option', { hasText: 'OP17' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The public gallery's format filter offers the formats that have decks, with their count: not OP17 yet (issue 38).
  await page.goto('/decks');
  const formats = page.getByRole('radiogroup', { name: 'Format' });
  await expect(formats.getByText(/^OP10 · \d+$/)).toBeVisible();
  await expect(formats.getByText(/^OP17/)).toHaveCount(0);
});

test('the deck page says whether the deck is legal in its format, in both languages', async ({ page }) => {
  await page.goto('/decks');
  await page.getByRole('article').first().getByRole('link').first().click();
  const notice = page.getByRole('status', { name: 'Deck legality' });
  await expect(notice).toContainText(/(Legal|Not legal) in OP\d\d/, { timeout: 15_000 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'deck-legality-en.png'), fullPage: true });
  await page.getByRole('banner').getByText('IT', { exact: true }).click();
  await expect(page.getByRole('status', { name: 'Legalità del mazzo' })).toContainText(/(Legale|Non legale) in OP\d\d/);
});
