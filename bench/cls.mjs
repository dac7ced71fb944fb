// Cumulative Layout Shift of the public pages in Chromium, desktop and phone, with what moved.
// Used by lighthouse.bench.mjs (the CLS figures of issue 14 goal 4) and on its own:
//   node bench/cls.mjs http://127.0.0.1:3720 [--shots=/tmp/cls] [--verbose] [--slow] [--pages=/,/cards]
// measures every public page of a running app (demo data: SEED_DEMO=true) in both languages, with
// the cookie choice stored and once without it (the banner must not move anything either).
import { chromium } from '@playwright/test';
/* global window, document -- the recorder and the settle check run inside the page */

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The two screens of issue 14: a laptop and a phone (390×844, as an iPhone 12–15). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

/** Starts buffering layout shifts (with the nodes that moved) before the page's first script runs. */
function recordShifts() {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? `#text in ${describe(node.parentElement)}` : '(removed)';
    const parts = [];
    for (let element = node; element && element !== document.body && parts.length < 4; element = element.parentElement) {
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${element.localName}${element.id ? `#${element.id}` : ''}${classes}`);
    }
    return parts.join(' > ');
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__layoutShifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Chrome reports it: the largest session window (gaps < 1 s, at most 5 s) of shifts without recent input. */
export function clsOf(shifts) {
  let largest = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      windowValue = 0;
      windowStart = shift.time;
    }
    windowValue += shift.value;
    previous = shift.time;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}

/** A consent as the site stores it (necessary only), so the banner stays away. */
const CONSENT = JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: '2026-01-01T00:00:00.000Z' });

/**
 * Opens `url` in a fresh context and returns its CLS and every shift. External requests are refused
 * (as in the e2e tests: card pictures on other sites would only add network noise).
 */
export async function measureCls(browser, url, { device = 'desktop', language = 'en', consent = true, throttle = false, settleMs = 2500, screenshot } = {}) {
  const context = await browser.newContext({ ...VIEWPORTS[device] });
  try {
    const origin = new URL(url).origin;
    await context.route(
      (address) => address.origin !== origin,
      (route) => route.abort('internetdisconnected'),
    );
    await context.addInitScript(
      ({ language, consent }) => {
        localStorage.setItem('language', language);
        if (consent) localStorage.setItem('cookie-consent', consent);
        else localStorage.removeItem('cookie-consent');
      },
      { language, consent: consent ? CONSENT : null },
    );
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    if (throttle) {
      // Lighthouse's mobile conditions: a 4× slower CPU and a slow 4G network (150 ms, 1.6 Mbit/s down).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Settled: the page's heading is shown and no skeleton or spinner is left (as the a11y test waits).
    await page
      .waitForFunction(() => document.querySelector('main h1') && !document.querySelector('.ant-skeleton-active, .ant-spin-spinning'), null, {
        timeout: 60_000,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // The cookie banner comes 1 s after load; late data and images settle too.
    await page.waitForTimeout(settleMs);
    const shifts = await page.evaluate(() => window.__layoutShifts);
    if (screenshot) await page.screenshot({ path: screenshot });
    return { cls: clsOf(shifts), shifts: shifts.filter((shift) => !shift.hadRecentInput) };
  } finally {
    await context.close();
  }
}

/** The public pages of the demo data: a deck and a news item are the first the API lists. */
export async function publicPages(base) {
  const first = async (path) => {
    const body = await (await fetch(base + path)).json();
    return (Array.isArray(body) ? body : body.items)[0]?.id;
  };
  const deckId = await first('/api/decks/page');
  const newsId = await first('/api/news');
  return ['/', '/cards', '/cards/syntax', '/decks', `/decks/${deckId}`, '/news', `/news/${newsId}`, '/tier-list', '/print', '/privacy'];
}

/** Debian's Chromium as the benches run it (Lighthouse's own launch included). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3720';
  const shots = process.argv.find((arg) => arg.startsWith('--shots='))?.slice(8);
  const verbose = process.argv.includes('--verbose');
  const only = process.argv
    .find((arg) => arg.startsWith('--pages='))
    ?.slice(8)
    .split(',');
  const throttle = process.argv.includes('--slow');
  const browser = await launchChromium();
  try {
    const pages = only ?? (await publicPages(base));
    const runs = [];
    for (const device of ['desktop', 'phone']) {
      for (const path of pages) {
        for (const [language, consent] of [
          ['en', true],
          ['it', true],
          ['en', false],
        ]) {
          const name = `${device}${path.replace(/\W+/g, '_')}_${language}${consent ? '' : '_noconsent'}`;
          const result = await measureCls(browser, base + path, { device, language, consent, throttle, screenshot: shots && `${shots}/${name}.png` });
          runs.push({ device, path, language, consent, cls: result.cls });
          console.log(`${device.padEnd(7)} ${path.padEnd(14)} ${language}${consent ? '          ' : ' no-consent'} CLS ${result.cls.toFixed(3)}`);
          if (verbose || result.cls > 0.05) {
            for (const shift of result.shifts) {
              console.log(`    ${shift.value.toFixed(4)} at ${shift.time} ms`);
              for (const source of shift.sources) console.log(`      ${source.node}: ${source.from} → ${source.to}`);
            }
          }
        }
      }
    }
    const worst = Math.max(...runs.map((run) => run.cls));
    console.log(`worst CLS ${worst.toFixed(3)}`);
  } finally {
    await browser.close();
  }
}
