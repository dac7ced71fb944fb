import { expect, test } from './fixtures';

/** The back office is one chunk, AdminArea-<hash>.js (see src/admin/AdminArea.tsx). */
const ADMIN_CHUNK = /\/assets\/AdminArea-[\w-]+\.js$/;

test('visitors of the public pages never download the admin chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cards' }).click();
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(24);
  await page.goto('/cards');
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(24);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => ADMIN_CHUNK.test(script))).toEqual([]);

  // The pattern does match the real chunk: the admin pages load it.
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Admin area' })).toBeVisible();
  expect(scripts.filter((script) => ADMIN_CHUNK.test(script))).toHaveLength(1);
});
