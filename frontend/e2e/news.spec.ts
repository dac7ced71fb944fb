import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { SUPER_ADMIN, uniqueName } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, settled, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    guideTitle: 'Beginner guide: how to play the One Piece Card Game',
    whatIsTitle: 'What is the One Piece Card Game?',
    footerGuide: "Beginner's guide",
    heroWhatIs: 'What is the One Piece Card Game?',
    back: 'Back to news',
    newsHeading: 'News',
    list: 'News articles',
    highlighted: 'Highlighted news',
    guideText: 'DON!! deck of 10 cards',
  },
  it: {
    guideTitle: 'Guida per principianti: come si gioca al One Piece Card Game',
    whatIsTitle: "Che cos'è il One Piece Card Game?",
    footerGuide: 'Guida per principianti',
    heroWhatIs: "Cos'è One Piece Card Game?",
    back: 'Torna alle news',
    newsHeading: 'News',
    list: 'Articoli',
    highlighted: 'News in evidenza',
    guideText: 'mazzo DON!! di 10 carte',
  },
} as const;

/** A real 64×36 PNG (a gold gradient), made here so the test needs no fixture file. */
function pngImage(width = 64, height = 36): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = [0];
    for (let x = 0; x < width; x++) row.push(200 + Math.round((55 * x) / width), 140 + Math.round((60 * y) / height), 60);
    rows.push(Buffer.from(row));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The visitor made their cookie choice and closed Decky before: nothing covers the page. */
async function quietVisitor(page: Page, language: 'it' | 'en') {
  await page.addInitScript((choice) => {
    // Only the first time: a test may switch the language with the header toggle later.
    if (!localStorage.getItem('language')) localStorage.setItem('language', choice);
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: new Date().toISOString() }));
    sessionStorage.setItem('decky-dismissed', '1');
  }, language);
}

async function screenshot(page: Page, name: string) {
  await closeToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
}

for (const language of ['en', 'it'] as const) {
  const t = TEXT[language];

  test(`a visitor follows the footer and hero links to news 4 and 5 and reads them (${language})`, async ({ page }) => {
    await quietVisitor(page, language);
    await page.goto('/');

    await page.getByRole('contentinfo').getByRole('link', { name: t.footerGuide }).click();
    await expect(page).toHaveURL('/news/4');
    await expect(page.getByRole('heading', { level: 1, name: t.guideTitle })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(t.guideText);
    await expect(page.getByRole('heading', { name: /^(Comments|Commenti)/ })).toBeVisible();
    await screenshot(page, `news-4-${language}.png`);

    await page.goto('/');
    // The hero's button comes first; the highlighted news below may show article 5 under the same title.
    await page.getByRole('link', { name: t.heroWhatIs }).first().click();
    await expect(page).toHaveURL('/news/5');
    await expect(page.getByRole('heading', { level: 1, name: t.whatIsTitle })).toBeVisible();

    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL('/news');
    const list = page.getByRole('list', { name: t.list });
    await expect(list.getByRole('article')).toHaveCount(5);
    await expect(list.getByRole('heading', { name: t.guideTitle })).toBeVisible();
    await screenshot(page, `news-list-${language}.png`);

    await page.setViewportSize(PHONE);
    await screenshot(page, `news-list-${language}-phone.png`);
    await list.getByRole('link', { name: new RegExp(t.guideTitle.slice(0, 20)) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.guideTitle })).toBeVisible();
    await screenshot(page, `news-4-${language}-phone.png`);
  });
}

test('a draft and an unknown article both say the article was not found', async ({ page }) => {
  await quietVisitor(page, 'en');
  await page.goto('/news/6');
  await expect(page.getByRole('heading', { level: 1, name: 'News article not found' })).toBeVisible();
  await page.goto('/news/9999');
  await expect(page.getByRole('heading', { level: 1, name: 'News article not found' })).toBeVisible();
});

test('an admin writes a news item with an image, marks it highlighted, and it appears on the home page in both languages', async ({ page }) => {
  // A long journey (write, upload, both languages, delete) on a machine shared with other builds.
  test.setTimeout(120_000);
  const title = uniqueName('Store championship report ');
  const titleIt = `${title} (IT)`;
  await quietVisitor(page, 'en');
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin');

  await page.getByRole('tab', { name: 'Manage news' }).click();
  await expect(page).toHaveURL('/admin?tab=news');
  await expect(page.getByRole('table', { name: 'News articles' })).toBeVisible();

  // Add: the required fields first, then the rest.
  await page.getByRole('button', { name: 'Add news' }).click();
  let dialog = await settled(page.getByRole('dialog', { name: 'Add news' }));
  await dialog.getByRole('button', { name: 'Create news' }).click();
  await expect(page.getByText('Fill in all required fields').first()).toBeVisible();
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.getByLabel('Title (Italian)').fill(titleIt);
  await dialog.getByRole('group', { name: 'Content (English)' }).locator('.ql-editor').click();
  await page.keyboard.type('Twenty players, three rounds and a Red Luffy on top.');
  await dialog.getByRole('tab', { name: 'Content (Italian)' }).click();
  await dialog.getByRole('group', { name: 'Content (Italian)' }).locator('.ql-editor').click();
  await page.keyboard.type('Venti giocatori, tre turni e un Luffy rosso in vetta.');
  await dialog.getByLabel('Author').fill('Nami');
  await dialog.getByRole('checkbox', { name: 'Highlighted' }).check();
  await dialog.getByRole('button', { name: 'Create news' }).click();
  await expect(page.getByText('News created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Edit: the image can be uploaded now that the article exists.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = await settled(page.getByRole('dialog', { name: 'Edit news' }));
  await expect(dialog.getByLabel('Title (English)')).toHaveValue(title);
  await dialog.getByLabel('News image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await expect(dialog.locator('img.news-image')).toHaveAttribute('src', /^\/uploads\/news\/[0-9a-f]{32}\.png$/);
  await dialog.getByLabel('News image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('You can only upload images')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('News updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Cards', exact: true }).click();
  await expect(page.getByRole('list', { name: 'News articles as cards' }).getByRole('heading', { name: title })).toBeVisible();
  await screenshot(page, 'news-admin-cards-en.png');
  await page.getByRole('tab', { name: 'Table', exact: true }).click();
  await screenshot(page, 'news-admin-en.png');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'news-admin-en-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The home page shows it first among the highlighted news, with its image.
  await page.goto('/');
  const highlighted = page.getByRole('list', { name: TEXT.en.highlighted });
  const card = highlighted.getByRole('article').first();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/news\//);
  await expect(page.getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/news');
  await highlighted.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'news-home-en.png') });

  // In Italian: the Italian title, and the admin tab in Italian.
  await page.getByRole('banner').getByText('IT', { exact: true }).click();
  const evidenza = page.getByRole('list', { name: TEXT.it.highlighted });
  await expect(evidenza.getByRole('article').first().getByRole('heading', { name: titleIt })).toBeVisible();
  await evidenza.getByRole('heading', { name: titleIt }).click();
  await expect(page.getByRole('heading', { level: 1, name: titleIt })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Venti giocatori');

  await page.goto('/admin?tab=news');
  await expect(page.getByRole('tab', { name: 'Gestione News' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Elenco delle news' })).toBeVisible();
  await screenshot(page, 'news-admin-it.png');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'news-admin-it-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete, after the confirmation: it leaves the home page.
  await page.getByRole('button', { name: `Elimina ${title}` }).click();
  const confirm = await settled(page.getByRole('dialog', { name: 'Eliminare questa news?' }));
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('News eliminata correttamente')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('list', { name: TEXT.it.highlighted })).toBeVisible();
  await expect(page.getByRole('heading', { name: titleIt })).toHaveCount(0);
});
