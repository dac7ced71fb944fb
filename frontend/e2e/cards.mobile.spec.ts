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
