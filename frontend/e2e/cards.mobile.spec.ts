import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

test('on a phone the card toolbar fits, the filters stack and a card opens in the popup', async ({ page }) => {
  await page.goto('/cards');
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(24);
  // Icons only for the layout switch: the sort choice shows its whole label.
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('Set number');

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Card filters' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-cards-filters-en.png'), fullPage: false });

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('button', { name: 'Monkey.D.Luffy' }).first().click();
  const popup = page.getByRole('dialog', { name: 'Monkey.D.Luffy' });
  await expect(popup.getByRole('region', { name: 'Ability' })).toBeVisible();
  await expect(popup).not.toHaveClass(/ant-zoom/);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-cards-popup-en.png'), fullPage: false });
});

for (const language of ['en', 'it'] as const) {
  test(`on a phone the cards show as text when there is no picture, and the search syntax page reads well (${language})`, async ({ page }) => {
    await page.addInitScript((choice) => localStorage.setItem('language', choice), language);
    await page.goto('/cards');
    const grid = page.getByRole('list', { name: language === 'en' ? 'Cards' : 'Carte', exact: true });
    // Pictures below the fold load lazily: the tiles on screen show their card as text (no picture offline).
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await expect.poll(() => grid.locator('.card-face').count()).toBeGreaterThanOrEqual(4);
    await expect(grid.getByRole('listitem').first().locator('.card-face')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `mobile-cards-${language}.png`), fullPage: false });

    await page.getByRole('link', { name: language === 'en' ? 'Search syntax' : 'Sintassi di ricerca' }).click();
    await expect(page).toHaveURL('/cards/syntax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Card search syntax' : 'Sintassi della ricerca carte');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `mobile-cards-syntax-${language}.png`), fullPage: true });
  });
}
