// Issue 31 item 4, "a bench at real size". Two databases seeded once, through the same code paths
// the site uses (decks, news and favourites through the running app's HTTP API as an admin and a
// verified user; users and comments in multi-row INSERTs): 10 decks (50 comments on one, every
// published deck a favourite) and 10,000 published decks (the real cards, every leader in turn, a
// guide of about 5 KB in each language, 3 matchups), 50,000 comments (5,000 on one deck), 2,000
// users, one with 500 favourites, 500 news items. Then, on the app at 10,000 decks:
//  - every screen's read uncached (READ_CACHE=false): ≤ 2× its time at 10 decks, and ≤ 2× the raw
//    driver (better-sqlite3 / mysql2 in this process) running the screen's equivalent SQL (EQUIVALENT_SQL);
//  - GET /api/health p99 ≤ 100 ms (a probe in a process of its own) while 50 connections read
//    uncached gallery pages, every request another combination of filters, order and page; 0 errors;
//  - GET /api/decks ≤ 5 MB uncompressed, and cached ≥ 0.5× a bare node:http server sending its bytes;
//  - the app's RSS ≤ 300 MB at rest (each read warmed up, then a pause), ≤ 500 MB at the peak of the
//    load above and of a 20,000-card import (sampled every 100 ms from /proc/<pid>/status);
//  - on MariaDB (BENCH_DB=mysql, or --full), the 10,000 decks copied up to 100,000 in bulk SQL and
//    the same reads again: ≤ 3× their time at 10 decks (the next step's figure).
// `--quick`: 1,000 decks, 5,000 comments (500 on one), fewer rounds, for development.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { bigImportFile } from './card-import.bench.mjs';
import { addComments, addDecks, addFavorites, addNews, addUsers, adminSession, outbox, verifiedUser } from './content.mjs';
import { describeProbe, healthProbe } from './responsiveness.bench.mjs';
import {
  CHROME_ENCODING,
  CONNECTIONS,
  DB_KIND,
  figure,
  median,
  PORT_BASE,
  prepareDatabase,
  rawGet,
  realCards,
  startApp,
  startBare,
  stopProcess,
  timeGet,
  versusBare,
} from './lib.mjs';

const QUICK = process.argv.includes('--quick');
const FULL = process.argv.includes('--full');
const GOAL = '#31';
const SMALL = { decks: 10, comments: 50, onOne: 50, users: 50, favourites: 10, news: 10 };
const BIG = QUICK
  ? { decks: 1000, comments: 5000, onOne: 500, users: 2000, favourites: 500, news: 50 }
  : { decks: 10_000, comments: 50_000, onOne: 5000, users: 2000, favourites: 500, news: 500 };
/** The MariaDB step: the big database copied this many times over in bulk SQL. */
const GROWTH_COPIES = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 5));
/** Sequential requests per instance and round (the median is the round's time). */
const PER_ROUND = QUICK ? 5 : 10;
const LOAD_SECONDS = QUICK ? 5 : 15;
const REST_PAUSE_MS = QUICK ? 2000 : 5000;
const PAGE_SIZE = 12;
const HEADERS = { 'accept-encoding': CHROME_ENCODING, 'accept-language': 'en-GB,en;q=0.9' };
const FORMATS = ['OP08', 'OP09', 'OP10', 'OP11', 'OP12', 'OP13', 'OP14', 'OP15', 'OP16'];
const TIERS = ['Tier 1', 'Tier 2', 'Tier 3'];
const SORTS = ['newest', 'oldest', 'name', 'priority'];

const thousands = (count) => count.toLocaleString('en');
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

// ---------------------------------------------------------------------------------------------
// The raw driver's equivalent of each screen, written for the deck_guides schema (issue 31: the
// guides and matchups in `deck_guides`, `decks` keeping the tile's columns and the gallery's
// composite indexes). `q(sql, params)` runs one statement and returns its rows; `dialect` is
// 'sqlite' or 'mysql'. The SQL is the same on both except the case-insensitive name order.
// ---------------------------------------------------------------------------------------------
// The tile's columns, the owner's name beside each (ADR 0061: decks owned by players).
const SUMMARY_COLUMNS =
  'd.id, d.name, d.author, d.tier, d.format, d.leaderId, d.leaderCode, d.shortDescription, d.priority, d.isDraft, d.owner_id, d.curated, d.visibility, d.hidden, d.createdAt, d.updatedAt, u.username';
const OWNER_JOIN = 'LEFT JOIN users u ON u.id = d.owner_id';
const inList = (values) => values.map(() => '?').join(', ');

/** A deck entry's card and its deck's leader, each by id else by code (stored-card-sql.ts). */
const STORED_CARD_JOINS =
  'LEFT JOIN cards ei ON ei.id = dc.card_id LEFT JOIN cards ec ON ei.id IS NULL AND ec.code = dc.card_code ' +
  'LEFT JOIN cards li ON li.id = d.leaderId LEFT JOIN cards lc ON li.id IS NULL AND lc.code = d.leaderCode';

/** The listed decks per leader (the galleries' counts, `source=all`): the card and leader pages' shares (CardPagesService). */
async function leaderCountsSql(q) {
  return q(
    "SELECT d.leaderCode AS leaderCode, COUNT(*) AS count FROM decks d WHERE d.listing IN ('curated', 'community') AND d.leaderCode IS NOT NULL GROUP BY d.leaderCode",
    [],
  );
}

/** Decks by id as tiles (DeckQueriesService.summariesOf): their rows with owners, leaders and card counts. */
async function tilesSql(q, ids) {
  if (!ids.length) return;
  await summariesSql(q, await q(`SELECT ${SUMMARY_COLUMNS} FROM decks d ${OWNER_JOIN} WHERE d.id IN (${inList(ids)})`, ids));
}

/** The tiles' leaders (one card query, by id or code) and card counts (cards that still exist) for a page of decks. */
async function summariesSql(q, rows) {
  if (!rows.length) return;
  const leaderIds = [...new Set(rows.map((row) => row.leaderId).filter((id) => id !== null))];
  const leaderCodes = [...new Set(rows.map((row) => row.leaderCode).filter(Boolean))];
  await q(`SELECT * FROM cards WHERE id IN (${inList(leaderIds)}) OR code IN (${inList(leaderCodes)})`, [...leaderIds, ...leaderCodes]);
  const ids = rows.map((row) => row.id);
  await q(
    `SELECT dc.deck_id, SUM(dc.quantity) AS total FROM deck_cards dc LEFT JOIN cards ci ON ci.id = dc.card_id ` +
      `LEFT JOIN cards cc ON ci.id IS NULL AND cc.code = dc.card_code WHERE dc.deck_id IN (${inList(ids)}) AND (ci.id IS NOT NULL OR cc.id IS NOT NULL) GROUP BY dc.deck_id`,
    ids,
  );
}

export const EQUIVALENT_SQL = {
  /** GET /api/decks/page: the page's rows, the filter's COUNT(*), the leaders and the card counts. */
  async galleryPage(q, dialect, { tier, format, leaderCode, sort = 'newest', page = 1 } = {}) {
    // The curated gallery is its own range of the listing indexes (ADR 0061).
    const where = ["d.listing = 'curated'"];
    const params = [];
    for (const [column, value] of [
      ['tier', tier],
      ['format', format],
      ['leaderCode', leaderCode],
    ]) {
      if (value === undefined) continue;
      where.push(`d.${column} = ?`);
      params.push(value);
    }
    const filter = where.join(' AND ');
    const order = {
      newest: 'd.createdAt DESC, d.id DESC',
      oldest: 'd.createdAt ASC, d.id ASC',
      name: dialect === 'sqlite' ? 'd.name COLLATE NOCASE ASC, d.id ASC' : 'd.name ASC, d.id ASC',
      priority: 'd.priority ASC, d.createdAt DESC, d.id DESC',
    }[sort];
    // The whole gallery is counted from the leader counts (TypeOrmDeckReadModel.search), a filtered one with COUNT(*).
    await (params.length
      ? q(`SELECT COUNT(*) AS total FROM decks d WHERE ${filter}`, params)
      : q(
          "SELECT (SELECT COALESCE(SUM(count), 0) FROM deck_leader_counts) + (SELECT COUNT(*) FROM decks d WHERE d.listing = 'curated' AND d.leaderCode IS NULL) AS total",
          [],
        ));
    // The page's ids from the index, then their rows and owners (TypeOrmDeckReadModel.search).
    const rows = await q(
      `SELECT ${SUMMARY_COLUMNS} FROM (SELECT d.id FROM decks d WHERE ${filter} ORDER BY ${order} LIMIT ? OFFSET ?) picked ` +
        `INNER JOIN decks d ON d.id = picked.id ${OWNER_JOIN} ORDER BY ${order}`,
      [...params, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    await summariesSql(q, rows);
  },
  /** GET /api/decks/leaders: the published decks per leader (kept on write, ADR 0046), then those leaders' cards by code. */
  async leaderOptions(q) {
    const counts = await q('SELECT leaderCode, count FROM deck_leader_counts WHERE count > 0');
    const codes = counts.map((row) => row.leaderCode);
    if (codes.length) await q(`SELECT * FROM cards WHERE code IN (${inList(codes)})`, codes);
  },
  /** GET /api/decks/{id}: the deck's row, its guide, its card list, those cards and its format (legality). */
  async deckPage(q, _dialect, { deckId }) {
    const [deck] = await q('SELECT * FROM decks WHERE id = ?', [deckId]);
    await q('SELECT * FROM deck_guides WHERE deck_id = ?', [deckId]);
    const entries = await q('SELECT * FROM deck_cards WHERE deck_id = ?', [deckId]);
    const ids = [deck.leaderId, ...entries.map((entry) => entry.card_id)];
    await q(`SELECT * FROM cards WHERE id IN (${inList(ids)})`, ids);
    await q('SELECT * FROM formats WHERE code = ?', [deck.format]);
  },
  /** GET /api/favorites: the user's favourite published decks, newest favourite first, as tiles. */
  async favourites(q, _dialect, { userId }) {
    const rows = await q(
      `SELECT ${SUMMARY_COLUMNS} FROM decks d INNER JOIN favorite_decks f ON f.deck_id = d.id AND f.user_id = ? ${OWNER_JOIN} ` +
        `WHERE d.listing IS NOT NULL OR (d.curated = 0 AND d.hidden = 0 AND d.visibility = 'unlisted') OR d.owner_id = ? ORDER BY f.created_at DESC, f.id DESC`,
      [userId, userId],
    );
    await summariesSql(q, rows);
  },
  /**
   * GET /api/cards/by-code/{code}: the card's printings, the formats, the listed entries that hold it (by
   * id else code, with their decks' leaders), the leaders' counts and cards, and the newest 12 decks as tiles.
   */
  async cardPage(q, _dialect, { code }) {
    const printings = await q('SELECT * FROM cards WHERE UPPER(code) = ? OR UPPER(code) LIKE ?', [code, `${code}_%`]);
    await q('SELECT * FROM formats', []);
    const ids = printings.map((card) => card.id);
    const codes = printings.map((card) => card.code);
    const entries = await q(
      `SELECT dc.deck_id AS deckId, COALESCE(ei.code, ec.code) AS cardCode, dc.quantity, COALESCE(li.code, lc.code) AS leaderCode FROM deck_cards dc ` +
        `JOIN decks d ON d.id = dc.deck_id ${STORED_CARD_JOINS} ` +
        `WHERE (dc.card_id IN (${inList(ids)}) OR dc.card_code IN (${inList(codes)})) AND d.listing IS NOT NULL AND COALESCE(ei.code, ec.code) IN (${inList(codes)})`,
      [...ids, ...codes, ...codes],
    );
    const leaders = await leaderCountsSql(q);
    const leaderCodes = [...new Set(entries.map((entry) => entry.leaderCode).filter(Boolean))];
    if (leaderCodes.length) await q(`SELECT * FROM cards WHERE code IN (${inList(leaderCodes)})`, leaderCodes);
    await tilesSql(q, [...new Set(entries.map((entry) => entry.deckId))].sort((a, b) => b - a).slice(0, 12));
    return leaders;
  },
  /** GET /api/leaders/{code}: its printings, its listed decks and their entries, the leaders' counts, its core and top flex cards, 12 tiles. */
  async leaderPage(q, _dialect, { code }) {
    const printings = await q('SELECT * FROM cards WHERE UPPER(code) = ? OR UPPER(code) LIKE ?', [code, `${code}_%`]);
    const ids = printings.map((card) => card.id);
    const codes = printings.map((card) => card.code);
    const decks = await q(
      `SELECT d.id FROM decks d LEFT JOIN cards li ON li.id = d.leaderId LEFT JOIN cards lc ON li.id IS NULL AND lc.code = d.leaderCode ` +
        `WHERE d.listing IS NOT NULL AND (d.leaderId IN (${inList(ids)}) OR d.leaderCode IN (${inList(codes)})) AND COALESCE(li.code, lc.code) IN (${inList(codes)}) ORDER BY d.createdAt DESC, d.id DESC`,
      [...ids, ...codes, ...codes],
    );
    const entries = await q(
      `SELECT dc.deck_id AS deckId, COALESCE(ei.code, ec.code) AS cardCode, dc.quantity FROM deck_cards dc JOIN decks d ON d.id = dc.deck_id ${STORED_CARD_JOINS} ` +
        `WHERE d.listing IS NOT NULL AND (d.leaderId IN (${inList(ids)}) OR d.leaderCode IN (${inList(codes)})) AND COALESCE(li.code, lc.code) IN (${inList(codes)}) AND (ei.id IS NOT NULL OR ec.id IS NOT NULL)`,
      [...ids, ...codes, ...codes],
    );
    await leaderCountsSql(q);
    // Its core cards (in ≥ 75 % of its decks) and the 30 most played others (leaderCards, domain/card-usage.ts).
    const decksOf = new Map();
    for (const { deckId, cardCode } of entries) (decksOf.get(cardCode) ?? decksOf.set(cardCode, new Set()).get(cardCode)).add(deckId);
    const ranked = [...decksOf].sort((a, b) => b[1].size - a[1].size);
    const isCore = ([, cardDecks]) => cardDecks.size >= 0.75 * decks.length;
    const cardCodes = [...ranked.filter(isCore), ...ranked.filter((card) => !isCore(card)).slice(0, 30)].map(([cardCode]) => cardCode);
    if (cardCodes.length) await q(`SELECT * FROM cards WHERE code IN (${inList(cardCodes)})`, cardCodes);
    await tilesSql(
      q,
      decks.slice(0, 12).map((deck) => deck.id),
    );
  },
  /** GET /api/comments/deck/{id}/page: the deck is visible, the newest 20 (+1) by id with authors, and the count. */
  async commentsPage(q, _dialect, { deckId }) {
    await q('SELECT id, isDraft, owner_id, curated, visibility, hidden FROM decks WHERE id = ?', [deckId]);
    await q(
      'SELECT c.id, c.user_id, u.username, c.content, c.contentType, c.contentId, c.parent_id, c.created_at, c.updated_at ' +
        'FROM comments c LEFT JOIN users u ON u.id = c.user_id WHERE c.contentType = ? AND c.contentId = ? ORDER BY c.id DESC LIMIT 21',
      ['deck', deckId],
    );
    await q('SELECT COUNT(*) AS total FROM comments c WHERE c.contentType = ? AND c.contentId = ?', ['deck', deckId]);
  },
};

/** A raw connection to a bench database: `q(sql, params)` and `close()`. */
export async function rawDriver(database) {
  if (DB_KIND === 'mysql') {
    const { createConnection } = await import('mysql2/promise');
    const connection = await createConnection(database.env.DATABASE_URL);
    return { q: async (sql, params = []) => (await connection.query(sql, params))[0], close: () => connection.end() };
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(database.env.DB_PATH, { readonly: true, fileMustExist: true });
  // Statements prepared once, as the app's driver keeps them (TypeORM's better-sqlite3 statement cache).
  const statements = new Map();
  const statement = (sql) => statements.get(sql) ?? statements.set(sql, db.prepare(sql)).get(sql);
  return { q: async (sql, params = []) => statement(sql).all(...params), close: async () => db.close() };
}

/** Starts raw-sql-server.mjs on `port` over the database; resolves once it listens. */
async function startRawSqlServer(port, database) {
  const { fork } = await import('node:child_process');
  const child = fork(new URL('./raw-sql-server.mjs', import.meta.url), [String(port)], { env: { ...process.env, ...database.env } });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`raw-sql-server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------
// Memory: VmRSS of the app's process.
// ---------------------------------------------------------------------------------------------
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU seconds (user + system) the process `pid` has used so far (Linux counts in 1/100 s). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Samples the RSS of `pid` every 100 ms until stopped: the peak in MB. */
function rssPeak(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      try {
        peak = Math.max(peak, rssMb(pid));
      } catch {
        // the process ended
      }
      return peak;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding, once per database.
// ---------------------------------------------------------------------------------------------
/** Evenly spread picks of `count` items of `list`. */
const spread = (list, count) => Array.from({ length: Math.min(count, list.length) }, (_, index) => list[Math.floor((index * list.length) / count)]);

async function seed(label, spec, port, databases) {
  const started = performance.now();
  const database = await prepareDatabase(realCards());
  databases.push(database);
  const box = outbox();
  const app = await startApp(port, database, { OUTBOX_DIR: box.dir });
  const base = `http://127.0.0.1:${port}`;
  try {
    const admin = await adminSession(base);
    const decksStarted = performance.now();
    const cpuBefore = cpuSeconds(app.pid);
    const decks = await addDecks(base, admin, spec.decks, {
      onProgress: (done) => console.log(`    ${label}: ${thousands(done)} decks in ${seconds(performance.now() - decksStarted)}`),
    });
    const decksMs = performance.now() - decksStarted;
    // The app's own CPU per deck: what the seeding costs on any machine, whatever else runs on it.
    const cpuPerDeck = ((cpuSeconds(app.pid) - cpuBefore) * 1000) / spec.decks;
    const published = decks.filter((deck) => !deck.isDraft).map((deck) => deck.id);
    await addNews(base, admin, spec.news);
    // The favourites' owner registers, follows the mail's link and logs in, as a visitor does.
    const reader = await verifiedUser(base, box.dir, 'favourites');
    await addFavorites(base, reader, spread(published, spec.favourites));
    const { id: userId } = await (await fetch(`${base}/api/user`, { headers: { cookie: reader } })).json();
    // And one with as many as the small site has, on every site: the same list at every size.
    const fewReader = await verifiedUser(base, box.dir, 'few-favourites');
    await addFavorites(base, fewReader, spread(published, SMALL.favourites));
    const { id: fewFavouritesUserId } = await (await fetch(`${base}/api/user`, { headers: { cookie: fewReader } })).json();
    const dataSource = await database.open();
    const users = await addUsers(dataSource, spec.users);
    const commented = published[Math.floor(published.length / 2)];
    await addComments(dataSource, 'deck', commented, spec.onOne, users);
    // The other comments ten to a deck, over other decks.
    const others = published.filter((id) => id !== commented);
    if (spec.comments > spec.onOne)
      await addComments(dataSource, 'deck', spread(others, Math.ceil((spec.comments - spec.onOne) / 10)), spec.comments - spec.onOne, users);
    await dataSource.destroy();
    const catalogue = await (await fetch(`${base}/api/cards`)).json();
    const leader = catalogue.find((card) => card.id === decks[0].leaderId);
    // The first card of the first deck: a card many decks of that leader play (the card page's case).
    const firstDeck = await (await fetch(`${base}/api/decks/${published[0]}`)).json();
    const played = catalogue.find((card) => card.id === firstDeck.cards[0].cardId);
    // A page past the end is a 404 (ADR 0067): the screens below ask each site for a page it has.
    const lastPage = async (query) => {
      const { total, pageSize } = await (await fetch(`${base}/api/decks/page?${query}`)).json();
      return Math.max(1, Math.ceil(total / pageSize));
    };
    const lastPages = { all: await lastPage(''), tierFormat: await lastPage('tier=Tier%201&format=OP10&sort=name') };
    console.log(
      `  ${label}: ${thousands(spec.decks)} decks through POST /api/decks in ${seconds(decksMs)} (${(spec.decks / (decksMs / 1000)).toFixed(0)}/s, ${cpuPerDeck.toFixed(1)} ms of app CPU each), ` +
        `${spec.news} news, ${spec.favourites} favourites, ${thousands(spec.users)} users, ${thousands(spec.comments)} comments: ${seconds(performance.now() - started)}`,
    );
    return {
      label,
      database,
      cookie: reader,
      userId,
      fewFavourites: fewReader,
      fewFavouritesUserId,
      published: published.length,
      deckId: published[Math.floor(published.length / 3)],
      commented,
      leaderId: leader.id,
      leaderCode: leader.code,
      playedCode: played.baseCode,
      lastPages,
    };
  } finally {
    await stopProcess(app);
    box.remove();
  }
}

/** Copies the big database's decks (with their guides and card lists) until there are `copies` times as many: bulk SQL. */
async function growDecks(database, copies) {
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection(database.env.DATABASE_URL);
  try {
    const started = performance.now();
    const columns = async (table) =>
      connection
        .query(
          'SELECT COLUMN_NAME AS name, EXTRA AS extra FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
          [table],
        )
        .then(([rows]) => rows);
    const [[{ top }]] = await connection.query('SELECT MAX(id) AS top FROM decks');
    const children = [];
    for (const table of ['deck_guides', 'deck_cards']) if ((await columns(table)).length) children.push(table);
    for (let copy = 1; copy < copies; copy += 1) {
      const offset = copy * Number(top);
      await connection.beginTransaction();
      // Each copy a day older, so the dates spread as a real history would.
      const deckColumns = (await columns('decks')).map((column) => column.name);
      const expression = (name) =>
        name === 'id' ? `id + ${offset}` : name === 'createdAt' || name === 'updatedAt' ? `${name} - INTERVAL ${copy} DAY` : `\`${name}\``;
      await connection.query(
        `INSERT INTO decks (${deckColumns.map((name) => `\`${name}\``).join(', ')}) SELECT ${deckColumns.map(expression).join(', ')} FROM decks WHERE id <= ?`,
        [top],
      );
      for (const table of children) {
        const kept = (await columns(table)).filter((column) => !column.extra.includes('auto_increment')).map((column) => column.name);
        await connection.query(
          `INSERT INTO ${table} (${kept.map((name) => `\`${name}\``).join(', ')}) SELECT ${kept.map((name) => (name === 'deck_id' ? `deck_id + ${offset}` : `\`${name}\``)).join(', ')} FROM ${table} WHERE deck_id <= ?`,
          [top],
        );
      }
      await connection.commit();
    }
    // The bulk copy bypasses the app's deck writes, which keep the per-leader counts (ADR 0046): count again.
    await connection.query('DELETE FROM deck_leader_counts');
    await connection.query(
      "INSERT INTO deck_leader_counts (leaderCode, count) SELECT leaderCode, COUNT(*) FROM decks WHERE listing = 'curated' AND leaderCode IS NOT NULL GROUP BY leaderCode",
    );
    const [[{ total }]] = await connection.query('SELECT COUNT(*) AS total FROM decks');
    console.log(`  copied in bulk SQL to ${thousands(Number(total))} decks (${['decks', ...children].join(', ')}) in ${seconds(performance.now() - started)}`);
    return Number(total);
  } finally {
    await connection.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The reads.
// ---------------------------------------------------------------------------------------------
/** Every screen's read: its path on an instance and its equivalent SQL on the big database. */
function screens(big, deepPage) {
  const gallery = (options) => ['galleryPage', options];
  return [
    { name: 'gallery, newest first', path: () => '/api/decks/page', sql: gallery({}) },
    { name: 'gallery, oldest first', path: () => '/api/decks/page?sort=oldest', sql: gallery({ sort: 'oldest' }) },
    { name: 'gallery, by name', path: () => '/api/decks/page?sort=name', sql: gallery({ sort: 'name' }) },
    { name: 'gallery, by priority', path: () => '/api/decks/page?sort=priority', sql: gallery({ sort: 'priority' }) },
    { name: 'gallery by tier', path: () => '/api/decks/page?tier=Tier%202', sql: gallery({ tier: 'Tier 2' }) },
    { name: 'gallery by format', path: () => '/api/decks/page?format=OP09', sql: gallery({ format: 'OP09' }) },
    { name: 'gallery by leader', path: (it) => `/api/decks/page?leader=${it.leaderId}`, sql: gallery({ leaderCode: big.leaderCode }) },
    {
      name: 'gallery by tier and format, by name, page 3',
      path: (it) => `/api/decks/page?tier=Tier%201&format=OP10&sort=name&page=${Math.min(3, it.lastPages.tierFormat)}`,
      sql: gallery({ tier: 'Tier 1', format: 'OP10', sort: 'name', page: 3 }),
    },
    { name: `gallery page ${deepPage}`, path: (it) => `/api/decks/page?page=${Math.min(deepPage, it.lastPages.all)}`, sql: gallery({ page: deepPage }) },
    { name: 'leader options', path: () => '/api/decks/leaders', sql: ['leaderOptions', {}] },
    { name: 'deck page', path: (it) => `/api/decks/${it.deckId}`, sql: ['deckPage', { deckId: big.deckId }] },
    // The same number of favourites at both sizes: how the list's cost follows the decks table.
    {
      name: `favourites (${SMALL.favourites})`,
      path: () => '/api/favorites',
      cookie: 'fewFavourites',
      sql: ['favourites', { userId: big.fewFavouritesUserId }],
    },
    // 500 favourites exist only on the big site: judged against the raw driver (its growth is the list's own, 50 times longer).
    { name: `favourites (${BIG.favourites})`, path: () => '/api/favorites', cookie: 'cookie', sql: ['favourites', { userId: big.userId }], growthGoal: null },
    // A card's page reads every listed entry that holds it: its cost follows the decks that play it (judged against the raw driver).
    { name: 'card page (a staple)', path: (it) => `/api/cards/by-code/${it.playedCode}`, sql: ['cardPage', { code: big.playedCode }], growthGoal: null },
    { name: 'leader page', path: (it) => `/api/leaders/${it.leaderCode}`, sql: ['leaderPage', { code: big.leaderCode }], growthGoal: null },
    {
      name: `comments page (of ${thousands(BIG.onOne)})`,
      path: (it) => `/api/comments/deck/${it.commented}/page`,
      sql: ['commentsPage', { deckId: big.commented }],
    },
  ];
}

/** The screen's address on the raw-SQL server (raw-sql-server.mjs). */
const rawPath = ([name, args]) => `/${name}?args=${encodeURIComponent(JSON.stringify(args))}`;

/**
 * Each screen asked of the small and the big instance in turn, round after round (the order swaps
 * each round), and, when `raw` is given, of the raw-SQL server on the big database: the same
 * sequential requests, so both sides pay the same HTTP round trip.
 */
export async function compare(list, small, big, raw) {
  const results = [];
  for (const screen of list) {
    const times = { small: [], big: [], raw: [] };
    let rawError = null;
    if (raw) {
      const answer = await fetch(raw.base + rawPath(screen.sql));
      if (!answer.ok) rawError = await answer.text();
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const it of round % 2 ? [big, small] : [small, big]) {
        const headers = screen.cookie ? { ...HEADERS, cookie: it[screen.cookie] } : HEADERS;
        times[it === small ? 'small' : 'big'].push(median(await timeGet(it.base + screen.path(it), headers, PER_ROUND)));
      }
      if (raw && !rawError) times.raw.push(median(await timeGet(raw.base + rawPath(screen.sql), HEADERS, PER_ROUND)));
    }
    const growth = times.big.map((ms, round) => ms / times.small[round]);
    const overRaw = times.raw.map((ms, round) => times.big[round] / ms);
    const note = `${small.label}: ${median(times.small).toFixed(1)} ms, ${big.label}: ${median(times.big).toFixed(1)} ms${times.raw.length ? `, raw SQL server ${median(times.raw).toFixed(2)} ms` : ''}`;
    console.log(
      `  ${screen.name}: ×${median(growth).toFixed(2)}${overRaw.length ? `, ${median(overRaw).toFixed(1)}× the raw SQL` : ''} (${note})` +
        (rawError ? `\n    RAW SQL FAILED: ${rawError}` : ''),
    );
    results.push({ screen, growth, overRaw, rawError, note });
  }
  return results;
}

/** The gallery's filters as query strings: none, each tier, each format, each tier and format, each leader. */
function galleryFilters(leaderIds) {
  return [
    '',
    ...TIERS.map((tier) => `tier=${encodeURIComponent(tier)}&`),
    ...FORMATS.map((format) => `format=${format}&`),
    ...TIERS.flatMap((tier) => FORMATS.map((format) => `tier=${encodeURIComponent(tier)}&format=${format}&`)),
    ...leaderIds.map((id) => `leader=${id}&`),
  ];
}

/**
 * The gallery's URLs, each request another combination of filter, order and page (a bijection over them all);
 * a filter's page number wraps at its last page (past it is a 404, ADR 0067).
 */
function galleryUrls(leaderIds, lastPageOf) {
  const filters = galleryFilters(leaderIds);
  const pages = 40;
  const total = filters.length * SORTS.length * pages;
  const step = 1_000_003; // a prime: k → k·step mod total visits every combination once
  let count = 0;
  return {
    next() {
      let k = (count++ * step) % total;
      const sort = SORTS[k % SORTS.length];
      k = Math.floor(k / SORTS.length);
      const filter = filters[Math.floor(k / pages)];
      const page = 1 + ((k % pages) % lastPageOf(filter));
      return `/api/decks/page?${filter}sort=${sort}&page=${page}`;
    },
    total,
  };
}

/** 50 connections reading uncached gallery pages, every request a new URL: health p99, errors, the app's peak RSS. */
async function galleryLoad(it, app) {
  const leaders = (await (await fetch(`${it.base}/api/decks/leaders`)).json()).map((leader) => leader.cardId);
  // Each filter's last page, read once (cached answers): the load asks only for pages that exist.
  const lastPages = new Map();
  const lastPageOf = (filter) => lastPages.get(filter) ?? 1;
  for (const filter of galleryFilters(leaders)) {
    const { total, pageSize } = await (await fetch(`${it.base}/api/decks/page?${filter}`)).json();
    lastPages.set(filter, Math.max(1, Math.ceil(total / pageSize)));
  }
  const urls = galleryUrls(leaders, lastPageOf);
  const probe = await healthProbe(`${it.base}/api/health`);
  const memory = rssPeak(app.pid);
  const result = await new Promise((done, fail) => {
    autocannon(
      {
        url: it.base,
        headers: HEADERS,
        duration: LOAD_SECONDS,
        connections: CONNECTIONS,
        pipelining: 1,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: urls.next() }) }],
      },
      (error, answer) => (error ? fail(error) : done(answer)),
    );
  });
  const peak = memory.stop();
  const health = await probe.stop();
  const errors = result.errors + result.timeouts + result.non2xx;
  const rps = result.requests.total / LOAD_SECONDS;
  console.log(
    `  ${Math.round(rps)} uncached gallery pages/s at ${CONNECTIONS} connections (${thousands(result.requests.total)} requests of ${thousands(urls.total)} combinations), ` +
      `${errors} errors; health: ${describeProbe(health)}; RSS peak ${peak.toFixed(0)} MB`,
  );
  return { health, errors, rps, peak };
}

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------
export async function run() {
  const started = performance.now();
  const growStep = DB_KIND === 'mysql' ? !QUICK || FULL : false;
  console.log(
    `  ${QUICK ? 'quick' : 'full'} mode on ${DB_KIND}: ${thousands(BIG.decks)} decks${growStep ? `, then ${thousands(BIG.decks * GROWTH_COPIES)}` : ''}` +
      (FULL && DB_KIND !== 'mysql' ? ' (the 100,000-deck step runs on MariaDB only: BENCH_DB=mysql)' : ''),
  );
  const bigLabel = `${thousands(BIG.decks)} decks`;
  const processes = [];
  const databases = [];
  const start = async (port, seeded, extra) => {
    const app = await startApp(port, seeded.database, extra);
    processes.push(app);
    // Said at once: otherwise an app that died (or was killed) shows only as failed requests.
    app.once('exit', (code, signal) => {
      if (processes.includes(app)) console.log(`  THE APP ON PORT ${port} EXITED (${signal ?? `code ${code}`})`);
    });
    return { app, it: { ...seeded, base: `http://127.0.0.1:${port}` } };
  };
  const stop = async (app) => {
    processes.splice(processes.indexOf(app), 1);
    await stopProcess(app);
  };
  const rows = [];
  try {
    const big = await seed(bigLabel, BIG, PORT_BASE, databases);
    const small = await seed(`${SMALL.decks} decks`, SMALL, PORT_BASE + 1, databases);
    console.log(`  seeded in ${seconds(performance.now() - started)}`);
    const deepPage = Math.ceil(big.published / PAGE_SIZE / 2);
    const list = screens(big, deepPage);

    // 1. Every screen uncached: against 10 decks and against the raw driver.
    const smallApp = await start(PORT_BASE + 2, small, { READ_CACHE: 'false' });
    const bigApp = await start(PORT_BASE + 3, big, { READ_CACHE: 'false' });
    const raw = await startRawSqlServer(PORT_BASE + 6, big.database);
    processes.push(raw.child);
    console.log(
      `  every screen uncached, ${SMALL.decks} and ${bigLabel} asked in turn, ${ROUNDS} rounds of ${PER_ROUND}, and the raw driver's SQL (${DB_KIND}):`,
    );
    try {
      for (const result of await compare(list, smallApp.it, bigApp.it, raw)) {
        const { screen, growth, overRaw, rawError, note } = result;
        rows.push(
          figure(GOAL, `${screen.name}, uncached: ${SMALL.decks} → ${bigLabel}`, median(growth), {
            min: Math.min(...growth),
            goal: screen.growthGoal === null ? undefined : 2,
            better: 'lower',
            unit: '×',
            note,
          }),
        );
        rows.push(
          rawError
            ? {
                ...figure(GOAL, `${screen.name}, uncached ÷ raw driver's SQL: RAW SQL FAILED (${rawError.slice(0, 60)})`, Number.NaN, {
                  goal: 2,
                  better: 'lower',
                  unit: '×',
                }),
                met: false,
              }
            : figure(GOAL, `${screen.name}, uncached ÷ raw driver's SQL, ${bigLabel}`, median(overRaw), {
                min: Math.min(...overRaw),
                goal: 2,
                better: 'lower',
                unit: '×',
                note,
              }),
        );
      }
    } finally {
      processes.splice(processes.indexOf(raw.child), 1);
      await stopProcess(raw.child);
    }
    console.log(`  reads compared at ${seconds(performance.now() - started)}`);

    // 2. Health and memory while 50 connections read uncached gallery pages.
    const load = await galleryLoad(bigApp.it, bigApp.app);
    rows.push(
      figure(GOAL, `GET /api/health p99 while ${CONNECTIONS} connections read uncached gallery pages, ${bigLabel}`, load.health.p99, {
        goal: 100,
        better: 'lower',
        unit: ' ms',
        note: `${describeProbe(load.health)}; ${Math.round(load.rps)} pages/s`,
      }),
      figure(GOAL, `errors reading uncached gallery pages at ${CONNECTIONS} connections`, load.errors, { goal: 0, better: 'lower' }),
      figure(GOAL, `app RSS peak under that load, MB`, load.peak, { goal: 500, better: 'lower', unit: ' MB' }),
    );
    await stop(bigApp.app);

    // 3. The app as it runs (cached answers): memory at rest, the product's deck list, a 20,000-card import.
    const cached = await start(PORT_BASE + 4, big);
    const bare = await startBare(PORT_BASE + 5);
    processes.push(bare.child);
    for (const screen of list) {
      const headers = screen.cookie ? { ...HEADERS, cookie: big[screen.cookie] } : HEADERS;
      await timeGet(cached.it.base + screen.path(cached.it), headers, 2);
    }
    const identity = await rawGet(`${cached.it.base}/api/decks`, { 'accept-encoding': 'identity' });
    if (identity.status !== 200) throw new Error(`/api/decks: ${identity.status}`);
    const captured = await rawGet(`${cached.it.base}/api/decks`, HEADERS);
    await new Promise((resolve) => setTimeout(resolve, REST_PAUSE_MS));
    const rest = rssMb(cached.app.pid);
    console.log(`  app RSS at rest with ${bigLabel}, every read warmed up: ${rest.toFixed(0)} MB`);
    rows.push(figure(GOAL, `app RSS at rest, ${bigLabel}, every read warmed up, MB`, rest, { goal: 300, better: 'lower', unit: ' MB' }));
    const megabytes = identity.body.length / 1e6;
    rows.push(
      figure(GOAL, `GET /api/decks at ${bigLabel}: MB uncompressed`, megabytes, {
        goal: 5,
        better: 'lower',
        unit: ' MB',
        note: `${captured.body.length} B ${captured.headers['content-encoding'] ?? 'identity'}`,
      }),
    );
    await bare.serve('/api/decks', captured);
    const versus = await versusBare(`${cached.it.base}/api/decks`, `${bare.base}/api/decks`, HEADERS, { rounds: ROUNDS });
    console.log(
      `  GET /api/decks cached: ${megabytes.toFixed(2)} MB (${captured.body.length} B ${captured.headers['content-encoding'] ?? 'identity'}), ` +
        `ratio ${versus.median.toFixed(2)} (${Math.round(versus.appRps)} vs ${Math.round(versus.bareRps)} req/s), ${versus.errors} errors`,
    );
    rows.push(
      figure(GOAL, `GET /api/decks at ${bigLabel}, cached: app ÷ bare node:http`, versus.median, {
        min: versus.min,
        goal: 0.5,
        note: `${Math.round(versus.appRps)} vs ${Math.round(versus.bareRps)} req/s, ${versus.errors} errors`,
      }),
    );
    await bare.stop();
    processes.splice(processes.indexOf(bare.child), 1);
    const admin = await adminSession(cached.it.base);
    const file = bigImportFile();
    const importing = rssPeak(cached.app.pid);
    const importStarted = performance.now();
    const imported = await fetch(`${cached.it.base}/api/cards/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, origin: cached.it.base },
      body: file,
    });
    const importAnswer = await imported.text();
    // What the first visitor after it waits for: the card list rebuilt.
    const listed = (await (await fetch(`${cached.it.base}/api/cards`)).json()).length;
    const importPeak = importing.stop();
    const importNote = `HTTP ${imported.status} in ${seconds(performance.now() - importStarted)}, ${thousands(listed)} cards listed after`;
    console.log(`  20,000-card import (${(file.length / 1e6).toFixed(1)} MB): ${importNote}; RSS peak ${importPeak.toFixed(0)} MB`);
    if (!imported.ok) console.log(`    ${importAnswer.slice(0, 200)}`);
    rows.push(
      figure(GOAL, `app RSS peak during a 20,000-card import, ${bigLabel}, MB`, importPeak, { goal: 500, better: 'lower', unit: ' MB', note: importNote }),
    );
    await stop(cached.app);

    // 4. MariaDB: the 10,000 decks copied to 100,000, the same reads (≤ 3×: the next step's figure).
    if (growStep) {
      const total = await growDecks(big.database, GROWTH_COPIES);
      const grown = await start(PORT_BASE + 3, { ...big, label: `${thousands(total)} decks` }, { READ_CACHE: 'false' });
      console.log(`  the same reads, ${SMALL.decks} and ${thousands(total)} decks asked in turn:`);
      for (const { screen, growth, note } of await compare(list, smallApp.it, grown.it, null)) {
        rows.push(
          figure(GOAL, `${screen.name}, uncached: ${SMALL.decks} → ${thousands(total)} decks`, median(growth), {
            min: Math.min(...growth),
            goal: screen.growthGoal === null ? undefined : 3,
            better: 'lower',
            unit: '×',
            note,
          }),
        );
      }
      await stop(grown.app);
    } else {
      console.log(`  the ${thousands(BIG.decks * GROWTH_COPIES)}-deck step: ${DB_KIND === 'mysql' ? 'with --full' : 'on MariaDB only (BENCH_DB=mysql)'}`);
    }
    console.log(`  real-size took ${seconds(performance.now() - started)} on ${DB_KIND}${QUICK ? ' (--quick)' : ''}`);
    return rows;
  } finally {
    while (processes.length) await stopProcess(processes.pop());
    for (const database of databases) await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
