// Issue 34 item 7, "Sizes": 10,000 players with 20 decks each (200,000 decks, most private). The
// community gallery, "my decks" and a deck page stay within 2× their time at 100 decks.
//
// Two databases seeded once, on the bench's database (BENCH_DB: SQLite, or MySQL/MariaDB): the same
// 24 curated decks (an admin's, through POST /api/decks, guides of about 5 KB) and one player who
// registered and verified through the API; then, in bulk SQL, 5 players (100 decks) on one and
// 10,000 players (200,000 decks) on the other, 20 decks each: one public (the community gallery, 5 %),
// one unlisted (5 %), the rest private; every leader of the real card pool in turn, each deck the 50
// cards of its leader's colours that the other benches build (content.mjs `deckBody`), a short guide,
// a favourite count for "most favourited". The measured public deck has a 5 KB guide at both sizes.
// Then each screen's read uncached (READ_CACHE=false), both apps asked in turn round after round
// (real-size.bench.mjs `compare`): the figure is the median of time at 200,000 ÷ time at 100 (goal ≤ 2×).
// `--quick`: 1,000 players (20,000 decks), for development.
import { performance } from 'node:perf_hooks';
import { addDecks, addUsers, adminSession, cardPool, deckBody, guideHtml, insertRows, nextId, outbox, send, verifiedUser } from './content.mjs';
import { compare } from './real-size.bench.mjs';
import { DB_KIND, figure, login, median, PORT_BASE, prepareDatabase, realCards, startApp, stopProcess } from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const GOAL = '#34';
const DECKS_EACH = 20;
const SMALL = { players: 5 };
const BIG = { players: QUICK ? 1000 : 10_000 };
/** The curated decks, the same at both sizes (the curated gallery must not feel the players' decks). */
const CURATED = 24;
const PASSWORD = 'bench-password';
const PLAYER = 'pd-player';
const STARTED = Date.UTC(2025, 0, 1);

const thousands = (count) => count.toLocaleString('en');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timestamp = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** A player's k-th deck (k in 0..19) of player p: one public, one unlisted, the rest private. */
function visibilityOf(p, k) {
  const slot = (k * 7 + p) % DECKS_EACH;
  return slot === 0 ? 'public' : slot === 1 ? 'unlisted' : 'private';
}

/**
 * The players' decks in bulk SQL: the rows of `decks` in multi-row INSERTs (content.mjs insertRows),
 * their guides and card lists with INSERT … SELECT (the card list of each leader from a template
 * table, dropped after). `owners[p]` is player p's user id. Returns the first deck id.
 */
async function addPlayerDecks(dataSource, owners, pool) {
  const leaders = pool.leaders;
  const players = owners.length;
  const total = players * DECKS_EACH;
  let first;
  await dataSource.transaction(async (manager) => {
    first = await nextId(manager, 'decks');
    const rows = [];
    for (let j = 0; j < total; j += 1) {
      const p = j % players;
      const k = Math.floor(j / players);
      const leader = leaders[j % leaders.length];
      const visibility = visibilityOf(p, k);
      const created = timestamp(STARTED + j * 120_000);
      rows.push([
        first + j,
        `${leader.name} ${['Aggro', 'Midrange', 'Control', 'Rush', 'Tempo', 'Ramp'][j % 6]} #${j}`,
        `Player ${p}`,
        'Tier 1',
        ['OP10', 'OP09', 'OP11', 'OP12'][j % 4],
        leader.id,
        leader.code,
        `A ${leader.name} list, deck ${j}.`,
        5,
        0,
        owners[p],
        0,
        visibility,
        0,
        visibility === 'public' ? 'community' : null,
        visibility === 'public' ? (j * 7919) % 41 : 0,
        created,
        created,
      ]);
    }
    const columns = ['id', 'name', 'author', 'tier', 'format', 'leaderId', 'leaderCode', 'shortDescription', 'priority', 'isDraft'];
    columns.push('owner_id', 'curated', 'visibility', 'hidden', 'listing', 'favorite_count', 'createdAt', 'updatedAt');
    await insertRows(manager, 'decks', columns, rows);
  });
  const guide = '<p>How I play this list: keep counters, curve out, attack the leader.</p>';
  await dataSource.query(`INSERT INTO deck_guides (deck_id, description, description_en, matchups) SELECT id, ?, ?, ? FROM decks WHERE id >= ?`, [
    guide,
    guide,
    '[]',
    first,
  ]);
  // Each leader's card list (the leader's colours, as deckBody builds it), copied to its decks from a
  // template table (outside a transaction: MariaDB commits at a CREATE TABLE).
  await dataSource.query(
    'CREATE TABLE bench_deck_templates (leader_code varchar(64) NOT NULL, slot integer NOT NULL, card_id integer NOT NULL, card_code varchar(64) NOT NULL, quantity integer NOT NULL, PRIMARY KEY (leader_code, slot))',
  );
  const codes = new Map(pool.others.map((card) => [card.id, card.code]));
  const templates = [];
  const seen = new Set();
  leaders.forEach((leader, index) => {
    if (seen.has(leader.code)) return;
    seen.add(leader.code);
    deckBody(index, pool, { guideBytes: 0 }).cards.forEach((entry, slot) =>
      templates.push([leader.code, slot, entry.cardId, codes.get(entry.cardId), entry.quantity]),
    );
  });
  await dataSource.transaction((manager) =>
    insertRows(manager, 'bench_deck_templates', ['leader_code', 'slot', 'card_id', 'card_code', 'quantity'], templates),
  );
  // In slices of decks, each its own statement: no transaction holds millions of rows, and on MySQL
  // each ends well within the app's statement deadline (2.5 s, which the bench's connection has too).
  const SLICE = DB_KIND === 'mysql' ? 2000 : 50_000;
  for (let start = first; start < first + total; start += SLICE)
    await dataSource.query(
      'INSERT INTO deck_cards (deck_id, card_id, card_code, quantity) SELECT d.id, t.card_id, t.card_code, t.quantity ' +
        'FROM decks d INNER JOIN bench_deck_templates t ON t.leader_code = d.leaderCode WHERE d.id >= ? AND d.id < ?',
      [start, Math.min(start + SLICE, first + total)],
    );
  await dataSource.query('DROP TABLE bench_deck_templates');
  return first;
}

/** One database: the curated decks and the signed-in player through the API, then the players' decks in bulk SQL. */
async function seed(label, spec, port, databases) {
  const started = performance.now();
  const database = await prepareDatabase(realCards());
  databases.push(database);
  const box = outbox();
  const app = await startApp(port, database, { OUTBOX_DIR: box.dir });
  const base = `http://127.0.0.1:${port}`;
  let pool;
  let playerId;
  try {
    const admin = await adminSession(base);
    await addDecks(base, admin, CURATED);
    const cookie = await verifiedUser(base, box.dir, PLAYER, PASSWORD);
    playerId = (await send(base, cookie, 'GET', '/api/user')).id;
    pool = await cardPool(base);
  } finally {
    await stopProcess(app);
    box.remove();
  }
  const apiMs = performance.now() - started;
  const bulkStarted = performance.now();
  const dataSource = await database.open();
  let first;
  try {
    // The signed-in player is player 0; the others are inserted as verified users.
    const others = await addUsers(dataSource, spec.players - 1, 'player');
    first = await addPlayerDecks(dataSource, [playerId, ...others], pool);
  } finally {
    await dataSource.destroy();
  }
  const players = spec.players;
  // The deck page read: a public deck of another player (player 1's public deck), given a 5 KB guide
  // at both sizes.
  const k = Array.from({ length: DECKS_EACH }, (_, index) => index).find((index) => visibilityOf(1, index) === 'public');
  const j = 1 + k * players;
  const deckId = first + j;
  const leader = pool.leaders[j % pool.leaders.length];
  const reopened = await database.open();
  try {
    const cards = pool.others.slice(0, 13);
    await reopened.query('UPDATE deck_guides SET description = ?, description_en = ? WHERE deck_id = ?', [
      guideHtml(j, 'it', leader, cards),
      guideHtml(j, 'en', leader, cards),
      deckId,
    ]);
  } finally {
    await reopened.destroy();
  }
  const bulkMs = performance.now() - bulkStarted;
  const decks = players * DECKS_EACH;
  console.log(
    `  ${label}: ${CURATED} curated decks and a verified player through the API in ${seconds(apiMs)}; ` +
      `${thousands(players)} players and ${thousands(decks)} decks (with ${thousands(decks * 13)} card rows) in bulk SQL in ${seconds(bulkMs)}`,
  );
  return { label, database, deckId, leaderId: leader.id, publicPages: Math.ceil(players / 9) };
}

/** Each screen: its address on an instance, and the session it is asked with (`cookie`: the signed-in player's). */
function screens(deepPage) {
  return [
    { name: 'community gallery, first page', path: () => '/api/decks/page?source=community' },
    { name: `community gallery, page ${deepPage}`, path: () => `/api/decks/page?source=community&page=${deepPage}` },
    { name: 'community gallery by leader', path: (it) => `/api/decks/page?source=community&leader=${it.leaderId}` },
    { name: 'community gallery, most favourited', path: () => '/api/decks/page?source=community&sort=favorites' },
    { name: 'community gallery by leader, most favourited', path: (it) => `/api/decks/page?source=community&leader=${it.leaderId}&sort=favorites` },
    // Counts every public deck by leader: bounded by the community gallery, not by the 200,000 (cached for visitors).
    { name: 'community leader options', path: () => '/api/decks/leaders?source=community', growthGoal: null },
    { name: 'my decks (20), signed in', path: () => '/api/decks/mine', cookie: 'cookie' },
    { name: "a player's page", path: () => `/api/players/${PLAYER}` },
    { name: 'a public community deck page', path: (it) => `/api/decks/${it.deckId}` },
    { name: 'the same deck page, signed in', path: (it) => `/api/decks/${it.deckId}`, cookie: 'cookie' },
    { name: 'curated gallery, first page', path: () => '/api/decks/page' },
    { name: 'curated leader options', path: () => '/api/decks/leaders' },
  ];
}

export async function run() {
  const started = performance.now();
  const bigLabel = `${thousands(BIG.players * DECKS_EACH)} decks`;
  const smallLabel = `${thousands(SMALL.players * DECKS_EACH)} decks`;
  console.log(`  ${QUICK ? 'quick' : 'full'} mode on ${DB_KIND}: ${smallLabel} and ${bigLabel} of players, ${CURATED} curated decks on each`);
  const processes = [];
  const databases = [];
  const rows = [];
  try {
    const big = await seed(bigLabel, BIG, PORT_BASE, databases);
    const small = await seed(smallLabel, SMALL, PORT_BASE + 1, databases);
    console.log(`  seeded in ${seconds(performance.now() - started)}`);
    const instances = [];
    for (const [index, seeded] of [small, big].entries()) {
      const port = PORT_BASE + 2 + index;
      const app = await startApp(port, seeded.database, { READ_CACHE: 'false' });
      processes.push(app);
      const base = `http://127.0.0.1:${port}`;
      instances.push({ ...seeded, base, cookie: await login(base, PLAYER, PASSWORD) });
    }
    const [smallIt, bigIt] = instances;
    const deepPage = Math.ceil(big.publicPages / 2);
    console.log(`  every screen uncached, ${smallLabel} and ${bigLabel} asked in turn (${DB_KIND}):`);
    for (const { screen, growth, note } of await compare(screens(deepPage), smallIt, bigIt, null)) {
      rows.push(
        figure(GOAL, `${screen.name}, uncached: ${smallLabel} → ${bigLabel} (${DB_KIND})`, median(growth), {
          min: Math.min(...growth),
          goal: screen.growthGoal === null ? undefined : 2,
          better: 'lower',
          unit: '×',
          note,
        }),
      );
    }
    console.log(`  player-decks took ${seconds(performance.now() - started)} on ${DB_KIND}${QUICK ? ' (--quick)' : ''}`);
    return rows;
  } finally {
    while (processes.length) await stopProcess(processes.pop());
    for (const database of databases) await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
