import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import path from 'node:path';
import { uniqueName } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, settled, test } from './fixtures';
import { latestVerificationMail } from './mailbox';

/**
 * Issue 34's journey: a player registers, verifies, pastes a one-line list into a new deck and saves it private, copies a
 * curated deck, publishes the copy and finds it in the Community tab; in both languages and on a phone.
 */
const TEXTS = {
  en: {
    registerTab: 'Register',
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    createAccount: 'Create account',
    logIn: 'Log in',
    login: 'Login',
    verified: 'E-mail verified!',
    myDecksTab: 'My decks',
    noDecks: 'You have no decks yet',
    newDeck: 'New deck',
    deckName: 'Deck name',
    importList: 'Import list',
    importDialog: 'Import a deck list',
    deckList: 'Deck list',
    import: 'Import',
    imported: 'Successfully imported 5 cards',
    save: 'Save deck',
    update: 'Update deck',
    private: 'Private',
    public: 'Public',
    copy: 'Copy to my decks',
    basedOn: 'Based on',
    community: 'Community',
    by: 'by',
  },
  it: {
    registerTab: 'Registrati',
    username: 'Nome utente',
    email: 'Email',
    password: 'Password',
    confirm: 'Conferma password',
    createAccount: 'Crea account',
    logIn: 'Accedi',
    login: 'Accedi',
    verified: 'Email verificata!',
    myDecksTab: 'I miei mazzi',
    noDecks: 'Non hai ancora mazzi',
    newDeck: 'Nuovo mazzo',
    deckName: 'Nome del mazzo',
    importList: 'Importa lista',
    importDialog: 'Importa una lista del mazzo',
    deckList: 'Lista del mazzo',
    import: 'Importa',
    imported: '5 carte importate con successo',
    save: 'Salva mazzo',
    update: 'Aggiorna mazzo',
    private: 'Privato',
    public: 'Pubblico',
    copy: 'Copia nei miei mazzi',
    basedOn: 'Basato su',
    community: 'Community',
    by: 'di',
  },
} as const;

type Language = keyof typeof TEXTS;

/** WCAG 2.1 A/AA, as a11y.spec.ts checks every public route: no serious or critical violation on the new screens. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A starter deck's list as players paste it from OPTCGSim: one line, comma separated (every entry is read). */
const ONE_LINE_LIST = '1xST01-001, 4xST01-002, 4xST01-003, 4xST01-004, 4xST01-005';

async function journey(page: Page, language: Language, device: 'desktop' | 'phone') {
  const t = TEXTS[language];
  const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `player-decks-${name}-${device}-${language}.png`), fullPage: true });
  const username = uniqueName(`pl${language}${device[0]}`);
  const email = `${username}@example.test`;
  // The page's own document only: a deck's video player is a third-party frame, where storage is refused.
  // Consent given as a11y.spec.ts does: the banner (checked there on its own) is shown 1 s after load and slides
  // in, so axe here read its buttons half-transparent whenever a check fell in that window.
  await page.addInitScript((choice) => {
    if (window.top !== window) return;
    localStorage.setItem('language', choice);
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false }));
  }, language);

  // Register, log in, verify the address from its mail.
  await page.goto('/auth?tab=register');
  const form = page.getByRole('tabpanel', { name: t.registerTab });
  await form.getByLabel(t.username).fill(username);
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill('tangerine-1');
  await form.getByLabel(t.confirm).fill('tangerine-1');
  await form.getByRole('button', { name: t.createAccount }).click();
  await form.getByRole('button', { name: t.logIn }).click();
  const loginForm = page.getByRole('tabpanel', { name: t.login });
  await loginForm.getByLabel(t.password, { exact: true }).fill('tangerine-1');
  await loginForm.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL('/');
  const mail = await latestVerificationMail(email);
  await page.goto(mail.verificationLink);
  await expect(page.getByRole('heading', { name: t.verified })).toBeVisible();

  // My decks: none yet; a new deck from a pasted one-line list, saved private.
  await page.goto('/my-account?tab=decks');
  await expect(page.getByRole('tab', { name: t.myDecksTab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(t.noDecks)).toBeVisible();
  await closeToasts(page);
  await page.getByRole('main').getByRole('link', { name: t.newDeck }).click();
  await expect(page).toHaveURL('/decks/new');
  const deckName = `${username} paste`;
  await page.getByLabel(t.deckName).fill(deckName);
  await page.getByRole('button', { name: t.importList }).click();
  const dialog = await settled(page.getByRole('dialog', { name: t.importDialog }));
  await dialog.getByLabel(t.deckList).fill(ONE_LINE_LIST);
  await dialog.getByRole('button', { name: t.import, exact: true }).click();
  await expect(page.getByText(t.imported)).toBeVisible();
  await closeToasts(page);
  await shot('builder');
  expect(await seriousViolations(page), 'the builder').toEqual([]);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(/\/decks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: deckName })).toBeVisible();
  await expect(page.getByText(t.private, { exact: true })).toBeVisible();
  const privateDeck = new URL(page.url()).pathname;

  // Copy a curated deck: the copy opens in the editor; renamed and made public.
  await page.goto('/decks');
  const curated = page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
    .getByRole('link')
    .first();
  const sourceName = (await curated.getByRole('heading', { level: 2 }).textContent())!.trim();
  await curated.click();
  await expect(page.getByRole('heading', { level: 1, name: sourceName })).toBeVisible();
  await page.getByRole('button', { name: t.copy }).click();
  await expect(page).toHaveURL(/\/decks\/\d+\/edit$/);
  const copyName = `${username} copy`;
  await page.getByLabel(t.deckName).fill(copyName);
  await page.getByText(t.public, { exact: true }).click();
  await closeToasts(page);
  await page.getByRole('button', { name: t.update }).click();
  await expect(page).toHaveURL(/\/decks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: copyName })).toBeVisible();
  await expect(page.getByText(t.basedOn)).toBeVisible();
  await expect(page.getByRole('link', { name: sourceName })).toBeVisible();
  await closeToasts(page);
  await shot('copy');
  expect(await seriousViolations(page), "the copy's page").toEqual([]);

  // The Community tab lists the public copy under the player's name, never the private deck.
  await page.goto('/decks');
  await page.getByRole('tab', { name: t.community }).click();
  await expect(page).toHaveURL('/decks?source=community');
  const tile = page.getByRole('link', { name: new RegExp(copyName) });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText(`${t.by} ${username}`);
  await expect(page.getByRole('link', { name: new RegExp(`${username} paste`) })).toHaveCount(0);
  await shot('community');
  expect(await seriousViolations(page), 'the Community tab').toEqual([]);
  // The tab is server-rendered from the address: the HTML already lists the copy.
  expect(await (await page.request.get('/decks?source=community')).text()).toContain(copyName);

  // The player's page and My decks agree.
  await page.goto(`/players/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(copyName) })).toBeVisible();
  expect(await seriousViolations(page), "the player's page").toEqual([]);
  await page.goto('/my-account?tab=decks');
  await expect(page.getByRole('link', { name: deckName, exact: true })).toHaveAttribute('href', privateDeck);
  await expect(page.getByRole('link', { name: copyName, exact: true })).toBeVisible();
  await shot('my-decks');
  expect(await seriousViolations(page), 'My decks').toEqual([]);
}

for (const language of ['en', 'it'] as const) {
  test(`a player builds a private deck from a pasted list, copies a curated one, publishes it and finds it in the Community tab (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await journey(page, language, 'desktop');
  });
}

test.describe('on a phone', () => {
  // A phone as the mobile project has it (touch, mobile user agent), 390 px wide, in this file's project (its browser type).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use({ ...phone, viewport: { width: 390, height: 844 } });

  test('the same journey at 390 px (en)', async ({ page }) => {
    test.setTimeout(120_000);
    await journey(page, 'en', 'phone');
  });
});
