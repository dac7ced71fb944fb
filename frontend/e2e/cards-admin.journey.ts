/**
 * Card administration journeys. They change the card database, so they run in the 'card-admin'
 * project, after every other test (playwright.config.ts), and in order: import, edit, delete; then the
 * back office's content tools (ADR 0075): a card by hand and a bulk delete, a deck duplicated, news scheduled.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { request, type Page } from '@playwright/test';
import { SUPER_ADMIN } from './accounts';
import { expect, SCREENSHOT_DIR, settled, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** The official card list (keyed by code), the repository's gzip fixture. */
const OFFICIAL_LIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/test/fixtures/cards/official-list-keyed-4779.json.gz');
const IMPORTED = 30;
/** The card with an old type spelling that journey (c) adds and normalises. */
const EXTRA = 1;

interface OfficialCard {
  id: string;
  set: string;
  name: string;
  category: string;
  colors: string[];
  cost: number | null;
  power: number | null;
  counter: number | null;
  attributes: string[];
  types: string[];
  effect: string | null;
  trigger: string | null;
}

/**
 * 30 OP01 cards in the product's new keyed format: code, type in lower case, colour and attribute
 * arrays, cost, power, counter, name, archetype, effectText, triggerText, set; a leader's life in `life`.
 */
function keyedOp01File(): { file: string; cards: Record<string, Record<string, unknown>> } {
  const official = JSON.parse(gunzipSync(readFileSync(OFFICIAL_LIST)).toString('utf8')) as Record<string, OfficialCard>;
  const entries = Object.values(official)
    .filter((card) => /^OP01-\d{3}$/.test(card.id))
    .slice(0, IMPORTED);
  const cards = Object.fromEntries(
    entries.map((card) => {
      const leader = card.category === 'Leader';
      return [
        card.id,
        {
          code: card.id,
          type: card.category.toLowerCase(),
          color: card.colors,
          attribute: card.attributes,
          ...(leader ? { life: card.cost, cost: null } : { cost: card.cost }),
          power: card.power,
          counter: card.counter,
          name: card.name,
          archetype: card.types,
          effectText: card.effect,
          triggerText: card.trigger,
          set: card.set,
        },
      ];
    }),
  );
  const file = path.join(tmpdir(), `op01-keyed-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(cards, null, 2));
  return { file, cards };
}

async function adminLogin(page: Page, submit = 'Log in') {
  await page.goto('/admin-login');
  await page.getByLabel(/Username|Nome utente/).fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL('/admin');
}

/**
 * Closes the toasts, one at a time: a toast that replaces another (one at a time, docs/product.md#toasts) leaves the
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

/** However a journey ends, the imported cards go: the database is left as the seed made it. */
test.afterAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL });
  await api.post('/api/admin/login', { data: SUPER_ADMIN });
  await api.post('/api/cards/clear-prefix', { data: { prefix: 'OP01' } });
  await api.dispose();
});

test('(b) an admin imports a keyed-format file and finds the cards on /cards', async ({ page }) => {
  const { file, cards } = keyedOp01File();
  await adminLogin(page);

  // Card import is the first, default tab.
  await expect(page.getByRole('tab', { name: /Card import/ })).toHaveAttribute('aria-selected', 'true');
  const status = page.getByRole('region', { name: 'Card database' });
  await expect(status).toContainText('193cards in the database');
  await screenshot(page, 'admin-card-import-en.png');

  await page.getByLabel('Card file (JSON)').setInputFiles(file);
  await expect(page.locator('.ant-alert-title', { hasText: `${IMPORTED} cards imported successfully` })).toBeVisible();
  await expect(status).toContainText(`${193 + IMPORTED}cards in the database`);
  await expect(page.getByRole('region', { name: 'Site counters' })).toContainText(String(193 + IMPORTED));

  await status.getByRole('link', { name: /View cards/ }).click();
  await expect(page).toHaveURL('/cards');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('form', { name: 'Card filters' }).getByLabel('Set', { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('OP-01', { exact: true }).click();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/cards?q=set%3AOP-01');
  // The imported cards, and the seed's own OP-01 cards.
  const inSet = ((await (await page.request.get('/api/cards')).json()) as Array<{ set: string | null }>).filter((card) => card.set === 'OP-01').length;
  expect(inSet).toBeGreaterThanOrEqual(IMPORTED);
  await expect(page.getByText(`Showing 24 of ${inSet} cards`)).toBeVisible();

  // Zoro, a leader: the file's life became the card's life (stored in cost), colours and family joined.
  const zoro = cards['OP01-001']!;
  await page.getByRole('list', { name: 'Cards' }).getByRole('listitem').filter({ hasText: 'OP01-001' }).getByRole('button').click();
  const popup = await settled(page.getByRole('dialog', { name: String(zoro.name) }));
  await expect(popup.locator('.card-detail__fields dt', { hasText: 'Type' }).locator('+ dd')).toHaveText('Leader');
  await expect(popup.locator('.card-detail__fields dt', { hasText: 'Life' }).locator('+ dd')).toHaveText(String(zoro.life));
  await expect(popup.locator('.card-detail__fields dt', { hasText: 'Family' }).locator('+ dd')).toHaveText((zoro.archetype as string[]).join(' / '));
  await expect(popup.getByRole('region', { name: 'Ability' })).toContainText(String(zoro.effectText).slice(0, 30));
});

test('(c) an admin normalises an old type and edits one card in Gestione Carte', async ({ page, baseURL }) => {
  // A card from an older source, its type spelt 'DON!!' (the import keeps it; normalising makes it DON).
  const api = await request.newContext({ baseURL });
  await api.post('/api/admin/login', { data: SUPER_ADMIN });
  const imported = await api.post('/api/cards/import', { data: [{ code: 'OP01-DON', name: 'DON!! card', type: 'DON!!', set: 'OP-01' }] });
  expect(imported.ok()).toBe(true);
  await api.dispose();
  await adminLogin(page);

  await page.getByRole('tab', { name: /Manage cards/ }).click();
  await expect(page).toHaveURL('/admin?tab=manage-cards');
  const table = page.getByRole('region', { name: 'Cards' });
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
  await page.getByRole('switch', { name: 'Only empty or invalid type' }).click();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  const oldType = table.locator('tbody tr.card-table__row--mismatch');
  await expect(oldType).toContainText('OP01-DON');
  await oldType.locator('.card-table__type-mismatch').hover();
  await expect(page.getByRole('tooltip')).toContainText('Type “DON!!” is not in its standard form: normalising makes it DON');
  await screenshot(page, 'admin-manage-cards-en.png');

  await page.getByRole('button', { name: /Normalise types/ }).click();
  await expect(page.getByText('Normalisation completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Examples of updated cards' })).toHaveText('OP01-DON: DON!! → DON');
  await expect(table.locator('tbody tr.card-table__row--mismatch')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Only empty or invalid type' }).click();

  await table.getByRole('searchbox', { name: 'Search by name, code or set' }).fill('OP01-016');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await table.getByRole('button', { name: 'Edit OP01-016' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Edit card OP01-016' }));
  await expect(dialog.getByLabel('Name')).toHaveValue('Nami');

  // The form checks before sending.
  await dialog.getByLabel('Power').fill('lots');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('The power must be a number or empty')).toBeVisible();

  await dialog.getByLabel('Name').fill('Nami (navigator)');
  await dialog.getByLabel('Power').fill('2500');
  await dialog.getByRole('button', { name: /Text helper/ }).click();
  const helper = await settled(page.getByRole('dialog', { name: 'Card text: Nami (navigator)' }));
  await helper.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(helper.getByText('1.2×')).toBeVisible();
  await screenshot(page, 'admin-card-text-helper-en.png');
  await helper.getByRole('button', { name: /Enter manually/ }).click();
  await helper.getByLabel('Ability text').fill('[Activate: Main] Look at the top card of your deck.\nPlace it at the bottom.');
  await helper.getByRole('button', { name: /Confirm and apply/ }).click();
  await expect(helper).toBeHidden();
  await dismissToasts(page);
  await dialog.evaluate((element) => element.closest('.ant-modal-wrap')?.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-card-edit-en.png') });
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Card updated', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('cell', { name: 'Nami (navigator)' })).toBeVisible();

  // The public page shows the change.
  await page.goto('/cards?search=navigator');
  await page.getByRole('button', { name: 'Nami (navigator)' }).click();
  const popup = await settled(page.getByRole('dialog', { name: 'Nami (navigator)' }));
  await expect(popup.locator('.card-detail__fields dt', { hasText: 'Power' }).locator('+ dd')).toHaveText('2500');
  await expect(popup.getByRole('region', { name: 'Ability' }).locator('p')).toHaveText(
    '[Activate: Main] Look at the top card of your deck.\nPlace it at the bottom.',
  );
});

test('(d) an admin deletes the imported cards by prefix', async ({ page }) => {
  await adminLogin(page);
  const status = page.getByRole('region', { name: 'Card database' });
  await expect(status).toContainText(`${193 + IMPORTED + EXTRA}cards in the database`);

  await status.getByRole('button', { name: /Delete cards by prefix/ }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Delete cards by prefix' }));
  await expect(dialog.getByLabel('Prefix')).toHaveValue('OP10');
  await dialog.getByLabel('Prefix').fill('');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // The deletion-impact notice is an alert too: pick the field's error by its text.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Enter a valid prefix' })).toBeVisible();

  // The demo decks' own OP01 cards (seeded among the 193) go too.
  const op01 = ((await (await page.request.get('/api/cards')).json()) as { code: string }[]).filter((card) => /^op01/i.test(card.code)).length;
  expect(op01).toBeGreaterThanOrEqual(IMPORTED + EXTRA);
  await dialog.getByLabel('Prefix').fill('op01');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deletion completed')).toBeVisible();
  await expect(page.getByText(`${op01} cards with prefix op01 deleted`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText(`${193 + IMPORTED + EXTRA - op01}cards in the database`);

  await page.goto('/cards');
  await expect(page.getByText(`Showing 24 of ${193 + IMPORTED + EXTRA - op01} cards`)).toBeVisible();
});

test('(e) an admin creates a card by hand, then deletes it with the bulk delete of the table (ADR 0075)', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin?tab=manage-cards');
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'New card' }));
  // The OP01 prefix: the journeys' clean-up takes it away whatever happens.
  await dialog.getByLabel('Code').fill('OP01-900');
  await dialog.getByLabel('Name').fill('Hand-made Zoro');
  await dialog.getByLabel('Type').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('CHARACTER', { exact: true }).click();
  await dialog.getByLabel('Cost (life for leaders)').fill('4');
  await dialog.getByRole('button', { name: 'Create card' }).click();
  await expect(page.getByText('Card created', { exact: true })).toBeVisible();
  // The same dialog goes on as the new card's, where its picture can be uploaded.
  const edit = await settled(page.getByRole('dialog', { name: 'Edit card OP01-900' }));
  await expect(edit.getByRole('button', { name: /Upload image/ })).toBeEnabled();
  await expect(edit.getByLabel('Image URL')).toHaveValue('https://en.onepiece-cardgame.com/images/cardlist/card/OP01-900.png');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  const table = page.getByRole('region', { name: 'Cards' });
  await table.getByRole('searchbox', { name: 'Search by name, code or set' }).fill('OP01-900');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await table.locator('tbody tr.ant-table-row').getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Actions on the selected cards' });
  await expect(bar).toContainText('1 card selected');
  await screenshot(page, 'admin-cards-bulk-en.png');
  await bar.getByRole('button', { name: 'Delete selected' }).click();
  const question = await settled(page.getByRole('dialog').filter({ hasText: 'Delete the selected card?' }));
  await expect(question).toContainText('OP01-900');
  await expect(question).toContainText('No deck uses these cards.');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 card deleted', { exact: true })).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(0);
  expect(((await (await page.request.get('/api/cards')).json()) as Array<{ code: string }>).some((card) => card.code === 'OP01-900')).toBe(false);
});

test('(f) an admin duplicates a deck: the copy, a draft named after it, opens in the builder (ADR 0075)', async ({ page, baseURL }) => {
  const source = ((await (await page.request.get('/api/decks')).json()) as Array<{ id: number; name: string }>)[0]!;
  await adminLogin(page);
  await page.goto('/admin?tab=manage-decks');
  await page.getByRole('searchbox', { name: 'Search by name or author' }).fill(source.name);
  await page.getByRole('button', { name: `Duplicate ${source.name}`, exact: true }).click();
  await expect(page.getByText('Deck duplicated: the copy is a draft', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Deck name')).toHaveValue(`${source.name} (copy)`);
  await expect(page.getByText(`Edit: ${source.name} (copy)`)).toBeVisible();

  // A draft: the admin reads it, a visitor does not.
  const copies = ((await (await page.request.get('/api/decks?includeDrafts=true')).json()) as Array<{ id: number; name: string; isDraft: number }>).filter(
    (deck) => deck.name === `${source.name} (copy)`,
  );
  expect(copies).toEqual([expect.objectContaining({ isDraft: 1 })]);
  const visitor = await request.newContext({ baseURL });
  expect((await visitor.get(`/api/decks/${copies[0]!.id}`)).status()).toBe(404);
  await visitor.dispose();
  expect((await page.request.delete(`/api/decks/${copies[0]!.id}`, { headers: { Origin: baseURL! } })).ok()).toBe(true);
});

test('(g) an admin schedules news: a time to come hides it until then, a time past publishes it at once (ADR 0075)', async ({ page, baseURL }) => {
  const visitorSees = async (id: number) => {
    const visitor = await request.newContext({ baseURL });
    const status = (await visitor.get(`/api/news/${id}`)).status();
    await visitor.dispose();
    return status === 200;
  };
  const local = (date: Date) => {
    const two = (part: number) => String(part).padStart(2, '0');
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
  };
  const title = `Scheduled ${Date.now()}`;
  await adminLogin(page);
  await page.goto('/admin?tab=news');
  await page.getByRole('button', { name: 'Add news' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Add news' }));
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.locator('#news-content-en').click();
  await page.keyboard.type('Coming on Friday.');
  await dialog.getByLabel('Author').fill('Nami');
  const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  await dialog.getByLabel('Publish on').fill(local(later));
  await expect(dialog.getByText(/^Scheduled for /)).toBeVisible();

  // The preview: the public page's article, with the preview's banner.
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = await settled(page.getByRole('dialog', { name: 'Preview' }));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview).toContainText('Scheduled: visitors will see it from');
  await dismissToasts(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-news-preview-en.png') });
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();

  await dialog.getByRole('button', { name: 'Create news' }).click();
  await expect(page.getByText('News created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Scheduled for');
  const created = ((await (await page.request.get('/api/news?includeDrafts=1')).json()) as Array<{ id: number; title: string }>).find(
    (item) => item.title === title,
  )!;
  expect(await visitorSees(created.id)).toBe(false);
  await page.goto('/news');
  await expect(page.getByText(title)).toHaveCount(0);

  // Moved into the past: out at once, dated by it.
  await page.goto('/admin?tab=news');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = await settled(page.getByRole('dialog', { name: 'Edit news' }));
  const earlier = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  await edit.getByLabel('Publish on').fill(local(earlier));
  await expect(edit.getByText(/^Scheduled for /)).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('News updated successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).not.toContainText('Scheduled for');
  expect(await visitorSees(created.id)).toBe(true);
  await page.goto(`/news/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const two = (part: number) => String(part).padStart(2, '0');
  await expect(page.locator('.news-article__meta time')).toHaveText(`${two(earlier.getDate())}/${two(earlier.getMonth() + 1)}/${earlier.getFullYear()}`);

  expect((await page.request.delete(`/api/news/${created.id}`, { headers: { Origin: baseURL! } })).ok()).toBe(true);
});

test.describe('in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the import tab and the manage-cards table speak Italian', async ({ page }) => {
    await adminLogin(page, 'Accedi');
    await expect(page.getByRole('tab', { name: /Importa carte/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Import da file/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Incolla JSON/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Formato Standard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Nuovo Formato' })).toBeVisible();

    await page.getByRole('button', { name: /Avvia ricerca/ }).click();
    await expect(page.getByText('Inserisci almeno un codice carta da cercare')).toBeVisible();
    await page.getByLabel('Codici carta, uno per riga').fill('2x st01-001\nST01-002');
    await page.getByRole('button', { name: /Avvia ricerca/ }).click();
    await expect(page.getByText('Tutte le carte inserite sono già presenti nel database')).toBeVisible();
    await screenshot(page, 'admin-card-import-it.png');

    await page.getByRole('tab', { name: /Gestione Carte/ }).click();
    const table = page.getByRole('region', { name: 'Carte' });
    // The first header is the selection column's (bulk actions, ADR 0075): a select-all box, no words.
    await expect(table.getByRole('columnheader')).toHaveText(['', 'Codice', 'Nome', 'Tipo', 'Set', 'Azioni']);
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
    await screenshot(page, 'admin-manage-cards-it.png');
  });
});
