// Issue 35 item 6, "the meta stays quick with 4,779 cards, 10,000 decks and 200 imported events".
//
// One database (BENCH_DB: SQLite, or MySQL/MariaDB): the 4,779 official cards, 10,000 published decks
// (1,000 through POST /api/decks with one-line guides, copied in bulk SQL ten times with their card
// lists; `--quick`: the 1,000), and 200 events imported through
// POST /api/tournaments as an admin: 64 players each, every deck list a leader of the real card pool
// (a skewed meta over 40 leaders) and 12 of its colours' cards, six rounds of 32 pairings; 190 events
// in OP10 and 10 in OP09. Figures:
// - the meta read uncached (`GET /api/meta?format=OP10&from=…`, a new `from` before every event per
//   request, so each is a miss built from the database) ÷ the raw driver running the same statements
//   behind a bare node:http server of its own (meta-raw-server.mjs), asked in turn round after round
//   (goal ≤ 2×, as issue 31's reads);
// - the same read at 190 events ÷ at 10 (OP09), recorded: how it follows the events in the period;
// - the cached answer (ADR 0059) as visitors get it ÷ a bare node:http server sending the same bytes,
//   recorded (ADR 0059: a small cached answer cannot reach goal 1's 0.5 through Express);
// - an event's import (64 standings, 192 pairings), median ms, recorded.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { addDecks, adminSession, cardPool } from './content.mjs';
import {
  CHROME_ENCODING,
  DB_KIND,
  figure,
  median,
  PORT_BASE,
  prepareDatabase,
  rawGet,
  realCards,
  ROUNDS,
  startApp,
  startBare,
  stopProcess,
  timeGet,
  versusBare,
} from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const GOAL = '#35';
const EVENTS = 200;
const SMALL_FORMAT_EVENTS = 10;
const PLAYERS = 64;
const ROUNDS_PER_EVENT = 6;
/** Decks made through the API; without `--quick` copied in bulk SQL to ten times as many. */
const API_DECKS = 1000;
const DECK_COPIES = QUICK ? 1 : 10;
const PER_ROUND = 10;

/** A small deterministic generator, so every run imports the same events. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Event `index`: 64 standings with real deck lists and six rounds of pairings. */
function eventBody(index, pool) {
  const next = random(index + 7);
  const leaders = pool.leaders.slice(0, 40);
  // A skewed meta: the first leaders are played far more than the last.
  const leaderOf = () => leaders[Math.floor(leaders.length * next() ** 2)];
  const players = Array.from({ length: PLAYERS }, (_, seat) => {
    const leader = leaderOf();
    const colours = (leader.color ?? '').split('/').filter(Boolean);
    const from = colours.flatMap((colour) => pool.byColour.get(colour) ?? []);
    const cards = Array.from({ length: 12 }, () => (from.length ? from : pool.others)[Math.floor(next() * (from.length || pool.others.length))]);
    return { name: `Player ${index}-${seat}`, deck: [`1x${leader.code}`, ...cards.map((card) => `4x${card.code}`)].join('\n'), wins: 0, losses: 0, ties: 0 };
  });
  const rounds = [];
  for (let round = 1; round <= ROUNDS_PER_EVENT; round += 1) {
    const order = [...players].sort(() => next() - 0.5);
    const pairings = [];
    for (let table = 0; table < order.length; table += 2) {
      const [one, two] = [order[table], order[table + 1]];
      const roll = next();
      const winner = roll < 0.47 ? one : roll < 0.94 ? two : null;
      if (winner) {
        winner.wins += 1;
        (winner === one ? two : one).losses += 1;
      } else {
        one.ties += 1;
        two.ties += 1;
      }
      pairings.push({ player1: one.name, player2: two.name, winner: winner?.name ?? null });
    }
    rounds.push({ round, pairings });
  }
  const standings = [...players]
    .sort((a, b) => b.wins * 3 + b.ties - (a.wins * 3 + a.ties))
    .map((player, place) => ({
      placing: place + 1,
      player: player.name,
      record: { wins: player.wins, losses: player.losses, ties: player.ties },
      deck: player.deck,
    }));
  const day = new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  return { name: `Bench event ${index}`, date: day, format: index < EVENTS - SMALL_FORMAT_EVENTS ? 'OP10' : 'OP09', players: PLAYERS, standings, rounds };
}

/** The k-th `from` (a day before every event): each request its own address, so each is built. */
const fromDay = (k) => new Date(Date.UTC(2000, 0, 1) + k * 86_400_000).toISOString().slice(0, 10);

/** Copies the decks (with their card lists and guides) until there are `copies` times as many, in bulk SQL. */
async function copyDecks(database, copies) {
  const dataSource = await database.open();
  try {
    const columns = async (table) =>
      DB_KIND === 'mysql'
        ? (
            await dataSource.query(
              'SELECT COLUMN_NAME AS name, EXTRA AS extra FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
              [table],
            )
          ).map((row) => ({ name: row.name, generated: row.extra.includes('auto_increment') }))
        : (await dataSource.query(`PRAGMA table_info(${table})`)).map((row) => ({
            name: row.name,
            generated: row.pk === 1 && row.name === 'id' && table !== 'decks',
          }));
    const q = (name) => dataSource.driver.escape(name);
    const [{ top }] = await dataSource.query('SELECT MAX(id) AS top FROM decks');
    const children = [];
    for (const table of ['deck_guides', 'deck_cards']) if ((await columns(table)).length) children.push(table);
    for (let copy = 1; copy < copies; copy += 1) {
      const offset = copy * Number(top);
      await dataSource.transaction(async (manager) => {
        const deckColumns = (await columns('decks')).map((column) => column.name);
        await manager.query(
          `INSERT INTO decks (${deckColumns.map(q).join(', ')}) SELECT ${deckColumns.map((name) => (name === 'id' ? `id + ${offset}` : q(name))).join(', ')} FROM decks WHERE id <= ?`,
          [top],
        );
        for (const table of children) {
          const kept = (await columns(table)).filter((column) => !column.generated).map((column) => column.name);
          await manager.query(
            `INSERT INTO ${table} (${kept.map(q).join(', ')}) SELECT ${kept.map((name) => (name === 'deck_id' ? `deck_id + ${offset}` : q(name))).join(', ')} FROM ${table} WHERE deck_id <= ?`,
            [top],
          );
        }
      });
    }
    // The copy bypasses the app's deck writes, which keep the per-leader counts (ADR 0046): count again.
    await dataSource.query('DELETE FROM deck_leader_counts');
    await dataSource.query(
      "INSERT INTO deck_leader_counts (leaderCode, count) SELECT leaderCode, COUNT(*) FROM decks WHERE listing = 'curated' AND leaderCode IS NOT NULL GROUP BY leaderCode",
    );
    const [{ total }] = await dataSource.query('SELECT COUNT(*) AS total FROM decks');
    return Number(total);
  } finally {
    await dataSource.destroy();
  }
}

/** One GET, timed to its last byte (no warm-up: a warm-up would cache the address). */
async function once(url) {
  const begun = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - begun;
}

async function startRaw(port, database) {
  const child = fork(new URL('./meta-raw-server.mjs', import.meta.url), [String(port)], { env: { ...process.env, ...database.env } });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`meta-raw-server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export async function run() {
  const started = performance.now();
  const database = await prepareDatabase(realCards());
  const port = PORT_BASE + 7;
  const base = `http://127.0.0.1:${port}`;
  let app = await startApp(port, database);
  let raw;
  let bare;
  try {
    let admin = await adminSession(base);
    console.log(`  ${API_DECKS.toLocaleString('en')} decks through the API…`);
    await addDecks(base, admin, API_DECKS, { guideBytes: 0 });
    const pool = await cardPool(base);
    if (DECK_COPIES > 1) {
      // The copy is written with the app stopped (another process writing the file under the running
      // app's connection made it exit), then the app starts again on the 10,000 decks.
      await stopProcess(app);
      console.log(`  ${(await copyDecks(database, DECK_COPIES)).toLocaleString('en')} decks after the bulk copy`);
      app = await startApp(port, database);
      admin = await adminSession(base);
    }
    const imports = [];
    for (let index = 0; index < EVENTS; index += 1) {
      const body = JSON.stringify(eventBody(index, pool));
      const begun = performance.now();
      const response = await fetch(`${base}/api/tournaments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: admin },
        body,
      });
      if (response.status !== 201) throw new Error(`import ${index}: ${response.status} ${await response.text()}`);
      imports.push(performance.now() - begun);
    }
    const check = await (await fetch(`${base}/api/meta?format=OP10`)).json();
    console.log(
      `  imported ${EVENTS} events (${check.events} in OP10, ${check.decks} standings, ${check.leaders.length} leaders, ${check.headToHead.length} head-to-head rows) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    raw = await startRaw(port + 1, database);
    let k = 0;
    const uncached = (format) => async () => {
      const times = [];
      for (let index = 0; index < PER_ROUND; index += 1) times.push(await once(`${base}/api/meta?format=${format}&from=${fromDay(k++)}`));
      return median(times);
    };
    const rawTime = async () => median(await timeGet(`${raw.base}/meta?format=OP10&from=2000-01-01`, {}, PER_ROUND));
    const overRaw = [];
    const growth = [];
    const notes = { app: [], small: [], raw: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 ? ['raw', 'small', 'app'] : ['app', 'small', 'raw'];
      const ms = {};
      for (const side of order) ms[side] = side === 'raw' ? await rawTime() : await uncached(side === 'app' ? 'OP10' : 'OP09')();
      overRaw.push(ms.app / ms.raw);
      growth.push(ms.app / ms.small);
      for (const side of Object.keys(notes)) notes[side].push(ms[side]);
    }
    const note = `uncached: ${median(notes.app).toFixed(1)} ms at 190 events, ${median(notes.small).toFixed(1)} ms at 10, raw SQL server ${median(notes.raw).toFixed(1)} ms`;
    console.log(`  ${note}`);

    bare = await startBare(port + 2);
    const headers = { 'accept-encoding': CHROME_ENCODING };
    const captured = await rawGet(`${base}/api/meta?format=OP10`, headers);
    await bare.serve('/api/meta?format=OP10', captured);
    const cached = await versusBare(`${base}/api/meta?format=OP10`, `${bare.base}/api/meta?format=OP10`, headers);
    console.log(
      `  cached: ${cached.appRps.toFixed(0)} req/s, bare ${cached.bareRps.toFixed(0)} req/s, ${captured.body.length} bytes (${captured.headers['content-encoding'] ?? 'identity'}), ${cached.errors} errors`,
    );

    return [
      figure(GOAL, `GET /api/meta uncached, 200 events ÷ the raw SQL (${DB_KIND})`, median(overRaw), {
        min: Math.min(...overRaw),
        goal: 2,
        better: 'lower',
        unit: '×',
        note,
      }),
      figure(GOAL, 'GET /api/meta uncached, 190 events ÷ 10 in the period', median(growth), { min: Math.min(...growth), better: 'lower', unit: '×', note }),
      // Recorded: a small cached answer sent through Express is 0.1–0.4 of a bare server here (ADR 0059, "Measured").
      figure(GOAL, 'GET /api/meta cached ÷ bare node:http', cached.median, { min: cached.min }),
      figure(GOAL, 'GET /api/meta errors under load', cached.errors, { goal: 0, better: 'lower' }),
      figure(GOAL, `POST /api/tournaments, an event of ${PLAYERS} players and ${(ROUNDS_PER_EVENT * PLAYERS) / 2} pairings`, median(imports), {
        min: Math.min(...imports),
        better: 'lower',
        unit: ' ms',
      }),
    ];
  } finally {
    await stopProcess(app);
    if (raw) await stopProcess(raw.child);
    if (bare) await bare.stop();
    await database.drop();
  }
}
