import path from 'node:path';
import type { Page } from '@playwright/test';
import { SUPER_ADMIN } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, test } from './fixtures';

/**
 * Cookie banner, Decky and the privacy policy, as a visitor and an admin see them, in both languages
 * (issue 12). Run with E2E_PORT=3203.
 */
const LANGUAGES = {
  en: {
    banner: 'Cookie consent',
    necessaryOnly: 'Necessary only',
    welcome: "Ahoy! I'm Decky",
    close: 'Close and hide Decky for this session',
    ask: 'Decky: tell me a tip',
    privacyTitle: 'Privacy policy',
    editTab: 'Privacy Policy',
    edit: 'Edit policy',
    save: 'Save changes',
    policyLanguage: 'English',
  },
  it: {
    banner: 'Consenso ai cookie',
    necessaryOnly: 'Solo necessari',
    welcome: 'Ahoy! Sono Decky',
    close: 'Chiudi e nascondi Decky per questa sessione',
    ask: 'Decky: dimmi un consiglio',
    privacyTitle: 'Informativa sulla privacy',
    editTab: 'Privacy Policy',
    edit: 'Modifica policy',
    save: 'Salva modifiche',
    policyLanguage: 'Italiano',
  },
} as const;
type Language = keyof typeof LANGUAGES;

/** The visitor's language, as if chosen with the toggle on an earlier visit. */
async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', value);
  }, language);
}

const decky = (page: Page) => page.getByRole('complementary', { name: /Decky/ });

/** Page chunks load slowly on a busy machine; this is about the page being there, not about speed. */
const LOADED = { timeout: 30_000 };

/** Timers only run when the test says so (the clock is installed and paused before the page loads). */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
}

test.beforeEach(() => {
  test.setTimeout(120_000);
});

for (const language of ['en', 'it'] as const) {
  const text = LANGUAGES[language];

  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test("the cookie banner appears, and 'necessary only' hides it for good and stores the product shape", async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: text.banner });
      await expect(banner).toBeVisible(LOADED);
      await expect(banner.getByRole('link')).toHaveAttribute('href', '/privacy');
      await banner.getByRole('button', { name: text.necessaryOnly }).click();
      await expect(banner).toBeHidden();

      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
      expect(stored).toEqual({ necessary: true, preferences: false, analytics: false, timestamp: expect.any(String) });
      expect(Number.isNaN(Date.parse(stored.timestamp))).toBe(false);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
      await page.waitForTimeout(1500); // longer than the banner's 1 s delay
      await expect(banner).toBeHidden();
    });

    test('Decky welcomes, then says an active phrase of the current language, and its close hides it for the session', async ({ page, request }) => {
      const phrases: { text: string; isActive: number; language: string }[] = await (await request.get(`/api/decky/phrases/${language}`)).json();
      const active = phrases.filter((phrase) => phrase.isActive === 1 && phrase.language === language).map((phrase) => phrase.text);
      expect(active.length).toBeGreaterThanOrEqual(20);

      await pauseClock(page);
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toBeVisible(LOADED);
      await expect(decky(page)).toBeHidden();
      await page.clock.runFor(2900);
      await expect(decky(page)).toBeHidden();
      // Decky asks for its phrases when it first appears; the clock only moves on once they are here,
      // or the next phrase would find none yet.
      const phrasesArrived = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/decky/phrases/${language}`);
      await page.clock.runFor(100);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
      const bubble = decky(page).getByRole('status');
      await expect(bubble).toContainText(text.welcome);
      expect((await phrasesArrived).ok()).toBe(true);

      // Bubble 15 s, then (always visible on the site) the next phrase 30 s later.
      await page.clock.runFor(15_500);
      await expect(bubble).toBeHidden();
      await expect(decky(page)).toBeVisible();
      await page.clock.runFor(30_000);
      await expect(bubble).toBeVisible();
      expect(active).toContain((await bubble.innerText()).trim());

      // A click asks for another one.
      await decky(page).getByRole('button', { name: text.ask }).click();
      expect(active).toContain((await bubble.innerText()).trim());

      await decky(page).getByRole('button', { name: text.close }).click();
      await expect(decky(page)).toHaveCount(0);
      await page.reload();
      // The page shows once its language and its chunk have arrived, and React's retry after that
      // waits on a timer: the paused clock moves on until the page is there.
      await expect(async () => {
        await page.clock.runFor(500);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 500 });
      }).toPass(LOADED);
      await page.clock.runFor(10_000);
      await expect(decky(page)).toHaveCount(0);
    });

    test('YouTube stays a placeholder until the visitor accepts or clicks', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('region', { name: text.banner }).getByRole('button', { name: text.necessaryOnly }).click(LOADED);
      // The placeholder component is what deck and news pages render for each video.
      const requests: string[] = [];
      page.on('request', (request) => {
        if (/youtube|ytimg/.test(request.url())) requests.push(request.url());
      });
      await page.goto('/decks');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
      expect(requests).toEqual([]);
    });
  });
}

test("the preferences dialog is drawn in the site's theme, though no build sheet holds its variables", async ({ page }) => {
  // antd's Modal sets its CSS variables in the browser (the build's sheets hold the other components'
  // variables, which the browser then skips registering: scripts/antd-static-styles.ts).
  await page.goto('/');
  const banner = page.getByRole('region', { name: LANGUAGES.en.banner });
  await expect(banner).toBeVisible(LOADED);
  await banner.getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible(LOADED);
  // The theme's raised navy (#15274a) and antd's padding, not a transparent, unpadded panel.
  await expect(dialog.locator('.ant-modal-container')).toHaveCSS('background-color', 'rgb(21, 39, 74)');
  await expect(dialog.locator('.ant-modal-container')).toHaveCSS('padding-top', '20px');
});

test('while the banner is shown, Decky keeps above it and the end of the page scrolls into view above it', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: LANGUAGES.en.banner });
  await expect(banner).toBeVisible(LOADED);
  await expect(decky(page)).toBeVisible(LOADED);
  // Past the banner's slide-in and Decky's move.
  await expect(async () => {
    const [bannerBox, deckyBox] = [(await banner.boundingBox())!, (await decky(page).boundingBox())!];
    expect(deckyBox.y + deckyBox.height).toBeLessThanOrEqual(bannerBox.y - 8);
  }).toPass(LOADED);
  // The height is set on Decky alone: on the root it restyled the whole page.
  expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [bannerBox, footerBox] = [(await banner.boundingBox())!, (await page.getByRole('contentinfo').boundingBox())!];
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(bannerBox.y + 1);

  await banner.getByRole('button', { name: LANGUAGES.en.necessaryOnly }).click();
  await expect(banner).toBeHidden();
  const viewport = page.viewportSize()!;
  await expect(async () => {
    const deckyBox = (await decky(page).boundingBox())!;
    expect(viewport.height - (deckyBox.y + deckyBox.height)).toBeLessThanOrEqual(16);
  }).toPass(LOADED);
});

test('an admin edits the policy in both languages and /privacy shows it', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: new Date().toISOString() })),
  );
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin');

  await page.goto('/admin?tab=privacy-policy');
  const marker = { en: `E2E policy ${Date.now()}`, it: `Policy E2E ${Date.now()}` };
  for (const language of ['en', 'it'] as const) {
    await page.getByText(LANGUAGES[language].policyLanguage, { exact: true }).click(LOADED);
    await page.getByRole('button', { name: 'Edit policy' }).click();
    const textarea = page.getByLabel('Policy text (HTML)');
    await expect(textarea).toBeVisible();
    expect((await textarea.boundingBox())!.height).toBeGreaterThanOrEqual(500);
    await textarea.fill(`<h2>${marker[language]}</h2><p>Safe text.</p><script>window.hacked = true</script>`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Policy updated')).toBeVisible();
    await expect(page.getByTestId('privacy-admin-preview')).toContainText(marker[language]);
    await closeToasts(page);
  }

  // Cancel restores the saved text.
  await page.getByRole('button', { name: 'Edit policy' }).click();
  await page.getByLabel('Policy text (HTML)').fill('not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('privacy-admin-preview')).toContainText(marker.it);

  for (const language of ['en', 'it'] as const) {
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[language].privacyTitle })).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { level: 2, name: marker[language] })).toBeVisible();
    await expect(page.locator('.privacy-page__policy script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  }
});

test.describe('screenshots', () => {
  for (const language of ['en', 'it'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      test(`home and privacy with banner and mascot, ${language}, ${device}`, async ({ page }) => {
        await useLanguage(page, language);
        await page.setViewportSize(viewport);
        for (const [name, url, content] of [
          ['home', '/', page.getByRole('heading', { level: 1 })],
          ['privacy', '/privacy', page.locator('.privacy-page__policy')],
        ] as const) {
          await page.goto(url);
          await expect(content).toBeVisible(LOADED);
          await expect(page.getByRole('region', { name: LANGUAGES[language].banner })).toBeVisible(LOADED);
          await expect(decky(page).getByRole('status')).toBeVisible(LOADED);
          await page.waitForTimeout(500); // CSS transitions
          await page.screenshot({ path: path.join(SCREENSHOT_DIR, `decky-${name}-${language}-${device}.png`) });
        }
      });
    }
  }

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`admin privacy and Decky tabs, ${device}`, async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: new Date().toISOString() })),
      );
      await useLanguage(page, 'it');
      await page.setViewportSize(viewport);
      await page.goto('/admin-login');
      await page.getByLabel('Username').fill(SUPER_ADMIN.username);
      await page.getByLabel('Password').fill(SUPER_ADMIN.password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page).toHaveURL('/admin');
      await closeToasts(page);
      await page.goto('/admin?tab=privacy-policy');
      await expect(page.getByRole('button', { name: 'Modifica policy' })).toBeVisible(LOADED);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `decky-admin-privacy-${device}.png`), fullPage: device === 'desktop' });
      await page.getByRole('button', { name: 'Modifica policy' }).click();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `decky-admin-privacy-edit-${device}.png`) });
      await page.goto('/admin?tab=decky');
      await expect(page.getByRole('table')).toBeVisible(LOADED);
      await expect(page.getByRole('cell').first()).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `decky-admin-list-${device}.png`) });
      await page.getByRole('tab', { name: 'Aggiungi frase' }).click();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `decky-admin-add-${device}.png`) });
    });
  }
});
