import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * ADR 0027: a visitor downloads the public messages of their language only, the back office's only
 * with the back office. Chunk names come from the build's manifest (vite.config.ts writes it).
 */
const MANIFEST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client/.vite/manifest.json');
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
const chunk = (source: string) => {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in ${MANIFEST}`);
  return `/${entry.file}`;
};
const ENGLISH = chunk('src/i18n/en.json');
const ITALIAN = chunk('src/i18n/it.json');
const BACK_OFFICE_ENGLISH = chunk('src/i18n/admin.en.json');
const BACK_OFFICE_ITALIAN = chunk('src/i18n/admin.it.json');
const ADMIN_AREA = chunk('src/admin/AdminArea.tsx');

test.use({ locale: 'en-GB' });

test('an English visitor loads the English messages only, and the Italian ones once they switch', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cards' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toContain(ENGLISH);
  for (const other of [ITALIAN, BACK_OFFICE_ENGLISH, BACK_OFFICE_ITALIAN, ADMIN_AREA]) expect(scripts).not.toContain(other);

  await page.getByRole('banner').getByText('IT', { exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carte' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(scripts).toContain(ITALIAN);
  for (const other of [BACK_OFFICE_ENGLISH, BACK_OFFICE_ITALIAN, ADMIN_AREA]) expect(scripts).not.toContain(other);
});

test("the back office brings its own messages, in the visitor's language", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/admin-login');
  // The back office is a large chunk: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { name: 'Admin area' })).toBeVisible({ timeout: 15_000 });
  expect(scripts).toEqual(expect.arrayContaining([ENGLISH, ADMIN_AREA, BACK_OFFICE_ENGLISH]));
  expect(scripts).not.toContain(ITALIAN);
  expect(scripts).not.toContain(BACK_OFFICE_ITALIAN);

  await page.getByRole('banner').getByText('IT', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Area amministrazione' })).toBeVisible({ timeout: 15_000 });
  expect(scripts).toEqual(expect.arrayContaining([ITALIAN, BACK_OFFICE_ITALIAN]));
});
