import path from 'node:path';
import { uniqueName } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, test } from './fixtures';
import { latestVerificationMail } from './mailbox';

/** What each language shows along the journey (product texts in Italian, their English equivalents). */
const TEXTS = {
  en: {
    registerTab: 'Register',
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    createAccount: 'Create account',
    usernameHint: 'Choose a unique username',
    passwordHint: 'At least 6 characters.',
    registered: 'Registration complete',
    checkInbox: 'Check your inbox',
    logIn: 'Log in',
    welcome: 'Welcome',
    verifyNeeded: 'Verification required',
    mailGreeting: 'Hi',
    verified: 'E-mail verified!',
    verifiedToast: 'Verification complete',
    myAccount: 'My account',
    favourites: 'Favourite decks',
    noFavourites: 'You have no favourite decks yet',
    logout: 'Logout',
    loggedOut: 'Logged out',
    login: 'Login',
  },
  it: {
    registerTab: 'Registrati',
    username: 'Nome utente',
    email: 'Email',
    password: 'Password',
    confirm: 'Conferma password',
    createAccount: 'Crea account',
    usernameHint: 'Scegli un nome utente unico',
    passwordHint: 'Minimo 6 caratteri.',
    registered: 'Registrazione completata',
    checkInbox: 'Controlla la tua casella di posta',
    logIn: 'Accedi',
    welcome: 'Benvenuto',
    verifyNeeded: 'Verifica necessaria',
    mailGreeting: 'Ciao',
    verified: 'Email verificata!',
    verifiedToast: 'Verifica completata',
    myAccount: 'Il mio account',
    favourites: 'Mazzi preferiti',
    noFavourites: 'Non hai ancora mazzi preferiti',
    logout: 'Esci',
    loggedOut: 'Logout effettuato',
    login: 'Accedi',
  },
} as const;

for (const language of ['en', 'it'] as const) {
  test(`register, verify the e-mail from its link and use the account (${language})`, async ({ page }) => {
    // The whole life of an account through four forms and a mail: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const t = TEXTS[language];
    const username = uniqueName(`sailor${language}`);
    const email = `${username}@example.test`;
    await page.addInitScript((choice) => localStorage.setItem('language', choice), language);

    // A visitor asking for the account page is sent to the login form first.
    await page.goto('/my-account');
    await expect(page).toHaveURL('/auth?from=/my-account');

    await page.goto('/auth?tab=register');
    const form = page.getByRole('tabpanel', { name: t.registerTab });
    await expect(form.getByText(t.usernameHint)).toBeVisible();
    await expect(form.getByText(t.passwordHint)).toBeVisible();
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `auth-register-${language}.png`), fullPage: true });

    await form.getByLabel(t.username).fill(username);
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.password, { exact: true }).fill('tangerine-1');
    await form.getByLabel(t.confirm).fill('tangerine-1');
    await form.getByRole('button', { name: t.createAccount }).click();

    // The same answer whether the address is new or not (ADR 0020): no session, "check your inbox", then log in.
    await expect(page.getByText(t.registered)).toBeVisible();
    await expect(form.getByRole('heading', { name: t.checkInbox })).toBeVisible();
    await expect(form).toContainText(email);
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `auth-register-sent-${language}.png`), fullPage: true });
    await form.getByRole('button', { name: t.logIn }).click();
    const loginForm = page.getByRole('tabpanel', { name: t.login });
    await expect(loginForm.getByLabel(t.username)).toHaveValue(username);
    await loginForm.getByLabel(t.password, { exact: true }).fill('tangerine-1');
    await loginForm.getByRole('button', { name: t.logIn }).click();
    await expect(page.getByText(`${t.welcome} ${username}`)).toBeVisible();
    await expect(page).toHaveURL('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: username }).click();

    await expect(page.getByRole('alert').filter({ hasText: t.verifyNeeded })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `my-account-unverified-${language}.png`), fullPage: true });

    // The mail is written in the language the site was shown in, and links back to this server.
    const mail = await latestVerificationMail(email);
    expect(mail.body).toContain(`${t.mailGreeting} ${username},`);
    expect(new URL(mail.verificationLink).origin).toBe(new URL(page.url()).origin);
    await page.goto(mail.verificationLink);

    await expect(page.getByRole('heading', { name: t.verified })).toBeVisible();
    await expect(page.getByText(t.verifiedToast)).toBeVisible();
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `verify-email-success-${language}.png`), fullPage: true });

    await page.getByRole('main').getByRole('link', { name: t.myAccount }).click();
    await expect(page.getByRole('tab', { name: t.favourites })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(t.noFavourites)).toBeVisible();
    await expect(page.getByText(t.verifyNeeded)).toHaveCount(0);
    await closeToasts(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `my-account-verified-${language}.png`), fullPage: true });

    await header.getByRole('button', { name: t.logout }).click();
    await expect(page.getByText(t.loggedOut)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('link', { name: t.login })).toHaveAttribute('href', '/auth');
  });
}

test('login, wrong password first, then back to the login form after logout', async ({ page, request }) => {
  const username = uniqueName('zoro');
  await request.post('/api/register', { data: { username, email: `${username}@example.test`, password: 'three-swords', language: 'en' } });

  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();

  await page.getByLabel('Password').fill('three-swords');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Welcome ${username}`)).toBeVisible();
  await expect(page).toHaveURL('/');

  // Logged in, /auth sends the visitor home.
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: username })).toBeVisible();
});

test('a verification link with a bad token shows the error and the manual form', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');

  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await expect(page.getByRole('main').getByText('The verification token is invalid or has expired')).toBeVisible();
  await expect(page.getByLabel('Verification token')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
});
