import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

test('a card has its page: from the popup, with the decks that play it by leader, and the leader has its page (en, it)', async ({ page }) => {
  await page.goto('/cards?q=yasopp');
  await page.getByRole('button', { name: 'Yasopp' }).first().click();
  await page
    .getByRole('dialog', { name: 'Yasopp' })
    .getByRole('link', { name: /Open the card's page/ })
    .click();
  await expect(page).toHaveURL(/\/cards\/OP\d\d-\d{3}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Yasopp');

  await page.goto('/en/cards/OP09-013');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yasopp OP09-013');
  await expect(page.getByRole('region', { name: 'Where it is legal' }).getByText('Legal', { exact: true }).first()).toBeVisible();
  const usage = page.getByRole('region', { name: 'Decks that play it' });
  await expect(usage.getByRole('row', { name: /Shanks/ })).toContainText('100%');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'card-page-en.png'), fullPage: true });

  await usage.getByRole('link', { name: 'Shanks', exact: true }).click();
  await expect(page).toHaveURL('/leaders/OP09-001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shanks OP09-001');
  await expect(page.getByRole('list', { name: 'Core cards' }).getByRole('link', { name: /Yasopp/ })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'leader-page-en.png'), fullPage: true });

  await page.goto('/it/leaders/OP09-001');
  await expect(page.getByRole('heading', { level: 2, name: 'Carte chiave' })).toBeVisible();
  await expect(page).toHaveTitle('Shanks (OP09-001), leader – OP Decks');

  expect((await page.goto('/en/cards/OP99-999'))?.status()).toBe(404);
  expect((await page.goto('/en/leaders/OP09-013'))?.status()).toBe(404);
});
