import type { Page } from '@playwright/test';
import { SUPER_ADMIN } from './accounts';
import { expectChartsDrawn, screenshotStatistics, statisticsDeckPath as deckPath, statisticsFigure as figure } from './deck-statistics';
import { expect, settled, test } from './fixtures';

/** The lazy chunk that holds recharts (src/components/deck-statistics/StatisticsCharts.tsx). */
const CHARTS_CHUNK = /\/assets\/StatisticsCharts-[\w-]+\.js$/;

/** Every script the page requests, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the deck page shows the statistics and the odds of any card, and only then loads the charts', async ({ page }) => {
  // Four pages and a dozen interactions: more than the default 30 s when the machine is busy.
  test.setTimeout(90_000);
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/decks');
  await expect(page.getByRole('list', { name: 'Decks' }).getByRole('listitem').first()).toBeVisible();
  // No page but those with statistics downloads the charting library.
  expect(scripts.filter((script) => CHARTS_CHUNK.test(script))).toEqual([]);

  await page.goto(await deckPath(page));
  const statistics = page.getByRole('region', { name: 'Statistics' });
  await expect(statistics).toBeVisible();
  await expect(figure(page, 'Cards')).toHaveText('50');
  await expect(figure(page, 'Counter total')).toHaveText('40,000');
  // The charts wait below the deck's list until the visitor scrolls to them.
  await expect(statistics.locator('.recharts-surface')).toHaveCount(0);
  await expectChartsDrawn(statistics);
  expect(scripts.filter((script) => CHARTS_CHUNK.test(script))).toHaveLength(1);

  // Each chart's numbers as a table.
  const colours = statistics.getByRole('region', { name: 'Colours' });
  await colours.getByText('Show the numbers as a table').click();
  await expect(colours.getByRole('row', { name: 'Red 38' })).toBeVisible();
  await expect(colours.getByRole('row', { name: 'Green 12' })).toBeVisible();

  // The odds: the most-copied card first, then the turn, the turn order and another card.
  const odds = statistics.getByRole('region', { name: 'Odds of drawing a card' });
  await expect(odds.locator('.ant-select')).toContainText('Tony Tony.Chopper (OP02-034) ×4');
  await expect(figure(page, 'In the opening hand (4 of 50)')).toHaveText('35.3%');
  await expect(figure(page, 'With one mulligan')).toHaveText('58.1%');
  await odds.getByRole('radiogroup', { name: 'Turn order' }).getByText('Going second').click();
  await expect(figure(page, 'By turn 1, going second')).toHaveText('41.1%');
  const slider = odds.getByRole('slider', { name: 'Turn' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Turn 3');
  await expect(figure(page, 'By turn 3, going second')).toHaveText('51.4%');
  await expect(figure(page, 'By turn 3, going second, with the mulligan')).toHaveText('68.6%');
  // Under load the list can render again between the press and the release of a click, which then
  // chooses nothing (once, a full local run): search and choose until the choice shows.
  const dalton = page.locator('.ant-select-item-option', { hasText: 'Dalton (OP08-008) ×4' });
  await expect(async () => {
    if (!(await dalton.isVisible())) {
      await odds.getByRole('combobox', { name: 'Card' }).click({ timeout: 2_000 });
      await page.keyboard.type('Dalton');
    }
    await dalton.click({ timeout: 2_000 });
    await expect(odds.locator('.ant-select')).toContainText('Dalton (OP08-008) ×4', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await screenshotStatistics(page, statistics, 'deck-statistics-en.png');
});

test('the statistics read in Italian', async ({ page }) => {
  await page.goto(await deckPath(page, '/it'));
  const statistics = page.getByRole('region', { name: 'Statistiche' });
  await expect(statistics.getByRole('heading', { name: 'Curva dei costi' })).toBeVisible();
  await expect(figure(page, 'Counter totale')).toHaveText('40.000');
  await expect(figure(page, 'Nella mano iniziale (4 su 50)')).toHaveText('35,3%');
  await expect(figure(page, 'Entro il turno 1, giocando per primo, con il mulligan')).toHaveText('58,1%');
  // The explorer's controls come as they near the screen.
  await statistics.getByText('Ordine di turno').scrollIntoViewIfNeeded();
  await expect(statistics.getByRole('radiogroup', { name: 'Ordine di turno' }).getByText('Per secondo')).toBeVisible();
  await screenshotStatistics(page, statistics, 'deck-statistics-it.png');
});

test('the builder shows the statistics of the list being edited, live', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin');
  await page.getByRole('tab', { name: 'Deck Builder' }).click();

  const panel = page.getByRole('region', { name: 'Statistics' });
  // The builder is a lazy chunk of the back office, and it waits for the game rules.
  await expect(panel).toContainText('Add cards to the deck to see its statistics.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Import list' }).click();
  // antd's dialog zooms in: a click on Import during the motion can miss it.
  const dialog = await settled(page.getByRole('dialog', { name: 'Import a deck list' }));
  await dialog.getByLabel('Deck list').fill('1xST01-001\n4xST01-002\n4xST01-004\n2xST01-013');
  await dialog.getByRole('button', { name: 'Import' }).click();
  // The back office is heavy: on a busy machine the dialog and the first answer take a while.
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(figure(page, 'Cards')).toHaveText('10', { timeout: 15_000 });
  await expect(figure(page, 'In the opening hand (4 of 10)')).toBeVisible();
  await expectChartsDrawn(panel);

  // A change to the list is counted again by the API a moment later.
  const summary = page.getByRole('complementary', { name: 'Deck list' });
  await summary.getByRole('button', { name: 'One copy less of Roronoa Zoro' }).click();
  await expect(figure(page, 'Cards')).toHaveText('9');
  await screenshotStatistics(page, panel, 'builder-statistics-en.png');
});
