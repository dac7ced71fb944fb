import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { closeToasts, expect, SCREENSHOT_DIR } from './fixtures';

/** A seeded 50-card deck with a two-colour leader (backend/src/database/seed/demo-decks.ts). */
export const STATISTICS_DECK = 'Red-Green Chopper';

/** The seeded deck's page address, looked up through the public API. */
export async function statisticsDeckPath(page: Page, language = ''): Promise<string> {
  const decks = (await (await page.request.get('/api/decks')).json()) as Array<{ id: number; name: string }>;
  const deck = decks.find((entry) => entry.name === STATISTICS_DECK);
  if (!deck) throw new Error(`no seeded deck ${STATISTICS_DECK}`);
  return `${language}/decks/${deck.id}`;
}

/** The charts are drawn as they come near the screen: scrolls to each, then expects all four drawn. */
export async function expectChartsDrawn(region: Locator): Promise<void> {
  const canvases = region.locator('.deck-stats__canvas');
  await expect(canvases).toHaveCount(4);
  for (const canvas of await canvases.all()) await canvas.scrollIntoViewIfNeeded();
  await expect(region.locator('.recharts-surface')).toHaveCount(4);
}

/** A figure of the statistics by its exact label (a <dt>), as its value (the <dd>). */
export function statisticsFigure(page: Page, label: string): Locator {
  return page
    .locator('.deck-stats__figure, .deck-stats__result')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

/**
 * A screenshot of the statistics alone: the cookie banner answered, Decky closed, and the panel cut
 * out of a full-page capture, so the sticky header is not painted over it.
 */
export async function screenshotStatistics(page: Page, region: Locator, name: string): Promise<void> {
  await closeToasts(page);
  const necessaryOnly = page.getByRole('button', { name: /^(Necessary only|Solo necessari)$/ });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
  const closeDecky = page.getByRole('button', { name: /^(Close and hide Decky for this session|Chiudi e nascondi Decky per questa sessione)$/ });
  if (await closeDecky.isVisible()) await closeDecky.click();
  await expectChartsDrawn(region);
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await region.boundingBox())!;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, name),
    fullPage: true,
    clip: { x: 0, y: box.y - 8, width: page.viewportSize()!.width, height: box.height + 16 },
  });
}
