import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { readPdf, type PageDrawing } from '../src/features/print/pdf-readback';
import { expect, SCREENSHOT_DIR, settled, test } from './fixtures';

/**
 * /print (issues 13 and 37): search, quantities, the preview, true size on paper in the browser's print and in the PDF,
 * the print options kept in the address, the paste box, text faces when no picture can be had (this machine cannot
 * reach the picture host; the tests make sure of it), the deck page's "Print proxies", and a malformed d.
 */

const MM_PER_CSS_PX = 25.4 / 96;
const PT_PER_MM = 72 / 25.4;
const TOLERANCE_MM = 0.2;

interface ApiCard {
  code: string;
  name: string;
  type: string;
}

const TEXT = {
  en: {
    search: 'Search cards',
    field: 'Card name or code',
    done: 'Done',
    list: 'Cards to print',
    page: 'Page 1 of 2',
    pdf: 'Download PDF',
    empty: /No cards yet/,
    print: 'Print proxies',
    textFaces: /cards? (has|have) no picture and will print as text/,
    paper: 'Paper',
    paste: 'Card list to add',
    pasteSubmit: 'Add to the list',
    added: '5 cards added',
    unknown: 'These 2 lines were not read:',
    textCards: 'Printed as text',
    layout: '6 × 3 cards per page (Landscape)',
  },
  it: {
    search: 'Cerca carte',
    field: 'Nome o codice della carta',
    done: 'Fatto',
    list: 'Carte da stampare',
    page: 'Pagina 1 di 2',
    pdf: 'Scarica PDF',
    empty: /Nessuna carta/,
    print: 'Stampa proxy',
    textFaces: /non ha(nno)? immagine e sar(à|anno) stampat[ae] come testo/,
    paper: 'Foglio',
    paste: 'Lista di carte da aggiungere',
    pasteSubmit: 'Aggiungi alla lista',
    added: '5 carte aggiunte',
    unknown: 'Queste 2 righe non sono state lette:',
    textCards: 'Stampate come testo',
    layout: '6 × 3 carte per pagina (Orizzontale)',
  },
} as const;

async function useLanguage(page: Page, language: 'en' | 'it') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

async function seededCards(page: Page): Promise<ApiCard[]> {
  const response = await page.request.get('/api/cards');
  return (await response.json()) as ApiCard[];
}

/** The picture host is unreachable: the site's image route has no picture to give (its answer with fallback=none). */
async function withoutPictures(page: Page) {
  await page.route('**/api/card-images/**', (route) =>
    new URL(route.request().url()).searchParams.get('fallback') === 'none' ? route.fulfill({ status: 204 }) : route.fallback(),
  );
}

/** The text faces' frames on a PDF page (filled, the card's size plus the bleed), in mm from the top-left corner. */
function frames(page: PageDrawing, width: number, height: number) {
  return page.shapes
    .filter((shape) => shape.fill !== null && Math.abs(shape.height / PT_PER_MM - height) <= TOLERANCE_MM)
    .map((shape) => ({
      x: shape.x / PT_PER_MM,
      y: (page.height - shape.y - shape.height) / PT_PER_MM,
      width: shape.width / PT_PER_MM,
      height: shape.height / PT_PER_MM,
    }))
    .filter((shape) => Math.abs(shape.width - width) <= TOLERANCE_MM);
}

const textOf = (page: PageDrawing) => page.texts.map((piece) => piece.text).join(' ');

/**
 * Presses "Download PDF" until the page answers (the button shows it is preparing, or the file came):
 * once in CI the click landed while the page laid itself out again after `emulateMedia`, and nothing
 * started. A PDF built within the wait also counts, so a slow answer is never pressed twice.
 */
async function downloadPdf(page: Page, name: string): Promise<Download> {
  const button = page.getByRole('button', { name });
  let download: Download | undefined;
  const downloaded = page.waitForEvent('download', { timeout: 60_000 }).then((file) => (download = file));
  await expect(async () => {
    if (download) return;
    await button.click({ timeout: 2_000 });
    await expect.poll(async () => download !== undefined || (await button.getAttribute('class'))?.includes('ant-btn-loading'), { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
  return downloaded;
}

for (const language of ['en', 'it'] as const) {
  test(`(${language}) search, quantities, 9 per page, true size on paper and in the PDF, every card as text without pictures`, async ({ page }) => {
    const text = TEXT[language];
    await useLanguage(page, language);
    await withoutPictures(page);
    const characters = (await seededCards(page)).filter((card) => card.type === 'CHARACTER');
    const [first, second] = [characters[0]!, characters.find((card) => card.name !== characters[0]!.name)!];

    await page.goto('/print');
    await page.getByRole('button', { name: text.search }).click();
    const dialog = await settled(page.getByRole('dialog', { name: text.search }));
    await dialog.getByRole('searchbox', { name: text.field }).fill(first.code);
    await dialog.getByRole('button', { name: new RegExp(`\\(${first.code}\\)$`) }).click();
    await dialog.getByRole('searchbox', { name: text.field }).fill(second.name);
    await dialog.getByRole('button', { name: new RegExp(`\\(${second.code}\\)$`) }).click();
    await dialog.getByRole('button', { name: text.done }).click();

    const list = page.getByRole('list', { name: text.list });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const quantities = list.getByRole('textbox');
    await quantities.nth(0).fill('4');
    await quantities.nth(1).fill('x');
    await quantities.nth(1).fill('6');
    await expect(page).toHaveURL(new RegExp(`/print\\?d=${first.code}\\.4(%2C|,)${second.code}\\.6$`));

    const preview = page.getByRole('region', { name: text.page });
    await expect(preview.locator('.print-card')).toHaveCount(9);
    // No picture: each card is its text face, and the page says so before the download.
    await expect(preview.locator('.print-card .card-face')).toHaveCount(9);
    await expect(
      preview.getByRole('img', { name: new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${first.code}\\)`) }).first(),
    ).toBeVisible();
    await expect(page.getByText(text.textFaces)).toBeVisible();

    // The browser's print: each sheet is a page, each card 63 × 88 mm, 5 mm apart.
    await page.emulateMedia({ media: 'print' });
    const cards = page.locator('.print-output .print-sheet').first().locator('.print-card');
    await expect(cards).toHaveCount(9);
    const [a, b, d] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox(), cards.nth(3).boundingBox()]);
    expect(Math.abs(a!.width * MM_PER_CSS_PX - 63)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(a!.height * MM_PER_CSS_PX - 88)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((b!.x - (a!.x + a!.width)) * MM_PER_CSS_PX - 5)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((d!.y - (a!.y + a!.height)) * MM_PER_CSS_PX - 5)).toBeLessThanOrEqual(0.5);
    await expect(cards.nth(0).locator('.card-face__name')).toHaveText(first.name);
    // Chromium's own PDF of the print view takes the A4 page size from the CSS.
    const printed = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(printed.getPageCount()).toBe(2);
    expect(printed.getPage(0).getWidth()).toBeCloseTo(210 * PT_PER_MM, 0);
    expect(printed.getPage(0).getHeight()).toBeCloseTo(297 * PT_PER_MM, 0);
    await page.emulateMedia({ media: 'screen' });

    // The PDF download: a calibration page naming the text cards, then the same layout, every card with its name.
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && request.url().includes('/api/card-images/')) imageRequests.push(request.url());
    });
    const download = await downloadPdf(page, text.pdf);
    const pdf = await readPdf(readFileSync((await download.path())!));
    expect(pdf).toHaveLength(3);
    const sheet = pdf[1]!;
    expect(Math.abs(sheet.width / PT_PER_MM - 210)).toBeLessThanOrEqual(TOLERANCE_MM);
    expect(Math.abs(sheet.height / PT_PER_MM - 297)).toBeLessThanOrEqual(TOLERANCE_MM);
    const faces = frames(sheet, 63, 88);
    expect(faces).toHaveLength(9);
    expect(Math.abs(faces[1]!.x - faces[0]!.x - 68)).toBeLessThanOrEqual(TOLERANCE_MM);
    expect(Math.abs(faces[3]!.y - faces[0]!.y - 93)).toBeLessThanOrEqual(TOLERANCE_MM);
    expect(sheet.images).toEqual([]);
    // Every printed card carries its name as text, inside its own frame.
    const printedFaces = pdf.slice(1).flatMap((drawn) =>
      frames(drawn, 63, 88).map((frame) =>
        drawn.texts
          .filter((piece) => {
            const x = piece.x / PT_PER_MM;
            const y = (drawn.height - piece.y) / PT_PER_MM;
            return x >= frame.x && x <= frame.x + frame.width && y >= frame.y && y <= frame.y + frame.height;
          })
          .map((piece) => piece.text)
          .join(' '),
      ),
    );
    expect(printedFaces).toHaveLength(10);
    expect(printedFaces.filter((face) => face.includes(first.name))).toHaveLength(4);
    expect(printedFaces.slice(4).every((face) => face.includes(second.name))).toBe(true);
    expect(textOf(pdf[0]!)).toContain(`${text.textCards}`);
    expect(textOf(pdf[0]!)).toContain(first.code);
    expect(textOf(pdf[0]!)).toContain(second.code);
    expect(imageRequests.length).toBeGreaterThan(0);
    for (const url of imageRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);

    const consent = page.getByRole('button', { name: /necessar/i });
    if (await consent.count()) await consent.first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `print-desktop-${language}.png`), fullPage: true });
  });

  test(`(${language}) print options from the address: A3, Japanese size, 2 mm gap, 1 mm bleed, cut lines`, async ({ page }) => {
    // Two PDFs of an A3 sheet (the browser's print and the site's own): under CI's load more than the default 30 s.
    test.setTimeout(60_000);
    const text = TEXT[language];
    await useLanguage(page, language);
    await withoutPictures(page);
    const codes = (await seededCards(page)).slice(0, 20).map((card) => card.code);
    await page.goto(`/print?d=${codes.join(',')}&paper=a3&size=japanese&gap=2&bleed=1&cuts=lines&orient=sideways`);
    await expect(page.getByRole('list', { name: text.list }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByText(text.layout)).toBeVisible();
    await expect(page.locator('.print-settings__row', { hasText: text.paper })).toContainText('A3');

    await page.emulateMedia({ media: 'print' });
    const cards = page.locator('.print-output .print-sheet').first().locator('.print-card');
    await expect(cards).toHaveCount(18);
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(Math.abs(a!.width * MM_PER_CSS_PX - 59)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(a!.height * MM_PER_CSS_PX - 86)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((b!.x - (a!.x + a!.width)) * MM_PER_CSS_PX - 2)).toBeLessThanOrEqual(0.5);
    const printed = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    // Chromium rounds its page to its own units: within half a millimetre.
    expect(Math.abs(printed.getPage(0).getWidth() / PT_PER_MM - 420)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(printed.getPage(0).getHeight() / PT_PER_MM - 297)).toBeLessThanOrEqual(0.5);
    await page.emulateMedia({ media: 'screen' });

    const download = await downloadPdf(page, TEXT[language].pdf);
    const pdf = await readPdf(readFileSync((await download.path())!));
    expect(pdf).toHaveLength(3);
    for (const drawn of pdf) {
      expect(Math.abs(drawn.width / PT_PER_MM - 420)).toBeLessThanOrEqual(TOLERANCE_MM);
      expect(Math.abs(drawn.height / PT_PER_MM - 297)).toBeLessThanOrEqual(TOLERANCE_MM);
    }
    // Each text face's frame is the card and its bleed: 61 × 88 mm, trim lines 2 mm apart.
    const faces = frames(pdf[1]!, 61, 88);
    expect(faces).toHaveLength(18);
    expect(Math.abs(faces[1]!.x - faces[0]!.x - 61)).toBeLessThanOrEqual(TOLERANCE_MM);
    const cutLines = pdf[1]!.shapes.filter((shape) => shape.fill === null && Math.abs(shape.height / PT_PER_MM - 297) <= TOLERANCE_MM);
    expect(cutLines).toHaveLength(12);

    // A changed option is written to the address beside the list, and read back after a reload.
    await page.getByRole('combobox', { name: text.paper }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Letter' }).click();
    await expect(page).toHaveURL(/paper=letter/);
    await expect(page).toHaveURL(/d=/);
    await page.reload();
    await expect(page.locator('.print-settings__row', { hasText: text.paper })).toContainText('Letter');
  });

  test(`(${language}) the paste box adds any list the builder reads and reports what it could not read`, async ({ page }) => {
    const text = TEXT[language];
    await useLanguage(page, language);
    const characters = (await seededCards(page)).filter((card) => card.type === 'CHARACTER');
    const [first, second] = [characters[0]!, characters[1]!];
    await page.goto(`/print?d=${first.code}`);
    await expect(page.getByRole('list', { name: text.list }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('textbox', { name: text.paste }).fill(`3x${first.code}\n2 ${second.name} (${second.code})\n1xZZ99-999\nnot a card line`);
    await page.getByRole('button', { name: text.pasteSubmit }).click();
    await expect(page.getByRole('status').getByText(text.added)).toBeVisible();
    await expect(page.getByText(text.unknown)).toBeVisible();
    await expect(page.getByRole('status').getByText('1xZZ99-999')).toBeVisible();
    const items = page.getByRole('list', { name: text.list }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    // The quantities add up: 1 already there and 3 pasted.
    await expect(items.nth(0).getByRole('textbox')).toHaveValue('4');
    await expect(items.nth(1).getByRole('textbox')).toHaveValue('2');
    await expect(page).toHaveURL(new RegExp(`d=${first.code}\\.4(%2C|,)${second.code}\\.2`));
  });

  test(`(${language}) a deck page opens /print with exactly that deck's cards; a malformed d shows an empty list`, async ({ page }) => {
    const text = TEXT[language];
    await useLanguage(page, language);
    const decks = (await (await page.request.get('/api/decks')).json()) as Array<{ id: number }>;
    const deck = (await (await page.request.get(`/api/decks/${decks[0]!.id}`)).json()) as {
      id: number;
      leader: { code: string } | null;
      cards: Array<{ cardId: number; quantity: number }>;
      resolvedCards: Array<{ id: number; code: string }>;
    };
    const codeOf = new Map(deck.resolvedCards.map((card) => [card.id, card.code]));
    const expected = [
      ...(deck.leader ? [[deck.leader.code, 1] as const] : []),
      ...deck.cards.map(({ cardId, quantity }) => [codeOf.get(cardId)!, quantity] as const),
    ];

    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('link', { name: text.print }).click();
    await expect(page).toHaveURL(/\/print\?d=/);
    const items = page.getByRole('list', { name: text.list }).getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    for (const [index, [code, quantity]] of expected.entries()) {
      await expect(items.nth(index)).toContainText(code);
      await expect(items.nth(index).getByRole('textbox')).toHaveValue(String(quantity));
    }

    await page.goto('/print?d=%7B%22OP01-001%22%3A4%7D,,..%2F..%2Fetc,OP01-001.0,<script>');
    await expect(page.getByText(text.empty)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('(phone) the options and the paste box fit a 390 px screen', async ({ page }) => {
  await useLanguage(page, 'it');
  await withoutPictures(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const codes = (await seededCards(page)).slice(0, 9).map((card) => card.code);
  await page.goto(`/print?d=${codes.join(',')}&back=plain&cuts=lines`);
  await expect(page.getByRole('list', { name: TEXT.it.list }).getByRole('listitem')).toHaveCount(9);
  await expect(page.getByRole('textbox', { name: TEXT.it.paste })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /Spostamento del retro verso destra/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const control of await page.locator('.print-settings .ant-select').all()) {
    const box = await control.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  const consent = page.getByRole('button', { name: /necessar/i });
  if (await consent.count()) await consent.first().click();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'print-phone-it.png'), fullPage: true });
});
