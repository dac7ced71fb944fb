import { test as base, expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * A page comes server-rendered (ADR 0060): its links work at once, its buttons and fields once the
 * app has taken the page over (hydrated). `goto` and `reload` return then, so a test acts on the app;
 * server-render.spec.ts tries the page before.
 */
function waitingForTheApp(page: Page): void {
  const appShown = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
  page.goto = async (...args) => {
    const response = await goto(...args);
    // 'commit': the test takes the page before it has loaded (to hold its scripts back, say).
    if (args[1]?.waitUntil !== 'commit') await appShown();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appShown();
    return response;
  };
}

/**
 * Every page runs offline except for the app itself: the browser resolves no host name
 * (playwright.config.ts), so requests for external pictures or players fail at once.
 * A test also fails when the page throws or logs an error (CSP violations, React warnings, crashes).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    waitingForTheApp(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // Requests to other hosts fail by design; anything else logged as an error is a fault.
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

/**
 * antd opens dialogs and menus with a motion (zoom, slide): clicked or measured during it, they are not
 * yet where and how big they will be. Waits until the element has its motion classes no more.
 */
export async function settled(element: Locator): Promise<Locator> {
  await expect(element).toBeVisible();
  await expect(element).not.toHaveClass(/\bant-(zoom|slide|fade|move)-/);
  return element;
}
