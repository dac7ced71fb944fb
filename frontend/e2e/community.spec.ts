import { request as apiRequest, type Page } from '@playwright/test';
import { SUPER_ADMIN, registerUser, uniqueName } from './accounts';
import { expect, test } from './fixtures';
import { latestVerificationMail } from './mailbox';

/** Logs the page's browser context in (page.request shares its cookies). */
async function logIn(page: Page, credentials: { username: string; password: string }, path = '/api/login') {
  const response = await page.request.post(path, { data: credentials });
  expect(response.ok()).toBeTruthy();
}

async function deckId(baseURL: string, name: string): Promise<number> {
  const api = await apiRequest.newContext({ baseURL });
  const decks = (await (await api.get('/api/decks')).json()) as Array<{ id: number; name: string }>;
  await api.dispose();
  return decks.find((deck) => deck.name === name)!.id;
}

/** A comment posted by another user through the API. */
async function commentAs(baseURL: string, deck: number, content: string) {
  const account = await registerUser(baseURL, uniqueName('crew'));
  const api = await apiRequest.newContext({ baseURL });
  await api.post('/api/login', { data: { username: account.username, password: account.password } });
  const response = await api.post('/api/comments', { data: { contentType: 'deck', contentId: deck, content } });
  expect(response.status()).toBe(201);
  await api.dispose();
  return account;
}

test('a verified user favourites a deck, sees it in My account, and comments, edits and deletes', async ({ page, baseURL }) => {
  const account = await registerUser(baseURL!, uniqueName('fan'));
  await page.goto((await latestVerificationMail(account.email)).verificationLink);
  // The page verifies once its script runs: leaving before it answers would leave the account unverified.
  await expect(page.getByRole('heading', { name: 'E-mail verified!' })).toBeVisible();
  await logIn(page, account);
  const id = await deckId(baseURL!, 'Straw Hat Rush');

  await page.goto(`/decks/${id}`);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my-account');
  await expect(page.getByRole('link', { name: /Straw Hat Rush/ })).toBeVisible();

  await page.goto(`/decks/${id}`);
  const box = page.getByRole('textbox', { name: 'Your comment' });
  const text = `Mulligan for Sanji ${uniqueName('')}`;
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = page.getByRole('listitem', { name: account.username });
  await expect(mine.getByText(text)).toBeVisible();

  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByRole('textbox', { name: 'Edit comment' }).fill(`${text} (edited)`);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText(`${text} (edited)`)).toBeVisible();

  await mine.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: account.username })).toHaveCount(0);
});

test('an admin removes another user’s comment', async ({ page, baseURL }) => {
  const id = await deckId(baseURL!, 'Kid Supernovas');
  const text = `Spam ${uniqueName('')}`;
  const author = await commentAs(baseURL!, id, text);
  await logIn(page, SUPER_ADMIN, '/api/admin/login');
  await page.goto(`/decks/${id}`);
  const comment = page.getByRole('listitem', { name: author.username });
  await expect(comment.getByText(text)).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  // Once in a full run the question did not open on the click (cause not found; perhaps a click on the
  // server-rendered button before its part of the page hydrated, issue 33 item 6): click until it opens.
  const confirm = page.getByRole('tooltip').getByRole('button', { name: 'Delete' });
  await expect(async () => {
    if (!(await confirm.isVisible())) await comment.getByRole('button', { name: 'Delete (Admin)' }).click({ timeout: 2000 });
    await expect(confirm).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await confirm.click();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a visitor reads comments but gets no form', async ({ page, baseURL }) => {
  const id = await deckId(baseURL!, 'Straw Hat Rush');
  const text = `Visible to all ${uniqueName('')}`;
  await commentAs(baseURL!, id, text);
  await page.goto(`/decks/${id}`);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});
