import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

/**
 * /print (issue 13): search, quantities, the 3x3 preview, true size on paper (63 × 88 mm, 5 mm gap)
 * in the browser's print and in the PDF, the deck page's "Print proxies", and a malformed d.
 */

const MM_PER_CSS_PX = 25.4 / 96;
const PT_PER_MM = 72 / 25.4;

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
  },
} as const;

async function useLanguage(page: Page, language: 'en' | 'it') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

async function seededCards(page: Page): Promise<ApiCard[]> {
  const response = await page.request.get('/api/cards');
  return (await response.json()) as ApiCard[];
}

/** Every image drawn on a PDF page, as [width, height, x, y] in points. */
function drawnImages(page: PDFPage): number[][] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const text = streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) return '';
      const filter = stream.dict.get(PDFName.of('Filter'));
      return (filter === PDFName.of('FlateDecode') ? inflateSync(Buffer.from(stream.contents)) : Buffer.from(stream.contents)).toString('latin1');
    })
    .join('\n');
  // Each image is `q`, a translation, a rotation, a scale (its size), a skew, `/Name Do`, `Q`.
  return [...text.matchAll(/\bq\b([^]*?)\/[\w.-]+ Do/g)].map(([, block]) => {
    const matrices = [...block!.matchAll(/(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) cm/g)].map((match) => match.slice(1, 7).map(Number));
    const translate = matrices.find(([a, b, c, d]) => a === 1 && b === 0 && c === 0 && d === 1 && true) ?? [1, 0, 0, 1, 0, 0];
    const scale = matrices.find(([a, b, c, d, e, f]) => a !== 1 && b === 0 && c === 0 && e === 0 && f === 0 && d !== 1) ?? [0, 0, 0, 0];
    return [scale[0]!, scale[3]!, translate[4]!, translate[5]!];
  });
}

for (const language of ['en', 'it'] as const) {
  test(`(${language}) search, quantities, 9 per page, and true size on paper and in the PDF`, async ({ page }) => {
    const text = TEXT[language];
    await useLanguage(page, language);
    const characters = (await seededCards(page)).filter((card) => card.type === 'CHARACTER');
    const [first, second] = [characters[0]!, characters.find((card) => card.name !== characters[0]!.name)!];

    await page.goto('/print');
    await page.getByRole('button', { name: text.search }).click();
    const dialog = page.getByRole('dialog', { name: text.search });
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

    // The browser's print: each sheet is a page, each card 63 × 88 mm, 5 mm apart.
    await page.emulateMedia({ media: 'print' });
    const cards = page.locator('.print-output .print-sheet').first().locator('.print-card');
    await expect(cards).toHaveCount(9);
    const [a, b, d] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox(), cards.nth(3).boundingBox()]);
    expect(a!.width * MM_PER_CSS_PX).toBeCloseTo(63, 0);
    expect(Math.abs(a!.width * MM_PER_CSS_PX - 63)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(a!.height * MM_PER_CSS_PX - 88)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((b!.x - (a!.x + a!.width)) * MM_PER_CSS_PX - 5)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((d!.y - (a!.y + a!.height)) * MM_PER_CSS_PX - 5)).toBeLessThanOrEqual(0.5);
    // Chromium's own PDF of the print view takes the A4 page size from the CSS.
    const printed = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(printed.getPageCount()).toBe(2);
    expect(printed.getPage(0).getWidth()).toBeCloseTo(210 * PT_PER_MM, 0);
    expect(printed.getPage(0).getHeight()).toBeCloseTo(297 * PT_PER_MM, 0);
    await page.emulateMedia({ media: 'screen' });

    // The PDF download: a calibration page, then the same layout with images from the site.
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && request.url().includes('/api/card-images/')) imageRequests.push(request.url());
    });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.pdf }).click()]);
    const pdf = await PDFDocument.load(readFileSync((await download.path())!));
    expect(pdf.getPageCount()).toBe(3);
    const sheet = pdf.getPage(1);
    expect(sheet.getWidth()).toBeCloseTo(210 * PT_PER_MM, 0);
    const images = drawnImages(sheet);
    expect(images).toHaveLength(9);
    for (const [width, height] of images) {
      expect(Math.abs(width! / PT_PER_MM - 63)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(height! / PT_PER_MM - 88)).toBeLessThanOrEqual(0.5);
    }
    const [x0, , x1] = [images[0]![2]!, 0, images[1]![2]!];
    expect(Math.abs((x1 - x0) / PT_PER_MM - 68)).toBeLessThanOrEqual(0.5);
    expect(imageRequests.length).toBeGreaterThan(0);
    for (const url of imageRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(drawnImages(pdf.getPage(2))).toHaveLength(1);

    const consent = page.getByRole('button', { name: /necessar/i });
    if (await consent.count()) await consent.first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `print-desktop-${language}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `print-phone-${language}.png`), fullPage: true });
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
