import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { closeToasts, expect, SCREENSHOT_DIR, test } from './fixtures';

/** The seeded 'Straw Hat Rush' (leader ST01-001 Monkey.D.Luffy), found through the API. */
async function strawHatRush(page: Page): Promise<number> {
  const decks = (await (await page.request.get('/api/decks')).json()) as Array<{ id: number; name: string }>;
  return decks.find((deck) => deck.name === 'Straw Hat Rush')!.id;
}

/** Opens the Export menu and picks an entry. */
async function chooseFromMenu(page: Page, button: string, entry: string) {
  const item = page.getByRole('menuitem', { name: entry });
  // The menu of the previous choice closes with an animation: opened before it has gone, the click
  // would reach the closing menu.
  await expect(page.getByRole('menu')).toBeHidden();
  // A choice closes the menu. Under load the menu can render again between the press and the release
  // of a click, which then reaches no item (CI twice: the item focused, nothing happened), and its
  // code may still be on its way after the first click: open it and choose until a choice closed it.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
    await expect(item).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Picks an entry of the Export menu, returning the download it starts. */
async function downloadFromMenu(page: Page, button: string, entry: string): Promise<Download> {
  const started = page.waitForEvent('download');
  await chooseFromMenu(page, button, entry);
  return started;
}

/** A PNG's size from its header (IHDR: width and height as 32-bit big-endian numbers). */
const pngSize = (bytes: Buffer) => ({ signature: bytes.subarray(1, 4).toString('latin1'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const LANGUAGES = [
  {
    language: 'en',
    prefix: '',
    button: 'Export',
    list: { entry: 'Download OPTCGSim list (.txt)', file: 'straw-hat-rush-optcgsim.txt', firstLine: '1xST01-001' },
    image: 'Download deck image (PNG)',
    sheet: { entry: 'Download registration sheet (PDF)', file: 'straw-hat-rush-registration-en.pdf' },
    copy: { entry: 'Copy tournament list', toast: 'Copied: tournament list', format: 'tournament' },
    copyButton: 'Copy deck list',
  },
  {
    language: 'it',
    prefix: '/it',
    button: 'Esporta',
    list: { entry: 'Scarica la lista torneo (.txt)', file: 'straw-hat-rush-tournament.txt', firstLine: '1 ST01-001 Monkey.D.Luffy' },
    image: "Scarica l'immagine del mazzo (PNG)",
    sheet: { entry: 'Scarica la lista di registrazione (PDF)', file: 'straw-hat-rush-registration-it.pdf' },
    copy: { entry: 'Copia la lista desideri Cardmarket', toast: 'Copiata: lista desideri Cardmarket', format: 'cardmarket' },
    copyButton: 'Copia lista mazzo',
  },
] as const;

for (const { language, prefix, button, list, image, sheet, copy, copyButton } of LANGUAGES) {
  test(`the deck page exports a list, the picture and the registration sheet, and copies a list (${language})`, async ({ page, context }) => {
    // Three downloads (the picture and the sheet drawn in the browser), two copies and a screenshot:
    // about 15 s on a quiet machine, beyond the default 30 s under CI's load.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await strawHatRush(page);
    await page.goto(`${prefix}/decks/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Straw Hat Rush' })).toBeVisible();

    // A list, as a text file named after the deck, leader first; the same text the API gives.
    const listDownload = await downloadFromMenu(page, button, list.entry);
    expect(listDownload.suggestedFilename()).toBe(list.file);
    const text = await readFile(await listDownload.path(), 'utf8');
    expect(text.split('\n')[0]).toBe(list.firstLine);
    expect(text.split('\n').length).toBeGreaterThan(5);

    // The picture: a 1200×630 PNG.
    const imageDownload = await downloadFromMenu(page, button, image);
    expect(imageDownload.suggestedFilename()).toBe('straw-hat-rush.png');
    expect(pngSize(await readFile(await imageDownload.path()))).toEqual({ signature: 'PNG', width: 1200, height: 630 });

    // The registration sheet in the page's language.
    const sheetDownload = await downloadFromMenu(page, button, sheet.entry);
    expect(sheetDownload.suggestedFilename()).toBe(sheet.file);
    expect((await readFile(await sheetDownload.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Copy: the clipboard holds the API's text for that format.
    // The clipboard takes text only from a focused page; the downloads before can leave it unfocused.
    await page.bringToFront();
    await chooseFromMenu(page, button, copy.entry);
    await expect(page.getByText(copy.toast)).toBeVisible();
    const expected = await (await page.request.get(`/api/decks/${id}/export?format=${copy.format}`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await closeToasts(page);

    // The product's Copy deck list button copies the API's OPTCGSim list the same way.
    await page.getByRole('button', { name: copyButton }).click();
    const optcgsim = await (await page.request.get(`/api/decks/${id}/export?format=optcgsim`)).text();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(optcgsim);
    expect(optcgsim.split('\n')[0]).toBe('1xST01-001');
    await closeToasts(page);

    // The menu open, for the screenshot.
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('menuitem', { name: image })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `deck-export-menu-${language}.png`) });
  });
}

test('a draft deck has no exports for visitors', async ({ page }) => {
  const admin = await page.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin-e2e-pass' } });
  expect(admin.ok()).toBe(true);
  const decks = (await (await page.request.get('/api/decks?includeDrafts=true')).json()) as Array<{ id: number; isDraft: number }>;
  const draft = decks.find((deck) => deck.isDraft === 1)!;
  await page.request.post('/api/admin/logout');
  for (const path of ['export?format=optcgsim', 'image.png', 'registration.pdf'])
    expect((await page.request.get(`/api/decks/${draft.id}/${path}`)).status()).toBe(404);
});
