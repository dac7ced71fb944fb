import { expectChartsDrawn, screenshotStatistics, statisticsDeckPath } from './deck-statistics';
import { expect, test } from './fixtures';

// The narrowest phone the site is checked on.
test.use({ viewport: { width: 390, height: 844 } });

for (const { language, title, odds, percent, turnOrder, order } of [
  { language: 'en', title: 'Statistics', odds: 'Odds of drawing a card', percent: '35.3%', turnOrder: 'Turn order', order: 'Going second' },
  { language: 'it', title: 'Statistiche', odds: 'Probabilità di pescare una carta', percent: '35,3%', turnOrder: 'Ordine di turno', order: 'Per secondo' },
]) {
  test(`on a 390 px phone the statistics fit the screen (${language})`, async ({ page }) => {
    await page.goto(await statisticsDeckPath(page, `/${language}`));
    const statistics = page.getByRole('region', { name: title });
    await expectChartsDrawn(statistics);
    const oddsRegion = statistics.getByRole('region', { name: odds });
    await expect(oddsRegion.locator('.deck-stats__results dd').first()).toHaveText(percent);
    await oddsRegion.getByRole('radiogroup', { name: turnOrder }).getByText(order).click();
    await expect(oddsRegion.getByRole('radio', { name: order })).toBeChecked();
    // Nothing wider than the screen, and every chart as wide as its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const chart of await statistics.locator('.recharts-surface').all()) {
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await screenshotStatistics(page, statistics, `mobile-deck-statistics-${language}.png`);
  });
}
