import path from 'node:path';
import type { Page } from '@playwright/test';
import { createPlainAdmin, registerUser, SUPER_ADMIN, uniqueName } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, settled, test } from './fixtures';

async function adminLogin(page: Page, credentials: { username: string; password: string }, submit = 'Log in') {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL('/admin');
}

test('the admin login asks for both fields and refuses a user who is not an admin', async ({ page, baseURL }) => {
  const user = await registerUser(baseURL!);
  await page.goto('/admin-login');
  await expect(page.getByText('Only authorised administrators may enter.')).toBeVisible();
  await closeToasts(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-login-en.png'), fullPage: true });

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username and password are required')).toBeVisible();

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Authentication error')).toBeVisible();
  await expect(page.getByText('Only authorised administrators may enter', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin-login');
});

test('a super admin creates an admin, finds it in the admin manager and deletes it', async ({ page }) => {
  const newAdmin = uniqueName('mate');
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin-login');
  await adminLogin(page, SUPER_ADMIN);

  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText('Logged in as admin')).toBeVisible();
  await expect(page.getByRole('main').getByText('super admin', { exact: true })).toBeVisible();
  // The demo seed has 193 cards.
  await expect(page.getByRole('region', { name: 'Site counters' })).toContainText('193');

  await page.getByRole('button', { name: 'New Admin' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'New administrator' }));
  await expect(dialog.getByRole('button', { name: 'Create admin' })).toBeDisabled();
  await dialog.getByLabel('Username').fill(newAdmin);
  await dialog.getByLabel('E-mail').fill(`${newAdmin}@example.test`);
  await dialog.getByLabel('Password').fill('first-mate-1');
  await dialog.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Administrator created')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/admin?tab=admins'); // more tabs than fit one row: antd folds the last ones into '…'
  await page.getByRole('button', { name: 'Load administrators' }).click();
  const admins = page.getByRole('list', { name: 'Administrators' });
  const card = admins.getByRole('listitem').filter({ hasText: newAdmin });
  await expect(card).toContainText('Admin');
  await expect(card).toContainText(`${newAdmin}@example.test`);
  // Neither I nor the main admin (both "admin" here) can be deleted from the list.
  await expect(
    admins
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^admin/ }) })
      .getByRole('button'),
  ).toHaveCount(0);
  await closeToasts(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-manager-en.png'), fullPage: true });

  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this administrator?' });
  // Under CI's load the question once did not open (the page back at its top, no dialog): click until it does.
  await expect(async () => {
    await card.getByRole('button', { name: `Delete ${newAdmin}` }).click({ timeout: 2000 });
    await expect(confirm).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(confirm).toContainText('This action cannot be undone.');
  // Under load the question's Delete once stayed open after its click (no request, no toast): click while it is open.
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Delete' }).click({ timeout: 2000 });
    await expect(page.getByText('Administrator deleted')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(admins.getByRole('listitem').filter({ hasText: newAdmin })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin-login');
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin-login');
});

test('the user manager finds a registered user and deletes it', async ({ page, baseURL }) => {
  const user = await registerUser(baseURL!, uniqueName('Robin'));
  await adminLogin(page, SUPER_ADMIN);
  await page.goto('/admin?tab=users'); // more tabs than fit one row: antd folds the last ones into '…'
  await expect(page).toHaveURL('/admin?tab=users');

  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: user.username })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by username or e-mail' }).fill(user.username.toUpperCase());
  await expect(page.getByRole('heading', { name: 'Registered users (1)' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: user.username });
  await expect(row).toContainText(user.email.toLowerCase()); // the API stores e-mails in lower case
  await expect(row.getByRole('img', { name: 'No' })).toHaveCount(3); // not admin, not super admin, not verified

  // Under CI's load the menu once did not open on its button's click, and once its item's click opened no
  // question (1 run in 15 here; the cause is not found, as with the admin manager's question above): click until it does.
  const deleteItem = page.getByRole('menuitem', { name: 'Delete user' });
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this user?' });
  await expect(async () => {
    if (!(await confirm.isVisible())) {
      if (!(await deleteItem.isVisible())) await row.getByRole('button', { name: `Actions for ${user.username}` }).click({ timeout: 2000 });
      await deleteItem.click({ timeout: 2000 });
    }
    await expect(confirm).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 25_000 });
  await expect(confirm).toContainText('The user will be permanently deleted from the database.');
  // As the admin manager's question above: its Delete once stayed open after its click. Click while it is open.
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Delete' }).click({ timeout: 2000 });
    await expect(page.getByText('User deleted')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Registered users (0)' })).toBeVisible();
  await expect(page.getByText('No user matches your search')).toBeVisible();
});

test('a plain admin has no super-admin tools, and the user manager says so', async ({ page, baseURL }) => {
  const moderator = await createPlainAdmin(baseURL!);
  await adminLogin(page, moderator);

  await expect(page.getByText(`Logged in as ${moderator.username}`)).toBeVisible();
  await expect(page.getByRole('main').getByText('admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Admin' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'User manager' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Admin manager' })).toHaveCount(0);

  await page.goto('/admin?tab=users');
  await expect(page.getByRole('main').getByText("You don't have super admin privileges to access this section.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await closeToasts(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-plain-no-access-en.png'), fullPage: true });

  // The API refuses it too: the page is never the protection.
  const response = await page.request.get('/api/admin/all-users');
  expect(response.status()).toBe(403);
});

test.describe('in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the login, the dashboard, the admin manager and the user manager speak Italian', async ({ page, baseURL }) => {
    await registerUser(baseURL!, uniqueName('nami'));
    await page.goto('/admin-login');
    await expect(page.getByText("L'accesso è riservato agli amministratori autorizzati.")).toBeVisible();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Username e password sono obbligatori')).toBeVisible();
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-login-it.png'), fullPage: true });
    await adminLogin(page, SUPER_ADMIN, 'Accedi');

    await expect(page.getByRole('heading', { level: 1, name: 'Pannello di amministrazione' })).toBeVisible();
    await expect(page.getByText('Connesso come admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuovo Admin' })).toBeVisible();
    const counters = page.getByRole('region', { name: 'Contatori del sito' });
    for (const label of ['Carte', 'Mazzi', 'News pubblicate']) await expect(counters).toContainText(label);
    await page.goto('/admin?tab=admins');
    await page.getByRole('button', { name: 'Carica Amministratori' }).click();
    await expect(page.getByRole('list', { name: 'Amministratori' }).getByText('Super Admin').first()).toBeVisible();
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-dashboard-it.png'), fullPage: true });

    await page.goto('/admin?tab=users');
    await expect(page.getByRole('heading', { name: /^Utenti registrati \(\d+\)$/ })).toBeVisible();
    for (const column of ['ID', 'Username', 'Email', 'Admin', 'SuperAdmin', 'Email verificata', 'Data creazione', 'Azioni']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'user-manager-it.png'), fullPage: true });
  });
});

test('screenshots of the super admin dashboard and the user manager in English', async ({ page }) => {
  await adminLogin(page, SUPER_ADMIN);
  await expect(page.getByRole('region', { name: 'Site counters' })).toContainText('193');
  await closeToasts(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-dashboard-en.png'), fullPage: true });

  await page.goto('/admin?tab=users'); // more tabs than fit one row: antd folds the last ones into '…'
  await expect(page.getByRole('heading', { name: /^Registered users \(\d+\)$/ })).toBeVisible();
  await closeToasts(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'user-manager-en.png'), fullPage: true });
});
