import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * Every page runs offline except for the app itself: card pictures live on an external site, and
 * aborting those requests makes the card-back fallback deterministic instead of waiting on DNS.
 * A test also fails when the page throws or logs an error (CSP violations, React warnings, crashes).
 */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const appOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await page.route(
      (url) => url.origin !== appOrigin,
      (route) => route.abort('internetdisconnected'),
    );

    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // The aborted external card pictures are expected; anything else logged as an error is not.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
    });

    await use(page);

    expect(pageErrors, 'errors in the browser console').toEqual([]);
  },
});

export { expect };

/** Closes the toasts on screen, so a screenshot shows the page rather than the last notification. */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('.ant-notification-notice');
  // A toast can close by itself (5 s) while a click waits for it: try briefly, then look again.
  for (let tries = 0; tries < 10 && (await toasts.count()) > 0; tries += 1) {
    await toasts
      .getByRole('button', { name: /close|chiudi/i })
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0);
}
