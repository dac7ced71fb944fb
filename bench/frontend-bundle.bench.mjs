// Goal 4 (JavaScript of a first visit): the built app with its demo content, opened in Debian's
// Chromium as a first-time English visitor (empty cache, `Accept-Language: en-GB`). For `/` the
// figure is the sum of the JavaScript bytes as sent (brotli, the build's .br files); `/cards`,
// `/decks` and a deck page are printed beside it. Across the four visits, no chunk that only the
// back office, the rich-text editor or the Italian catalogues need may be requested: which chunks
// those are is read from the build's manifest (frontend/dist/client/.vite/manifest.json), so a renamed or
// re-split chunk is still recognised.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { figure, PORT_BASE, prepareDatabase, ROOT, startApp, stopProcess } from './lib.mjs';

const APP_PORT = PORT_BASE + 8;
const FRONTEND_DIST = process.env.FRONTEND_DIST ?? join(ROOT, 'frontend/dist');
const KB = 1024;

/**
 * Sources only some visitors need: the back office, the rich-text editor (its lazy module and
 * react-quill-new) and the Italian catalogues (public and back office, with antd's and dayjs's Italian).
 */
const PRIVATE_ROOTS = [
  /^src\/admin\/AdminArea\.tsx$/,
  /^src\/components\/RichTextEditor\.tsx$/,
  /react-quill-new/,
  /^src\/i18n\/(admin\.)?it\.json$/,
  /^src\/i18n\/admin\.en\.json$/,
  /antd\/es\/locale\/it_IT\.js$/,
  /dayjs\/locale\/it\.js$/,
];

/**
 * The chunk files a visitor can never need: those the entry reaches, through static and dynamic
 * imports, only by way of a private root (from Vite's manifest).
 */
export function privateChunks(manifest) {
  const isPrivate = (key) => PRIVATE_ROOTS.some((pattern) => pattern.test(manifest[key].src ?? key));
  const reachable = (throughPrivate) => {
    const files = new Set();
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key] || (!throughPrivate && isPrivate(key))) return;
      seen.add(key);
      files.add(manifest[key].file);
      for (const child of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(child);
    };
    Object.keys(manifest)
      .filter((key) => manifest[key].isEntry)
      .forEach(visit);
    return files;
  };
  // Files outside the app's import graph are no one's private chunk.
  const publicFiles = reachable(false);
  return new Set([...reachable(true)].filter((file) => file.endsWith('.js') && !publicFiles.has(file)));
}

/** Opens `path` in a fresh context (a first visit) and returns every script with its bytes as sent. */
async function firstVisit(browser, url) {
  const context = await browser.newContext({ locale: 'en-GB', extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = [];
  for (const response of responses) {
    const { responseBodySize } = await response.request().sizes();
    scripts.push({ path: new URL(response.url()).pathname, bytes: responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity' });
  }
  await context.close();
  return scripts;
}

export async function run() {
  const manifestFile = join(FRONTEND_DIST, 'client/.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the front end (npm run build -w frontend)`);
  const forbidden = privateChunks(JSON.parse(readFileSync(manifestFile, 'utf8')));

  const { launchChromium } = await import('./cls.mjs');
  const database = await prepareDatabase([]);
  const app = await startApp(APP_PORT, database, { SEED_DEMO: 'true', FRONTEND_DIST });
  const base = `http://127.0.0.1:${APP_PORT}`;
  let browser;
  try {
    const decks = await (await fetch(`${base}/api/decks/page`)).json();
    const deckId = (decks.items ?? decks)[0]?.id;
    if (!deckId) throw new Error('the demo content has no published deck');
    browser = await launchChromium();
    const pages = [
      ['/', '/'],
      ['/cards', '/cards'],
      ['/decks', '/decks'],
      ['a deck page', `/decks/${deckId}`],
    ];
    const rows = [];
    const requestedPrivate = new Set();
    for (const [name, path] of pages) {
      const scripts = await firstVisit(browser, base + path);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      for (const script of scripts) if (forbidden.has(script.path.replace(/^\//, ''))) requestedPrivate.add(script.path);
      // Files under the build's 1 KB compression threshold have no .br and go out as they are.
      const plain = scripts.filter((script) => script.encoding !== 'br');
      const plainBytes = plain.reduce((sum, script) => sum + script.bytes, 0);
      console.log(
        `  ${name}: ${scripts.length} scripts, ${(total / KB).toFixed(1)} KB as sent (${plain.length} of them uncompressed, ${(plainBytes / KB).toFixed(1)} KB)`,
      );
      if (process.env.BENCH_VERBOSE)
        for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes))
          console.log(`    ${(script.bytes / KB).toFixed(1).padStart(6)} KB  ${script.path}`);
      rows.push(
        path === '/'
          ? figure(4, 'JS of a first visit to / (KB, brotli as sent)', total / KB, { goal: 200, better: 'lower', unit: ' KB' })
          : figure(4, `JS of a first visit to ${name} (KB, for the record)`, total / KB, { unit: ' KB' }),
      );
    }
    if (requestedPrivate.size) console.log(`  requested by a visitor: ${[...requestedPrivate].join(', ')}`);
    rows.push(
      figure(4, 'admin, editor or Italian chunks requested by an English visitor (/, /cards, /decks, deck page)', requestedPrivate.size, {
        goal: 0,
        better: 'lower',
      }),
    );
    return rows;
  } finally {
    await browser?.close();
    await stopProcess(app);
    await database.drop();
  }
}
