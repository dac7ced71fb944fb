import path from 'node:path';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { SUPER_ADMIN, uniqueName } from './accounts';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

/** What each language shows along the journey. */
const TEXTS = {
  en: {
    login: 'Log in',
    tab: 'Tier list',
    deck: 'Deck',
    tier: 'Tier',
    rogueOption: 'Tier 3 (Rogue)',
    add: 'Add to tier list',
    updated: 'Tier list updated successfully',
    moveUp: (name: string) => `Move ${name} up`,
    rogueDecks: 'Rogue decks',
    selectDeck: 'Please select a deck',
  },
  it: {
    login: 'Accedi',
    tab: 'Tier List',
    deck: 'Mazzo',
    tier: 'Tier',
    rogueOption: 'Tier 3 (Rogue)',
    add: 'Aggiungi alla tier list',
    updated: 'Tier list aggiornata con successo',
    moveUp: (name: string) => `Sposta su ${name}`,
    rogueDecks: 'Mazzi Rogue',
    selectDeck: 'Seleziona un mazzo',
  },
} as const;

/** The ST01 starter cards of the demo seed: a published OP10 deck the API accepts. */
async function createDeck(api: APIRequestContext, name: string): Promise<number> {
  const cards: Array<{ id: number; code: string }> = await (await api.get('/api/cards')).json();
  const id = (code: string) => cards.find((card) => card.code === code)!.id;
  const response = await api.post('/api/decks', {
    data: {
      name,
      author: 'E2E Nami',
      tier: 'Tier 3',
      format: 'OP10',
      leaderId: id('ST01-001'),
      isDraft: 0,
      cards: [
        { cardId: id('ST01-002'), quantity: 4 },
        { cardId: id('ST01-004'), quantity: 4 },
        { cardId: id('ST01-013'), quantity: 2 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** Empties the Rogue tier of OP10, so the home page's "at most 3" shows this journey's decks. */
async function clearRogue(api: APIRequestContext) {
  const list = await (await api.get('/api/tierlist?format=OP10')).json();
  for (const entry of list.formats[0].tiers[2].entries) expect((await api.delete(`/api/tierlist/${entry.id}`)).ok()).toBe(true);
}

async function adminLogin(page: Page, submit: string) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL('/admin');
  await dismissToasts(page);
}

/** Closes every toast on screen (one may replace another while closing: retried until none is left). */
async function dismissToasts(page: Page) {
  const notices = page.locator('.ant-notification-notice');
  await expect(async () => {
    const close = notices.first().getByRole('button', { name: /close|chiudi/i });
    if (await close.count()) await close.click({ timeout: 1000 });
    await expect(notices).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks a deck in the searchable deck select. Typing filters the option list; under load the list
 * may re-render between the pointer's press and release, and the click then selects nothing: wait
 * for the filtered list, and check the choice shows before going on (retried otherwise).
 */
async function chooseDeck(page: Page, label: string, name: string) {
  const select = page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByLabel(label, { exact: true }).fill(name);
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(1, { timeout: 2000 });
    await options.filter({ hasText: name }).click({ timeout: 2000 });
    await expect(select.getByTitle(name, { exact: false })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

async function rogueNames(list: ReturnType<Page['getByRole']>) {
  return list.getByRole('heading').allTextContents();
}

// Both languages change the same tier (Rogue of OP10): one after the other.
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'it'] as const) {
  test(`an admin places three decks in the tier list and reorders them; /tier-list and the home page follow (${language})`, async ({ page, baseURL }) => {
    test.slow();
    const t = TEXTS[language];
    const api = await request.newContext({ baseURL });
    await api.post('/api/admin/login', { data: SUPER_ADMIN });
    const names = [uniqueName(`Alpha ${language} `), uniqueName(`Bravo ${language} `), uniqueName(`Charlie ${language} `)];
    for (const name of names) await createDeck(api, name);
    await clearRogue(api);

    await page.addInitScript((choice) => {
      localStorage.setItem('language', choice);
      // The cookie choice is made: the banner would cover the screenshots.
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: '2026-01-01T00:00:00.000Z' }));
    }, language);
    await adminLogin(page, t.login);
    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page).toHaveURL('/admin?tab=tier-list');

    // Nothing chosen yet: the product's warning.
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByText(t.selectDeck)).toBeVisible();
    await dismissToasts(page);

    for (const name of names) {
      await chooseDeck(page, t.deck, name);
      await page.getByLabel(t.tier, { exact: true }).click();
      await page.locator('.ant-select-item-option', { hasText: t.rogueOption }).click();
      await page.getByRole('button', { name: t.add }).click();
      await expect(page.getByText(t.updated).first()).toBeVisible();
      await dismissToasts(page);
      await expect(page.getByRole('article', { name })).toBeVisible();
    }

    // Charlie to the top of Rogue: two steps up.
    const [alpha, bravo, charlie] = names;
    const rogueLane = page.locator('ol[aria-labelledby="tierlist-admin-tier-3"]');
    await page.getByRole('button', { name: t.moveUp(charlie!) }).click();
    await expect(rogueLane.getByRole('article')).toHaveText([new RegExp(alpha!), new RegExp(charlie!), new RegExp(bravo!)]);
    await page.getByRole('button', { name: t.moveUp(charlie!) }).click();
    await expect(rogueLane.getByRole('article')).toHaveText([new RegExp(charlie!), new RegExp(alpha!), new RegExp(bravo!)]);
    await expect(page.getByText(t.updated).first()).toBeVisible();
    await dismissToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `tierlist-admin-${language}.png`), fullPage: true });

    await page.goto('/tier-list');
    const rogue = page.getByRole('list', { name: /Rogue/ });
    await expect(rogue.getByRole('heading')).toHaveText([charlie!, alpha!, bravo!]);
    await expect(rogue.getByRole('link', { name: new RegExp(charlie!) })).toHaveAttribute('href', /\/decks\/\d+$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `tierlist-${language}.png`), fullPage: true });

    await page.goto('/');
    const homeRogue = page.getByRole('list', { name: t.rogueDecks });
    await expect(homeRogue.getByRole('heading')).toHaveText([charlie!, alpha!, bravo!]);
    expect(await rogueNames(homeRogue)).toEqual([charlie, alpha, bravo]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-meta-${language}.png`), fullPage: true });
    await api.dispose();
  });
}
