import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

interface ApiCard {
  code: string;
  name: string;
  color: string | null;
  cost: number | null;
  type: string;
}

/**
 * Closes the toasts, one at a time: a toast that replaces another (one at a time, SPEC §9) leaves the
 * old one animating out for a moment, so a list of close buttons taken at once can go stale.
 */
async function dismissToasts(page: Page) {
  const notices = page.locator('.ant-notification-notice');
  await expect(async () => {
    const close = notices.getByRole('button', { name: /close|chiudi/i }).first();
    if ((await close.count()) > 0) await close.click({ timeout: 1000 });
    await expect(notices).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

async function screenshot(page: Page, name: string) {
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
}

/** antd dialogs and dropdowns animate in: wait until they have settled. */
async function settled(element: Locator) {
  await expect(element).toBeVisible();
  await expect(element).not.toHaveClass(/ant-zoom|ant-slide/);
  return element;
}

/** Picks an option in one of the filter panel's selects. */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('form', { name: /Card filters|Filtri delle carte/ })
    .getByLabel(label, { exact: true })
    .click();
  const dropdown = await settled(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
  await dropdown.getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

const tileCodes = (page: Page) => page.getByRole('list', { name: /^(Cards|Carte)$/ }).locator('.card-tile__code');

test('a visitor filters by colour and cost, sorts, loads more and opens a card popup', async ({ page }) => {
  const cards = (await (await page.request.get('/api/cards')).json()) as ApiCard[];
  const blueCost4 = cards.filter((card) => card.color?.split('/').includes('Blue') && card.cost === 4).map((card) => card.code);
  expect(blueCost4.length).toBeGreaterThan(1);

  await page.goto('/cards');
  await expect(tileCodes(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await choose(page, 'Colour', 'Blue');
  await choose(page, 'Cost', '4');
  // Nothing changes before Apply.
  await expect(page.getByText('Showing 24 of 193 cards')).toBeVisible();
  await screenshot(page, 'cards-filters-en.png');

  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(tileCodes(page)).toHaveText(blueCost4);
  await expect(page).toHaveURL(/\/cards\?color=Blue&cost=4$/);

  // The view survives a reload (and could be shared).
  await page.reload();
  await expect(tileCodes(page)).toHaveText(blueCost4);
  await expect(page.getByRole('form', { name: 'Card filters' })).toContainText('Blue');

  // List layout.
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('list', { name: 'Cards' })).toHaveClass(/card-list/);
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(blueCost4.length);
  await screenshot(page, 'cards-list-en.png');
  await page.getByText('Grid', { exact: true }).click();

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByText('Showing 24 of 193 cards')).toBeVisible();

  // Sorted by name, 24 at a time.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await (await settled(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'))).getByTitle('Name', { exact: true }).click();
  const byName = [...cards].sort((a, b) => a.name.localeCompare(b.name) || cards.indexOf(a) - cards.indexOf(b)).map((card) => card.code);
  await expect(tileCodes(page)).toHaveText(byName.slice(0, 24));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(tileCodes(page)).toHaveText(byName.slice(0, 48));
  await expect(page.getByText('Showing 48 of 193 cards')).toBeVisible();

  // The leader's popup: life instead of cost, the ability text.
  await page.goto('/cards?search=luffy&type=LEADER');
  await page.getByRole('listitem').filter({ hasText: 'ST01-001' }).getByRole('button', { name: 'Monkey.D.Luffy' }).first().click();
  const popup = await settled(page.getByRole('dialog', { name: 'Monkey.D.Luffy' }));
  await expect(popup.getByRole('img', { name: 'Monkey.D.Luffy (ST01-001)' })).toHaveAttribute('src', /^\/api\/card-images\/ST01-001\?/);
  await expect(popup.locator('dt', { hasText: 'Life' }).locator('+ dd')).toHaveText('5');
  await expect(popup.getByRole('region', { name: 'Ability' })).toContainText('[Activate: Main] [Once Per Turn]');
  await screenshot(page, 'cards-popup-en.png');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test.describe('in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the filters and the popup speak Italian, and /it/cards?search= prefills the name', async ({ page }) => {
    const cards = (await (await page.request.get('/api/cards')).json()) as ApiCard[];
    const greens = cards.filter((card) => card.color?.split('/').includes('Green')).length;
    await page.goto('/it/cards?search=zoro');
    await expect(page).toHaveURL('/cards?search=zoro');
    await expect(page.getByRole('searchbox', { name: 'Cerca carte per nome' })).toHaveValue('zoro');
    for (const name of await tileCodes(page).allTextContents()) expect(name).toMatch(/^(ST|OP|EB)\d{2}-\d{3}$/);

    await page.getByRole('searchbox', { name: 'Cerca carte per nome' }).fill('');
    await page.getByRole('button', { name: 'Filtri' }).click();
    await choose(page, 'Colore', 'Verde');
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    await expect(page.getByText(`${Math.min(greens, 24)} carte mostrate su ${greens}`)).toBeVisible();
    await screenshot(page, 'cards-filters-it.png');

    await page.getByRole('list', { name: 'Carte' }).getByRole('button').first().click();
    const popup = await settled(page.getByRole('dialog'));
    await expect(popup).toContainText('Colore');
    await expect(popup).toContainText('Verde');
    await screenshot(page, 'cards-popup-it.png');
  });
});
