// Issue 14 goal 4: Lighthouse (its default mobile run: a mid-range phone, slow 4G and a 4× slower
// CPU, simulated) on every public page, the median of three runs of each category, and the layout
// shift (CLS) of each page in Chromium on a laptop and a phone screen (bench/cls.mjs).
// The app runs the demo content (12 decks, news, tier list, privacy policy) with the official card
// list (4,779 cards) imported on top, as the site has it, their pictures from a loopback copy of the
// card site (card-pictures.mjs; each page is opened once first, as a live site has its thumbnails made).
// Chrome is Debian's Chromium (CHROME_PATH).
// LIGHTHOUSE_PAGES=/,/cards limits the pages; LIGHTHOUSE_RUNS (3) sets the runs per page;
// LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there (the LCP element, the requests).
// LIGHTHOUSE_CPU_SLOWDOWN=<n> replaces the 4× CPU slowdown, to see the pages as on Lighthouse's reference
// machine from a faster one (4 × this machine's CPU index ÷ 1,750; Lighthouse's docs/throttling.md).
// Lighthouse opens the pages through the deployment's front: TLS and HTTP/2, as the documented proxy
// serves them (bench/http2-front.mjs, ADR 0078); LIGHTHOUSE_PLAIN_HTTP=1 opens the app itself
// (HTTP/1.1), for comparison. The CLS measurement opens the app itself either way.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startCardPictureServer } from './card-pictures.mjs';
import { CHROME_PATH, CHROMIUM_ARGS, launchChromium, measureCls, publicPages } from './cls.mjs';
import { startHttp2Front } from './http2-front.mjs';
import { figure, login, median, officialKeyed, PORT_BASE, prepareDatabase, startApp, stopProcess } from './lib.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = [
  ['performance', 'performance', 90],
  ['accessibility', 'accessibility', 100],
  ['best-practices', 'best practices', 100],
  ['seo', 'SEO', 100],
];
const CLS_GOAL = 0.05;
const PLAIN_HTTP = process.env.LIGHTHOUSE_PLAIN_HTTP === '1';
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
/** Lighthouse's default mobile run, or the same with another CPU slowdown. */
const THROTTLING = CPU_SLOWDOWN ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {};

/**
 * Debian's Chromium, headless, with a DevTools port for Lighthouse. It takes the front's certificate,
 * made for this run, without a trust store.
 */
async function startChrome(port) {
  const profile = mkdtempSync(join(tmpdir(), 'op-decks-lighthouse-'));
  const args = [
    '--headless=new',
    ...CHROMIUM_ARGS,
    '--ignore-certificate-errors',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const chrome = spawn(CHROME_PATH, args, { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    port,
    async stop() {
      await stopProcess(chrome);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse run: the four category scores (0–100) and the metrics worth printing. A run that
 * Lighthouse itself reports as failed (its runtimeError: the page did not paint in time, Chrome
 * went away) has no scores, not zeros: it is printed and run again, up to three times.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map(([id]) => id), ...THROTTLING });
    const error = result.lhr.runtimeError;
    if (!error && process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), result.report);
    }
    if (!error) return scoresOf(result);
    console.log(`    ${url}: Lighthouse run ${attempt} failed (${error.code}: ${error.message})`);
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${error.code}`);
  }
}

function scoresOf(result) {
  const { categories, audits } = result.lhr;
  const failing = Object.values(categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1))
    .map((ref) => {
      // The audit and the first nodes it names, so the fix can be found.
      const nodes = (audits[ref.id].details?.items ?? []).flatMap((item) => (item.node?.selector ? [item.node.selector] : [])).slice(0, 3);
      return nodes.length ? `${ref.id} (${nodes.join(' | ')})` : ref.id;
    });
  return {
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, Math.round((categories[id].score ?? 0) * 100)])),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // The host's CPU power as Lighthouse measures it: its 4× slowdown assumes 1500–2000 (a high-end
    // desktop). Scores move with it, so it is printed beside them.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failing,
  };
}

export async function run() {
  const database = await prepareDatabase([]);
  const port = PORT_BASE;
  // The cards' pictures from a loopback copy of the official site: the pages as visitors see them.
  const pictures = await startCardPictureServer();
  // TRUST_PROXY: behind the front, the pages' own addresses (canonical, link previews) are its https ones.
  const app = await startApp(port, database, { SEED_DEMO: 'true', TRUST_PROXY: '1', ...pictures.appEnv });
  const base = `http://127.0.0.1:${port}`;
  const front = PLAIN_HTTP ? undefined : await startHttp2Front(PORT_BASE + 2, port);
  const audited = front?.url ?? base;
  console.log(`  Lighthouse opens ${audited} (${front ? 'TLS, HTTP/2 in front of the app' : 'the app itself, HTTP/1.1'}), CPU slowdown ${CPU_SLOWDOWN ?? 4}×`);
  const chrome = await startChrome(PORT_BASE + 1);
  const rows = [];
  try {
    // The official list on top of the demo content: /cards as the site has it, pictures included.
    const admin = await login(base, 'admin', 'bench-password', '/api/admin/login');
    const keyed = officialKeyed();
    for (const [code, card] of Object.entries(keyed)) if (card.image) card.image = pictures.pictureUrl(code);
    const imported = await fetch(`${base}/api/cards/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, origin: base },
      body: JSON.stringify(keyed),
    });
    if (!imported.ok) throw new Error(`card import: ${imported.status} ${await imported.text()}`);
    const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? (await publicPages(base));

    const browser = await launchChromium();
    const benchmarkIndexes = [];
    try {
      for (const path of pages) {
        // A live site has its thumbnails made and stored already: the page is opened once first.
        const warmUp = await browser.newPage();
        await warmUp.goto(base + path, { waitUntil: 'networkidle' });
        await warmUp.close();
        const runs = [];
        for (let index = 0; index < RUNS; index += 1) runs.push(await audit(audited + path, chrome.port));
        benchmarkIndexes.push(...runs.map((one) => one.benchmarkIndex));
        const scores = Object.fromEntries(CATEGORIES.map(([id]) => [id, median(runs.map((one) => one.scores[id]))]));
        const failing = [...new Set(runs.flatMap((one) => one.failing))];
        console.log(
          `  ${path}: ${CATEGORIES.map(([id, name]) => `${name} ${scores[id]} [${runs.map((one) => one.scores[id]).join(', ')}]`).join(', ')}; ` +
            `LCP ${(median(runs.map((one) => one.lcp)) / 1000).toFixed(1)} s, TBT ${median(runs.map((one) => one.tbt)).toFixed(0)} ms, ` +
            `Lighthouse CLS ${median(runs.map((one) => one.cls)).toFixed(3)}${failing.length ? `; failing audits: ${failing.join(', ')}` : ''}`,
        );
        for (const [id, name, goal] of CATEGORIES) {
          rows.push(
            figure(4, `Lighthouse ${name}, ${path} (mobile, median of ${RUNS})`, scores[id], { goal, min: Math.min(...runs.map((one) => one.scores[id])) }),
          );
        }
        // CLS in Chromium: English with the cookie choice stored, and Italian without it (the banner
        // shows): the worse of the two, on each screen.
        for (const device of ['desktop', 'phone']) {
          const measured = [];
          for (const [language, consent] of [
            ['en', true],
            ['it', false],
          ]) {
            const result = await measureCls(browser, base + path, { device, language, consent });
            measured.push(result.cls);
            if (result.cls > CLS_GOAL) {
              for (const shift of result.shifts)
                console.log(`    ${device} ${language}: ${shift.value.toFixed(3)} ${shift.sources.map((source) => source.node).join('; ')}`);
            }
          }
          rows.push(figure(4, `CLS ${path}, ${device}`, Math.max(...measured), { goal: CLS_GOAL, better: 'lower', min: Math.min(...measured) }));
        }
      }
      rows.push(
        figure(4, "Lighthouse's CPU benchmark index of this machine (its 4× slowdown assumes 1500–2000; not a goal)", median(benchmarkIndexes), {
          min: Math.min(...benchmarkIndexes),
        }),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await chrome.stop();
    await front?.stop();
    await stopProcess(app);
    await pictures.close();
    await database.drop();
  }
  return rows;
}
