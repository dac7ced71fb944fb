// The deck read side at 10, 1,000 and 10,000 decks: a gallery page (filtered and unfiltered), the
// leader options, a user's favourites and the home page's newest decks, each through the running app
// over HTTP. Decks are generated straight into the database (multi-row INSERTs) from the real card
// list: real leaders, 15 to 20 real cards each. What matters is the growth: time at the largest size
// over time at the smallest, which must stay far below the 1,000× growth of the deck count.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { prepareDatabase, realCards, ROOT, startProcess, stopProcess } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3206);
const SIZES = (process.env.BENCH_DECKS ?? '10,1000,10000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
/** The same number at every size (the smallest has 9 published decks), so only the deck count changes. */
const FAVORITES = 8;
const FORMATS = ['OP10', 'OP09', 'OP08'];
const TIERS = ['Tier 1', 'Tier 2', 'Tier 3'];
const BASE = `http://127.0.0.1:${PORT}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const cards = realCards();
// A meta of 40 leaders: the leader options answer stops growing once each has a deck, as on the real site.
const leaders = cards.filter((card) => card.type === 'LEADER').slice(0, 40);
const others = cards.filter((card) => card.type !== 'LEADER' && card.type !== 'DON');

/** Multi-row INSERTs of `count` decks with their cards, and the favourites of one user. */
async function fillDecks(dbPath, count, userId) {
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await import(join(ROOT, 'backend/dist/database/data-source.js'));
  const dataSource = new DataSource({ ...dataSourceOptions({ dbType: 'sqlite', dbPath }), migrationsRun: false });
  await dataSource.initialize();
  const codes = new Map((await dataSource.query('SELECT id, code FROM cards')).map((row) => [row.code, row.id]));
  const started = Date.UTC(2025, 0, 1);
  await dataSource.transaction(async (manager) => {
    for (let first = 0; first < count; first += 500) {
      const batch = Array.from({ length: Math.min(500, count - first) }, (_, offset) => first + offset);
      const deckRows = batch.map((index) => {
        const leader = leaders[index % leaders.length];
        const createdAt = new Date(started + index * 60_000).toISOString().replace('T', ' ').replace('Z', '');
        return [
          `Bench deck ${index}`,
          'Bench',
          TIERS[index % 3],
          FORMATS[index % 3],
          codes.get(leader.code),
          leader.code,
          `Short ${index}`,
          '<p>Guide</p>',
          '<p>Guide</p>',
          null,
          '[]',
          (index % 10) + 1,
          index % 17 === 0 ? 1 : 0,
          createdAt,
          createdAt,
        ];
      });
      const inserted = await manager.query(
        `INSERT INTO decks (name, author, tier, format, leaderId, leaderCode, shortDescription, description, description_en, videoUrl, matchups, priority, isDraft, createdAt, updatedAt) VALUES ${deckRows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} RETURNING id`,
        deckRows.flat(),
      );
      const cardRows = inserted.flatMap(({ id }, position) =>
        Array.from({ length: 15 + ((first + position) % 6) }, (_, slot) => {
          const card = others[((first + position) * 7 + slot * 13) % others.length];
          return [id, codes.get(card.code), card.code, 1 + (slot % 4)];
        }),
      );
      for (let start = 0; start < cardRows.length; start += 500) {
        const chunk = cardRows.slice(start, start + 500);
        await manager.query(
          `INSERT INTO deck_cards (deck_id, card_id, card_code, quantity) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
          chunk.flat(),
        );
      }
    }
    const favorites = await manager.query(`SELECT id FROM decks WHERE isDraft = 0 ORDER BY id LIMIT ${FAVORITES}`);
    if (favorites.length)
      await manager.query(
        `INSERT INTO favorite_decks (user_id, deck_id) VALUES ${favorites.map(() => '(?, ?)').join(', ')}`,
        favorites.flatMap(({ id }) => [userId, id]),
      );
  });
  await dataSource.destroy();
}

async function verify(dbPath, username) {
  const { default: Database } = await import(join(ROOT, 'node_modules/better-sqlite3/lib/index.js'));
  const db = new Database(dbPath);
  db.prepare('UPDATE users SET isEmailVerified = 1 WHERE username = ?').run(username);
  const { id } = db.prepare('SELECT id FROM users WHERE username = ?').get(username);
  db.close();
  return id;
}

/** Median milliseconds of `REQUESTS` sequential calls (after a few warm-up calls). */
async function time(path, headers = {}) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(BASE + path, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let warm = 0; warm < 5; warm++) await once();
  const runs = [];
  for (let run = 0; run < REQUESTS; run++) runs.push(await once());
  return { ms: median(runs.map((run) => run.ms)), bytes: runs[0].bytes };
}

const CASES = [
  ['gallery page 1', '/api/decks/page'],
  ['gallery filtered, page 3 by name', '/api/decks/page?tier=Tier%201&format=OP10&sort=name&page=3'],
  ['gallery by leader', null],
  ['leader options', '/api/decks/leaders'],
  [`favourites (${FAVORITES})`, '/api/favorites'],
  ['home newest 3', '/api/decks/page?pageSize=3'],
];

const results = new Map();
for (const size of SIZES) {
  const dbPath = await prepareDatabase(cards);
  const app = await startProcess(
    ['backend/dist/main.js'],
    { PORT: String(PORT), DB_PATH: dbPath, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-password', AUTH_RATE_LIMIT: '100000' },
    `${BASE}/api/health`,
  );
  try {
    const username = `bench${size}`;
    const registered = await fetch(`${BASE}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password' }),
    });
    if (!registered.ok) throw new Error(`register: ${registered.status}`);
    const userId = await verify(dbPath, username);
    const fillStarted = performance.now();
    await fillDecks(dbPath, size, userId);
    const login = await fetch(`${BASE}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'bench-password' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!login.ok || !cookie) throw new Error(`login: ${login.status}`);
    const page = await (await fetch(`${BASE}/api/decks/page`)).json();
    const leaderId = (await (await fetch(`${BASE}/api/decks/leaders`)).json())[0]?.cardId;
    console.log(`${size} decks (${page.total} published) written in ${(performance.now() - fillStarted).toFixed(0)} ms`);
    const row = {};
    for (const [label, path] of CASES) {
      const target = path ?? `/api/decks/page?leader=${leaderId}&sort=priority`;
      row[label] = await time(target, label.startsWith('favourites') ? { cookie } : {});
    }
    results.set(size, row);
  } finally {
    await stopProcess(app);
  }
}

const smallest = results.get(SIZES[0]);
const largest = results.get(SIZES.at(-1));
const table = {};
for (const [label] of CASES) {
  table[label] = Object.fromEntries(SIZES.map((size) => [`${size} decks (ms)`, Number(results.get(size)[label].ms.toFixed(2))]));
  table[label]['bytes at smallest'] = smallest[label].bytes;
  table[label]['bytes at largest'] = largest[label].bytes;
  table[label][`growth ${SIZES.at(-1)}/${SIZES[0]}`] = Number((largest[label].ms / smallest[label].ms).toFixed(2));
}
console.table(table);
const deckGrowth = SIZES.at(-1) / SIZES[0];
console.log(`Deck count grew ${deckGrowth}×; each read's median time grew by the factor in the last column (goal: far below ${deckGrowth}×).`);
const worst = Math.max(...CASES.map(([label]) => largest[label].ms / smallest[label].ms));
if (worst > deckGrowth / 10) throw new Error(`a read grew ${worst.toFixed(1)}×, not far below the deck count's ${deckGrowth}×`);
