import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { statisticsDeckPath } from './deck-statistics';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const crosses = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page from top to bottom; at each stop, the bubble if shown and the charts' boxes (viewport coordinates). */
async function walkDown(page: Page) {
  const stops: Array<{ bubble: Box | null; charts: Box[] }> = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y <= height + 200; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Decky looks again once a frame after a scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const bubble = page.locator('.decky__bubble');
    const shown = (await bubble.count()) > 0 && (await bubble.isVisible());
    const charts = await page.locator('.deck-stats__chart').evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    stops.push({ bubble: shown ? await bubble.boundingBox() : null, charts });
  }
  return stops;
}

/** Issue 38 item 6 (ADR 0076): Decky's speech bubble never covers the deck page's statistics charts; it waits while it would. */
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`Decky's bubble never crosses the statistics charts on a deck page at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false })));
    await page.goto(await statisticsDeckPath(page, '/en'));
    const charts = page.locator('.deck-stats__chart');
    await expect(charts.first()).toBeAttached();
    // Decky welcomes 3 s after the page loads; its bubble then stays 15 s.
    await expect(page.locator('.decky__bubble')).toBeAttached({ timeout: 10_000 });

    const stops = await walkDown(page);
    const covering = stops.filter(({ bubble, charts: boxes }) => bubble && boxes.some((box) => crosses(bubble, box)));
    expect(covering).toEqual([]);
    // Not vacuous: the bubble was seen on the way, and it waited where a chart took its place.
    expect(stops.some(({ bubble }) => bubble !== null)).toBe(true);
    expect(stops.some(({ bubble }) => bubble === null)).toBe(true);
  });
}
