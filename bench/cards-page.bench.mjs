// Goal 4: /cards with the 4,779 real cards in Chromium. (a) A first visit (a new browser context,
// so nothing cached) until the grid holds its first 24 tiles, from the navigation's start; (b) a
// filter change (a query typed in the search box and Enter) until the grid shows the answer, from
// the key press. Both timed inside the page (performance.now, a MutationObserver), so the browser
// protocol's own latency is not counted. Measured plainly (the goal) and again with Chromium's
// 4× CPU slowdown (a mid-range phone; printed for the record).
/* global window, document, MutationObserver, addEventListener -- functions run inside the page */
import { launchChromium } from './cls.mjs';
import { figure, median, PORT_BASE, prepareDatabase, realCards, startApp, stopProcess } from './lib.mjs';

const APP_PORT = PORT_BASE + 9;
const TILES = 24;
// Red characters costing at most 2 with a counter (the Done-when query of issue 16, less the phrase).
const QUERY = 'c:red t:character cost<=2 counter>=1000';

/**
 * Installed before the page's own scripts: records when the grid first holds 24 tiles, and after
 * Enter, the last change of the answer shown (the filter has settled once nothing changes for a second).
 */
function watchGrid(tiles) {
  const marks = (window.__benchMarks = {});
  const grid = () => document.querySelector('ul.card-grid');
  // The answer as the visitor reads it: the results count and each tile's name, code, type and printings.
  // Compared as text, so a change counts however React makes it (nodes updated, or the grid replaced
  // by a new one). The pictures are not part of it: here they cannot be fetched (no network, so each
  // tile's picture turns into its text face a moment later), and where they can, they load on their
  // own time after the answer (the card-images bench measures them).
  const shown = () =>
    [document.querySelector('.cards-count'), ...(grid()?.querySelectorAll('.card-tile__body, .card-tile__printing, .card-tile__printings') ?? [])]
      .map((node) => node?.textContent ?? '')
      .join('|');
  let last;
  new MutationObserver(() => {
    const now = performance.now();
    if (marks.tilesAt === undefined && (grid()?.children.length ?? 0) >= tiles) marks.tilesAt = now;
    if (marks.keyAt === undefined) return;
    const current = shown();
    if (current !== last) {
      last = current;
      marks.settledAt = now;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') {
        marks.keyAt = performance.now();
        last = shown();
      }
    },
    true,
  );
}

async function visit(browser, base, slowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: '2026-01-01T00:00:00.000Z' }));
  });
  await context.addInitScript(watchGrid, TILES);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(`${base}/cards`);
  await page.waitForFunction(() => window.__benchMarks.tilesAt !== undefined, null, { timeout: 60_000 });
  const search = page.getByRole('searchbox', { name: /search/i });
  await search.fill(QUERY);
  await search.press('Enter');
  await page.waitForFunction(() => window.__benchMarks.settledAt !== undefined && performance.now() - window.__benchMarks.settledAt > 1000, null, {
    timeout: 60_000,
    polling: 100,
  });
  const marks = await page.evaluate(() => window.__benchMarks);
  const shown = await page.locator('ul.card-grid > li').count();
  await context.close();
  if (errors.length) throw new Error(`console errors on /cards: ${errors.join(' | ')}`);
  return { tiles: marks.tilesAt, filter: marks.settledAt - marks.keyAt, shown };
}

export async function run() {
  const cards = realCards();
  const database = await prepareDatabase(cards);
  const app = await startApp(APP_PORT, database);
  const browser = await launchChromium();
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    // The cached card list is built by the first request: a warm-up visit, as any visitor after the first gets.
    await visit(browser, base, 1);
    const rows = [];
    for (const slowdown of [1, 4]) {
      const runs = [];
      for (let round = 0; round < 5; round += 1) runs.push(await visit(browser, base, slowdown));
      const tiles = runs.map((entry) => entry.tiles);
      const filter = runs.map((entry) => entry.filter);
      const label = slowdown === 1 ? '' : `, ${slowdown}× CPU slowdown`;
      console.log(`  /cards${label}: first ${TILES} tiles ${tiles.map(Math.round).join(', ')} ms; filter ${filter.map(Math.round).join(', ')} ms`);
      const goals = slowdown === 1;
      rows.push(
        figure(4, `/cards (${cards.length} cards): first ${TILES} tiles after navigation${label}`, median(tiles), {
          min: Math.min(...tiles),
          goal: goals ? 1000 : undefined,
          better: 'lower',
          unit: ' ms',
        }),
        figure(4, `/cards: a filter change settled (“${QUERY}”, Enter)${label}`, median(filter), {
          min: Math.min(...filter),
          goal: goals ? 100 : undefined,
          better: 'lower',
          unit: ' ms',
          note: `${runs[0].shown} tiles shown after the filter`,
        }),
      );
    }
    return rows;
  } finally {
    await browser.close();
    await stopProcess(app);
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
