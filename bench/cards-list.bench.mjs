// GET /api/cards with the 4,779 real cards, against a bare node:http server serving identical
// bytes (same brotli encoding) in the same run. The ratio is the yardstick; absolute numbers vary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, prepareDatabase, realCards, ROOT, startProcess, stopProcess, summary } from './lib.mjs';

const APP_PORT = 3201;
const BARE_PORT = 3202;
const ENCODING = { 'accept-encoding': 'br, gzip' };

const cards = realCards();
const dbPath = await prepareDatabase(cards);
console.log(`Loaded ${cards.length} cards into ${dbPath}`);

const app = await startProcess(
  ['backend/dist/main.js'],
  { PORT: String(APP_PORT), DB_PATH: dbPath, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-password' },
  `http://127.0.0.1:${APP_PORT}/api/health`,
);
let bare;
try {
  const listed = await fetch(`http://127.0.0.1:${APP_PORT}/api/cards`).then((response) => response.json());
  if (listed.length !== cards.length) throw new Error(`expected ${cards.length} cards, the API listed ${listed.length}`);
  // fetch decodes bodies, so take the raw encoded bytes with node:http instead.
  const { request } = await import('node:http');
  const raw = await new Promise((done, fail) => {
    request(`http://127.0.0.1:${APP_PORT}/api/cards`, { headers: ENCODING }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done({ body: Buffer.concat(chunks), headers: response.headers }));
    })
      .on('error', fail)
      .end();
  });
  const bodyFile = join(tmpdir(), `op-decks-bench-body-${process.pid}`);
  writeFileSync(bodyFile, raw.body);
  const copied = Object.fromEntries(
    ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'].filter((name) => raw.headers[name]).map((name) => [name, raw.headers[name]]),
  );
  bare = await startProcess(
    ['bench/bare-server.mjs'],
    { PORT: String(BARE_PORT), BODY_FILE: bodyFile, BODY_HEADERS: JSON.stringify(copied) },
    `http://127.0.0.1:${BARE_PORT}/ready`,
  );

  console.log(`Response: ${raw.body.length} bytes (${raw.headers['content-encoding']}) for ${cards.length} cards`);
  await load(`http://127.0.0.1:${APP_PORT}/api/cards`, ENCODING, { duration: 2 }); // warm-up
  const bareResult = summary(await load(`http://127.0.0.1:${BARE_PORT}/api/cards`, ENCODING));
  const appResult = summary(await load(`http://127.0.0.1:${APP_PORT}/api/cards`, ENCODING));
  const ratio = Number((appResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2));
  const report = {
    date: new Date().toISOString(),
    cards: cards.length,
    bytes: raw.body.length,
    encoding: raw.headers['content-encoding'],
    bare: bareResult,
    app: appResult,
    ratio,
  };
  console.table({ bare: bareResult, app: appResult });
  console.log(`GET /api/cards: app ${appResult.requestsPerSecond} req/s vs bare node:http ${bareResult.requestsPerSecond} req/s → ratio ${ratio}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/cards-list.json'), JSON.stringify(report, null, 2));
  if (appResult.non2xx || appResult.errors) throw new Error('the app answered errors under load');
} finally {
  if (bare) await stopProcess(bare);
  await stopProcess(app);
}
