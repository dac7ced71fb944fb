import path from 'node:path';
import { SUPER_ADMIN, uniqueName } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, test } from './fixtures';

test('on a phone the account link and logout sit in the menu', async ({ page }) => {
  const username = uniqueName('chopper');
  // page.request shares the page's cookies: registering opens no session (ADR 0020), the login logs the page in.
  const response = await page.request.post('/api/register', { data: { username, email: `${username}@example.test`, password: 'rumble-ball', language: 'en' } });
  expect(response.status()).toBe(202);
  expect((await page.request.post('/api/login', { data: { username, password: 'rumble-ball' } })).ok()).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: username })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-menu-logged-in-en.png') });

  await menu.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByText('Verification required')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-my-account-unverified-en.png'), fullPage: true });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Goodbye!')).toBeVisible();
});

test('on a phone the user manager table scrolls sideways inside the dashboard', async ({ page }) => {
  const response = await page.request.post('/api/admin/login', { data: SUPER_ADMIN });
  expect(response.ok()).toBe(true);

  await page.goto('/admin?tab=users');
  await expect(page.getByRole('heading', { name: /^Registered users \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site counters' })).toContainText('193');
  await closeToasts(page);
  // The page itself never scrolls sideways: only the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'mobile-user-manager-en.png'), fullPage: true });
});
