import { request, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { registerUser, SUPER_ADMIN, uniqueName } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, settled, test } from './fixtures';
import { latestVerificationMail } from './mailbox';

/**
 * Issue 34 item 6, moderation: a player reports another player's deck, an admin hides it from the back office's
 * queue, the deck is a 404 for a visitor and shows its owner a notice (on its page and in My decks), then an admin
 * restores it from its page and everyone reads it again.
 */

/** A registered player whose address is verified (by the link of their mail), and an API client logged in as them. */
async function verifiedPlayer(baseURL: string, prefix: string) {
  const account = await registerUser(baseURL, uniqueName(prefix));
  const token = new URL((await latestVerificationMail(account.email)).verificationLink).searchParams.get('token');
  const api = await request.newContext({ baseURL });
  expect((await api.get(`/api/verify-email?token=${token}`)).ok()).toBe(true);
  expect((await api.post('/api/login', { data: { username: account.username, password: account.password } })).ok()).toBe(true);
  return { account, api };
}

/** A public community deck of the player's, from three starter cards. */
async function publicDeck(api: APIRequestContext, name: string): Promise<number> {
  const cards = (await (await api.get('/api/cards')).json()) as Array<{ id: number; code: string }>;
  const id = (code: string) => cards.find((card) => card.code === code)!.id;
  const response = await api.post('/api/decks', {
    data: {
      name,
      author: 'e2e',
      leaderId: id('ST01-001'),
      visibility: 'public',
      cards: [
        { cardId: id('ST01-002'), quantity: 4 },
        { cardId: id('ST01-004'), quantity: 4 },
        { cardId: id('ST01-013'), quantity: 2 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The page's session (its browser context's cookie) becomes this account's, or a visitor's. */
async function signInAs(page: Page, account: { username: string; password: string } | null) {
  await page.request.post('/api/logout');
  if (account) expect((await page.request.post('/api/login', { data: { username: account.username, password: account.password } })).ok()).toBe(true);
}

test('a player reports a deck, an admin hides it from the queue, then restores it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `moderation-${name}.png`), fullPage: true });
  const owner = await verifiedPlayer(baseURL!, 'own');
  const reporter = await verifiedPlayer(baseURL!, 'rep');
  const deckName = `${owner.account.username} reported`;
  const deckId = await publicDeck(owner.api, deckName);

  // The player reports it from its page.
  await signInAs(page, reporter.account);
  await page.goto(`/decks/${deckId}`);
  await expect(page.getByRole('heading', { level: 1, name: deckName })).toBeVisible();
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Report this deck' }));
  await dialog.getByRole('radio', { name: 'Copied without permission (copyright)' }).check();
  await dialog.getByRole('textbox').fill('The guide is copied from a paid article');
  await shot('report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await closeToasts(page);

  // An admin finds it in the queue and hides it.
  await signInAs(page, SUPER_ADMIN);
  await page.goto('/admin?tab=reports');
  const entry = page.getByRole('listitem', { name: `Reported deck ${deckName}` });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText('1 report');
  await expect(entry).toContainText('The guide is copied from a paid article');
  await expect(entry).toContainText(reporter.account.username);
  await shot('queue');
  await entry.getByRole('button', { name: 'Hide deck' }).click();
  await expect(page.getByText(`Deck hidden: ${deckName}`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  await closeToasts(page);

  // A visitor gets the site's 404.
  await signInAs(page, null);
  expect((await page.goto(`/decks/${deckId}`))?.status()).toBe(404);
  // Nor is it in the community gallery.
  expect(await (await page.request.get('/decks?source=community')).text()).not.toContain(deckName);

  // Its owner reads it with the notice, in both languages, and sees it marked in My decks.
  await signInAs(page, owner.account);
  await page.goto(`/decks/${deckId}`);
  await expect(page.getByText(/This deck is hidden by the moderators/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await shot('owner-notice');
  await page.goto(`/it/decks/${deckId}`);
  await expect(page.getByText(/Questo mazzo è stato nascosto dai moderatori/)).toBeVisible();
  await page.goto('/en/my-account?tab=decks');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: deckName, exact: true }) })).toContainText('Hidden by the moderators');

  // An admin restores it from its page; everyone reads it again.
  await signInAs(page, SUPER_ADMIN);
  await page.goto(`/decks/${deckId}`);
  await page.getByRole('button', { name: 'Restore deck' }).click();
  await expect(page.getByText(`Deck restored: ${deckName}`)).toBeVisible();
  await signInAs(page, null);
  expect((await page.goto(`/decks/${deckId}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: deckName })).toBeVisible();

  await owner.api.dispose();
  await reporter.api.dispose();
});
