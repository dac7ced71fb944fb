// Issue 33, item 6: no window in which a painted page ignores a click. Each public page is opened in
// Debian's Chromium with a 4× slower CPU (the page's scripts still downloading and running), and the
// moment it first paints, a header link or the language toggle is clicked: the figure is the time
// until the browser answers the click (see firstClick). The worst page of each is the figure.
import { figure, PORT_BASE, prepareDatabase, startApp, stopProcess } from './lib.mjs';
import { launchChromium, publicPages } from './cls.mjs';

const APP_PORT = PORT_BASE + 9;
const GOAL_MS = 200;
const RUNS = Number(process.env.FIRST_CLICK_RUNS ?? 3);

/** Recorded in the page from its first byte: when the browser first answered the click, in epoch ms. */
function recordAnswers() {
  // A followed link's answer was recorded by the page it left (this tab's session storage).
  globalThis.firstAnswer = Number(sessionStorage.getItem('firstAnswer')) || undefined;
  const answered = () => {
    if (globalThis.firstAnswer) return;
    globalThis.firstAnswer = performance.timeOrigin + performance.now();
    sessionStorage.setItem('firstAnswer', String(globalThis.firstAnswer));
  };
  // A link followed: a new document asked for (before the scripts run) or the app's own navigation.
  // (The app's own history.replaceState calls are navigations too, of the 'replace' kind.)
  globalThis.navigation?.addEventListener('navigate', (event) => event.navigationType === 'push' && answered());
  new globalThis.MutationObserver((changes) => {
    for (const { target, attributeName } of changes) {
      // The progress bar that says the next page's data is on its way (app/layout/Layout.tsx).
      if (target.classList?.contains('navigation-progress') && target.getAttribute('data-active') === 'true') answered();
      // The language toggle on an address without a language switches the page in place.
      if (target === globalThis.document.documentElement && attributeName === 'lang' && globalThis.document.documentElement.lang === 'it') answered();
    }
  }).observe(globalThis.document, { attributes: true, attributeFilter: ['data-active', 'lang'], subtree: true });
}

/**
 * Opens `url` throttled and clicks `target` as soon as the page first paints; ms from the click to the
 * browser answering it (recordAnswers). The click goes through the browser's input queue, so a main
 * thread busy hydrating delays it, as it would delay a visitor's; both clocks are the machine's.
 */
async function firstClick(browser, url, target) {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(recordAnswers);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // The first paint with the header in it: the page the visitor sees.
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'), null, { polling: 5 });
    const path = new URL(url).pathname;
    const link =
      target === 'link'
        ? page.locator('header nav a', { hasText: path.startsWith('/cards') ? 'Decks' : 'Cards' }).first()
        : page.locator('.language-toggle a[hreflang="it"]');
    const box = await link.boundingBox();
    if (!box) throw new Error(`${url}: no ${target} to click`);
    // Pressed and released where the pointer already is, as a visitor's mouse over the link (a
    // synthetic move first would wait for the next frame, which a visitor's click does not).
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left', clickCount: 1 };
    const clicked = Date.now();
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
    const answer = await page.waitForFunction(() => globalThis.firstAnswer, null, { polling: 20, timeout: 10_000 }).then((handle) => handle.jsonValue());
    return answer - clicked;
  } finally {
    await context.close();
  }
}

/**
 * Why a click waits: the longest main-thread task from the first paint until the page is hydrated
 * (`data-hydrated`), read from the browser's `longtask` entries, 4× slower CPU. A click that lands in
 * a task waits for its end, so this is the worst wait a visitor can meet on the page; unlike the click
 * itself it does not depend on where the click happens to land.
 */
async function longestTask(browser, url) {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    globalThis.longTasks = [];
    new globalThis.PerformanceObserver((list) =>
      globalThis.longTasks.push(...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration }))),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return Math.max(0, ...globalThis.longTasks.filter((task) => task.startTime + task.duration > paint).map((task) => task.duration));
    });
  } finally {
    await context.close();
  }
}

export async function run() {
  const database = await prepareDatabase([]);
  const app = await startApp(APP_PORT, database, { SEED_DEMO: 'true' });
  const base = `http://127.0.0.1:${APP_PORT}`;
  const browser = await launchChromium();
  try {
    const pages = await publicPages(base);
    const rows = [];
    for (const target of ['link', 'language toggle']) {
      let worst = 0;
      let worstPage = '';
      for (const path of pages) {
        const times = [];
        for (let index = 0; index < RUNS; index += 1) times.push(await firstClick(browser, base + path, target));
        const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
        console.log(`  ${target} on ${path}: ${times.map((time) => Math.round(time)).join(', ')} ms`);
        if (median > worst) [worst, worstPage] = [median, path];
      }
      rows.push(
        figure(33, `first click on a ${target} at the first paint, 4× slower CPU, worst page (${worstPage}; median of ${RUNS})`, worst, {
          goal: GOAL_MS,
          better: 'lower',
          unit: ' ms',
        }),
      );
    }
    let worst = 0;
    let worstPage = '';
    for (const path of pages) {
      const times = [];
      for (let index = 0; index < RUNS; index += 1) times.push(await longestTask(browser, base + path));
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
      console.log(`  longest task from the first paint to hydration on ${path}: ${times.map((time) => Math.round(time)).join(', ')} ms`);
      if (median > worst) [worst, worstPage] = [median, path];
    }
    rows.push(
      figure(33, `longest main-thread task from the first paint to hydration, 4× slower CPU, worst page (${worstPage}; median of ${RUNS})`, worst, {
        better: 'lower',
        unit: ' ms',
      }),
    );
    return rows;
  } finally {
    await browser.close();
    await stopProcess(app);
  }
}
