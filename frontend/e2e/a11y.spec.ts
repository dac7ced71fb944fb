import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SUPER_ADMIN } from './accounts';
import { expect, test } from './fixtures';

/**
 * Accessibility as a standing test (issue #10 item 12): axe-core's WCAG 2.1 A and AA rules over every
 * public route, in both languages; a serious or critical violation fails. Routes whose screens are
 * still being built are listed too: the run covers them as soon as they exist.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function firstId(page: Page, path: string): Promise<number | null> {
  const response = await page.request.get(path);
  if (!response.ok()) return null;
  const body = (await response.json()) as Array<{ id: number }> | { items?: Array<{ id: number }> };
  const list = Array.isArray(body) ? body : (body.items ?? []);
  return list[0]?.id ?? null;
}

async function publicRoutes(page: Page): Promise<string[]> {
  const deckId = await firstId(page, '/api/decks');
  const newsId = await firstId(page, '/api/news');
  return [
    '/',
    '/cards',
    '/decks',
    ...(deckId !== null ? [`/decks/${deckId}`] : []),
    '/news',
    ...(newsId !== null ? [`/news/${newsId}`] : []),
    '/tier-list',
    '/print',
    '/privacy',
    '/auth',
    '/auth?tab=register',
    '/verify-email',
    '/no-such-page',
  ];
}

/** The page once it has settled: its content shown (a heading) and no skeleton or spinner left. */
async function settle(page: Page) {
  await expect(page.locator('main h1, main h2, h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning, .spinner')).toHaveCount(0, { timeout: 15_000 });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

for (const language of ['it', 'en'] as const) {
  test(`every public route passes WCAG 2.1 A/AA with no serious or critical violation (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    // Consent given, so the cookie banner does not cover what is checked (it is checked on its own below).
    await page.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false })));
    const found: Record<string, unknown[]> = {};
    for (const route of await publicRoutes(page)) {
      await page.goto(`/${language}${route === '/' ? '' : route}`);
      await settle(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[route] = violations;
    }
    expect(found).toEqual({});
  });
}

test('the cookie banner passes WCAG 2.1 A/AA too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Accept all|Accetta tutti/ })).toBeVisible();
  // The banner slides in from transparent (ADR 0043): its contrast is measured once it is opaque.
  await page.locator('.cookie-banner').evaluate((banner) => Promise.all(banner.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor using only the keyboard switches the language, filters the cards, opens and closes a card popup, and logs in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false })));
  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  /** Tabs forward until the focused element matches, as a keyboard user would. */
  const tabTo = async (matches: (element: Element) => boolean, description: string) => {
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      const found = await page.evaluate((source) => {
        const element = document.activeElement;
        // The predicate travels to the page as its source text.
        return element ? (new Function('element', `return (${source})(element)`) as (element: Element) => boolean)(element) : false;
      }, matches.toString());
      if (found) return;
    }
    throw new Error(`could not reach ${description} with Tab`);
  };

  // The language toggle: two links, the page in each language; Enter on Italian switches to it.
  await tabTo(
    (element) => element.tagName === 'A' && element.getAttribute('hreflang') === 'it' && element.closest('.language-toggle') !== null,
    'the language toggle',
  );
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // The name filter, then apply.
  await tabTo(
    (element) =>
      element.tagName === 'INPUT' &&
      /nome|name/i.test(
        `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('placeholder') ?? ''} ${(element as HTMLInputElement).labels?.[0]?.textContent ?? ''}`,
      ),
    'the name filter',
  );
  await page.keyboard.type('Zoro');
  await page.keyboard.press('Enter');
  const tiles = page.getByRole('list', { name: 'Carte' }).getByRole('listitem');
  await expect(tiles.first()).toContainText('Zoro');

  // A card popup: open with Enter, close with Escape, and the focus comes back.
  await tabTo((element) => element.closest('[aria-label="Carte"]') !== null && element.tagName === 'BUTTON', 'a card');
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // Log in from /auth.
  await page.goto('/auth');
  // The form comes with the page's own chunk (not preloaded): a keyboard user starts once it shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo((element) => element.tagName === 'INPUT' && element.getAttribute('autocomplete') === 'username', 'the username field');
  await page.keyboard.type(SUPER_ADMIN.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(SUPER_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(it\/?)?$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Esci|Logout/ })).toBeVisible();
});
