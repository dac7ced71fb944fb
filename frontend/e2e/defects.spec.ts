import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SUPER_ADMIN, uniqueName } from './accounts';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

/**
 * Issue #10 end to end, in a real browser against the built app: the builder keeps unsaved work and
 * asks before throwing it away (1), deletion dialogs say which decks lose cards (2), a list import
 * reports every change (3), the YouTube tool gives the cursor back (4), one deck count everywhere and
 * 'Add' adds (6), the login toast leaves the admin buttons free (7), visitors see no 401 (10).
 * Nothing here changes the card database (see defects.journey.ts for what does).
 */

// The builder is a big lazy chunk and this machine is shared: room to load.
test.describe.configure({ timeout: 120_000 });

async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  return dialog;
}

async function adminLogin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin');
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
  // The deck tabs are lazy chunks: wait for the section to be there.
  if (name === 'Deck Builder') await expect(page.getByLabel('Deck name')).toBeVisible({ timeout: 20_000 });
  if (name === 'Manage decks')
    await expect(
      page
        .getByRole('button', { name: /Edit |Create new deck/ })
        .or(page.getByLabel('Deck name'))
        .first(),
    ).toBeVisible({ timeout: 20_000 });
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Deck list' });

test('visitors: no page asks for the session in a way that fails (no 401 in the console)', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) failures.push(`${response.status()} ${response.url()}`);
  });
  for (const route of ['/', '/cards', '/decks', '/auth']) {
    await page.goto(route);
    await expect(page.locator('main h1, main h2, h1').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^(Login|Accedi)$/ })
      .first(),
  ).toBeVisible();
  expect(failures).toEqual([]);
});

test('the login toast leaves the New Admin and Logout buttons free', async ({ page }) => {
  await adminLogin(page);
  const toast = page.locator('.ant-notification-notice').first();
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const name of ['New Admin', 'Logout']) {
    const box = (await page.getByRole('main').getByRole('button', { name, exact: true }).first().boundingBox())!;
    const overlaps =
      box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
    expect(overlaps, `${name} covered by the toast`).toBe(false);
  }
  // And they can be clicked while the toast is up.
  await page.getByRole('main').getByRole('button', { name: 'New Admin' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the builder keeps unsaved work across tab switches and a reload, and asks before discarding it', async ({ page }) => {
  const name = uniqueName('Kept draft ');
  await adminLogin(page);
  await openTab(page, 'Deck Builder');
  await page.getByLabel('Deck name').fill(name);
  await page.getByLabel('Author').fill('Nami');

  // Another admin tab and back: the work is there.
  await openTab(page, 'Manage decks');
  await openTab(page, 'Deck Builder');
  await expect(page.getByLabel('Deck name')).toHaveValue(name);

  // A reload: the browser asks first (beforeunload), then the work is still there, and the page says so.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(page.getByLabel('Deck name')).toHaveValue(name, { timeout: 20_000 });
  await expect(page.getByText('Unsaved changes restored')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'defects-builder-restored-en.png'), fullPage: false });

  // Leaving the back office in the app asks first; 'Stay' keeps the builder.
  await page.getByRole('banner').getByRole('link', { name: 'Cards' }).first().click();
  const leave = await settled(page.getByRole('dialog', { name: 'Leave the deck builder?' }));
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByLabel('Deck name')).toHaveValue(name);

  // Discarding from the notice goes back to an empty builder and forgets the draft.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Deck name')).toHaveValue('', { timeout: 20_000 });
  await expect(page.getByText('Unsaved changes restored')).toBeHidden();
});

test("'Cancel' on an edited deck asks before throwing the changes away", async ({ page }) => {
  await adminLogin(page);
  await openTab(page, 'Manage decks');
  await page.getByRole('button', { name: 'Edit Kid Supernovas' }).click();
  const nameField = page.getByLabel('Deck name');
  await expect(nameField).toHaveValue('Kid Supernovas', { timeout: 20_000 });
  await nameField.fill('Kid Supernovas (changed)');

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const discard = await settled(page.getByRole('dialog', { name: 'Discard the changes?' }));
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(nameField).toHaveValue('Kid Supernovas (changed)');

  // The edit survives switching tabs, per deck.
  await openTab(page, 'Deck Builder');
  await openTab(page, 'Manage decks');
  await expect(page.getByLabel('Deck name')).toHaveValue('Kid Supernovas (changed)');

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await (await settled(page.getByRole('dialog', { name: 'Discard the changes?' }))).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Kid Supernovas' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Kid Supernovas' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Kid Supernovas');
});

test('a list import reports every change, printings counted together; Add adds copies; the count reads "N/50 + leader"', async ({ page }) => {
  await adminLogin(page);
  await openTab(page, 'Deck Builder');

  // 'Add' on a card already in the deck adds to its copies, up to 4.
  await page.getByLabel('Search cards by name or code').fill('ST01-013');
  const zoro = page.getByRole('listitem', { name: /ST01-013/ });
  await zoro.getByText('2', { exact: true }).click();
  await zoro.getByRole('button', { name: /Add 2x/ }).click();
  await zoro.getByText('1', { exact: true }).click();
  await zoro.getByRole('button', { name: /Add 1x/ }).click();
  await expect(summary(page)).toContainText('3xRoronoa Zoro');
  await expect(summary(page).getByLabel('3 of 50 cards, plus the leader')).toHaveText('3/50 + leader');

  await page.getByRole('button', { name: 'Import list' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Import a deck list' }));
  await dialog.getByLabel('Deck list').fill(['1xST01-001', '5xST01-002', '2xST01-004', '3 ST01-004', '4xST01-013', '4xZZ99-999'].join('\n'));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();

  const report = page.getByRole('list', { name: 'Import changes' });
  await expect(report).toBeVisible();
  for (const line of [
    'Card not found: 4xZZ99-999',
    'ST01-004: 2 lines added up (5 copies)',
    'ST01-002: 5 copies cut to 4 (alternate printings count as the same card)',
    'ST01-004: 5 copies cut to 4 (alternate printings count as the same card)',
    'ST01-013: quantity replaced, from 3 to 4',
  ]) {
    await expect(report.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(summary(page).getByLabel('12 of 50 cards, plus the leader')).toHaveText('12/50 + leader');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'defects-import-report-en.png'), fullPage: false });
});

test('the YouTube tool gives the cursor back: text typed after the video lands in the guide', async ({ page }) => {
  await adminLogin(page);
  await openTab(page, 'Deck Builder');
  const editor = page.getByRole('group', { name: 'Guide in Italian' });
  await editor.locator('.ql-editor').click();
  await page.keyboard.type('Prima del video');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'YouTube video' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Insert a YouTube video' }));
  await dialog.getByLabel('YouTube URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.type('Dopo il video');
  await expect(editor.locator('.ql-editor')).toContainText('Dopo il video');
  await expect(editor.locator('iframe.ql-video')).toHaveCount(1);
});

test('the card deletion dialog says which decks would lose cards, before anything is deleted', async ({ page }) => {
  await adminLogin(page);
  await openTab(page, 'Card import');
  await page.getByRole('button', { name: 'Delete cards by prefix' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Delete cards by prefix' }));
  await dialog.getByLabel('Prefix').fill('OP09');
  await expect(dialog.getByText(/decks? will lose cards/)).toBeVisible();
  const decks = dialog.getByRole('list', { name: 'Decks that will lose cards' });
  await expect(decks.getByRole('link', { name: 'Red-Haired Shanks' })).toBeVisible();
  await expect(decks.getByRole('link', { name: 'Blackbeard Pirates' })).toBeVisible();
  await dialog.getByLabel('Prefix').fill('ZZ');
  await expect(dialog.getByText('No deck uses these cards.')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'defects-prefix-impact-en.png'), fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a seeded deck page counts "50 cards + leader", the same definition as the builder', async ({ page }) => {
  const decks = (await (await page.request.get('/api/decks')).json()) as Array<{ id: number; name: string }>;
  const shanks = decks.find((deck) => deck.name === 'Red-Haired Shanks')!;
  await page.goto(`/decks/${shanks.id}`);
  await expect(page.getByRole('heading', { name: /Deck list/ })).toContainText('50 cards + leader');
  await page.goto(`/it/decks/${shanks.id}`);
  await expect(page.getByRole('heading', { name: /Lista del mazzo/ })).toContainText('50 carte + leader');
});
