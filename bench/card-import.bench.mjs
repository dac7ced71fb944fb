// Card imports. (1) The 4,779-card official file through the app's own import path (parse + one
// transaction of multi-row upserts) against the raw driver's multi-row INSERT of the same rows into
// the same empty table, on SQLite and on MariaDB (when reachable). (2) Goal 5: a 20,000-card file
// (13 MB, the official entries under new codes, indented as exported) posted to POST /api/cards/import
// of the running app, while a probe asks GET /api/health every 20 ms (goal 3: no starvation).
import { readFileSync, rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeProbe, healthProbe } from './responsiveness.bench.mjs';
import { DIST, figure, KEYED_CARDS, login, officialKeyed, PORT_BASE, prepareDatabase, startApp, stopProcess } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MYSQL_SERVER = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const dist = (path) => import(join(DIST, path));
const IMPORT_CARDS = 20_000;

export async function run() {
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await dist('database/data-source.js');
  const { CardOrmEntity } = await dist('modules/cards/infrastructure/persistence/card.orm-entity.js');
  const { TypeOrmCardRepository } = await dist('modules/cards/infrastructure/persistence/typeorm-card.repository.js');
  const { parseCardImport } = await dist('modules/cards/domain/card-import.js');

  const fileText = gunzipSync(readFileSync(KEYED_CARDS)).toString('utf8');
  const parsed = parseCardImport(JSON.parse(fileText));
  if (!parsed.ok) throw new Error('the official file did not parse');
  const rows = parsed.cards;
  const COLUMNS = ['code', 'name', 'type', 'imageUrl', 'cost', 'power', 'counter', 'color', 'attribute', 'family', 'ability', 'trigger', 'set'];

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  /** The app's path: the request body text is parsed, mapped and upserted in one transaction. */
  async function appImport(dataSource) {
    const repository = new TypeOrmCardRepository(dataSource);
    const started = performance.now();
    const result = parseCardImport(JSON.parse(fileText));
    await repository.upsertMany(result.cards);
    return performance.now() - started;
  }

  async function measure(label, open, rawInsert) {
    const appTimes = [];
    const reimportTimes = [];
    const rawTimes = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { dataSource, close } = await open();
      try {
        await dataSource.query(`DELETE FROM ${dataSource.driver.escape('cards')}`);
        rawTimes.push(await rawInsert(dataSource));
        await dataSource.query(`DELETE FROM ${dataSource.driver.escape('cards')}`);
        appTimes.push(await appImport(dataSource));
        reimportTimes.push(await appImport(dataSource));
        const [{ total }] = await dataSource.query(`SELECT COUNT(*) AS total FROM ${dataSource.driver.escape('cards')}`);
        if (Number(total) !== rows.length) throw new Error(`${label}: expected ${rows.length} rows, found ${total}`);
      } finally {
        await close();
      }
    }
    const result = { raw: median(rawTimes), importNew: median(appTimes), importUpdate: median(reimportTimes) };
    console.log(
      `${label}: raw multi-row INSERT ${result.raw.toFixed(0)} ms, app import ${result.importNew.toFixed(0)} ms (ratio ${(result.importNew / result.raw).toFixed(2)}), ` +
        `re-import as update ${result.importUpdate.toFixed(0)} ms (ratio ${(result.importUpdate / result.raw).toFixed(2)})`,
    );
    return result;
  }

  function chunks(size) {
    const out = [];
    for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
    return out;
  }

  // SQLite: better-sqlite3's own multi-row INSERT in one transaction.
  const sqlitePath = join(tmpdir(), `op-decks-import-bench-${process.pid}.sqlite`);
  const sqlite = await measure(
    'SQLite',
    async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(sqlitePath + suffix, { force: true });
      const dataSource = new DataSource({ ...dataSourceOptions({ dbType: 'sqlite', dbPath: sqlitePath }), entities: [CardOrmEntity] });
      await dataSource.initialize();
      return {
        dataSource,
        close: async () => {
          await dataSource.destroy();
          for (const suffix of ['', '-wal', '-shm']) rmSync(sqlitePath + suffix, { force: true });
        },
      };
    },
    async (dataSource) => {
      const db = dataSource.driver.databaseConnection;
      const started = performance.now();
      db.transaction(() => {
        for (const chunk of chunks(500)) {
          const placeholders = chunk.map(() => `(${COLUMNS.map(() => '?').join(',')})`).join(',');
          db.prepare(`INSERT INTO cards (${COLUMNS.map((c) => `"${c}"`).join(',')}) VALUES ${placeholders}`).run(
            chunk.flatMap((row) => COLUMNS.map((c) => row[c])),
          );
        }
      })();
      return performance.now() - started;
    },
  );

  let mariadb = null;
  try {
    const { createConnection } = await import('mysql2/promise');
    const name = `opdecks_bench_${process.pid}`;
    mariadb = await measure(
      'MariaDB',
      async () => {
        const admin = await createConnection(MYSQL_SERVER);
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        await admin.end();
        const dataSource = new DataSource({ ...dataSourceOptions({ dbType: 'mysql', databaseUrl: `${MYSQL_SERVER}/${name}` }), entities: [CardOrmEntity] });
        await dataSource.initialize();
        return {
          dataSource,
          close: async () => {
            await dataSource.destroy();
            const cleanup = await createConnection(MYSQL_SERVER);
            await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``);
            await cleanup.end();
          },
        };
      },
      async (_dataSource) => {
        const connection = await createConnection(`${MYSQL_SERVER}/${name}`);
        try {
          const started = performance.now();
          await connection.beginTransaction();
          for (const chunk of chunks(500)) {
            await connection.query(`INSERT INTO cards (${COLUMNS.map((c) => `\`${c}\``).join(',')}) VALUES ?`, [
              chunk.map((row) => COLUMNS.map((c) => row[c])),
            ]);
          }
          await connection.commit();
          return performance.now() - started;
        } finally {
          await connection.end();
        }
      },
    );
  } catch (error) {
    console.log(`MariaDB: skipped (${error.message})`);
  }

  const rowsOut = [
    figure(5, 'import of 4,779 cards ÷ raw multi-row INSERT, SQLite', sqlite.importNew / sqlite.raw, { better: 'lower', unit: '×' }),
    figure(5, 're-import as update ÷ raw INSERT, SQLite', sqlite.importUpdate / sqlite.raw, { better: 'lower', unit: '×' }),
  ];
  if (mariadb) {
    rowsOut.push(figure(5, 'import of 4,779 cards ÷ raw multi-row INSERT, MariaDB', mariadb.importNew / mariadb.raw, { better: 'lower', unit: '×' }));
  }
  return [...rowsOut, ...(await bigImport())];
}

/** A file of `count` cards: the official entries, then the same entries again under new codes. */
export function bigImportFile(count = IMPORT_CARDS) {
  const entries = Object.entries(officialKeyed());
  const file = {};
  for (let index = 0; index < count; index += 1) {
    const [code, card] = entries[index % entries.length];
    const copy = index < entries.length ? code : `${code}_b${Math.floor(index / entries.length)}`;
    file[copy] = { ...card, id: copy };
  }
  // Indented, as the card maker's and this site's exports are.
  return JSON.stringify(file, null, 2);
}

async function bigImport() {
  const database = await prepareDatabase([]);
  const port = PORT_BASE + 6;
  const app = await startApp(port, database);
  const base = `http://127.0.0.1:${port}`;
  try {
    const text = bigImportFile();
    const admin = await login(base, 'admin', 'bench-password', '/api/admin/login');
    // The same probe on the idle app first: what the machine itself costs (it may be shared).
    const idleProbe = await healthProbe(`${base}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await idleProbe.stop();
    console.log(`  health on the idle app: ${describeProbe(idle)}`);
    const probe = await healthProbe(`${base}/api/health`);
    const started = performance.now();
    const response = await fetch(`${base}/api/cards/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, origin: base },
      body: text,
    });
    const answer = await response.json();
    const importMs = performance.now() - started;
    // The card list is rebuilt right after (what the first visitor after the import waits for).
    const listed = (await (await fetch(`${base}/api/cards`)).json()).length;
    const health = await probe.stop();
    const megabytes = (Buffer.byteLength(text) / 1e6).toFixed(1);
    console.log(
      `  ${IMPORT_CARDS} cards (${megabytes} MB): ${response.status} in ${importMs.toFixed(0)} ms, ${listed} listed; health ${describeProbe(health)}`,
    );
    return [
      figure(5, `import of ${IMPORT_CARDS.toLocaleString('en')} cards in one ${megabytes} MB file: cards listed after it`, listed, {
        goal: IMPORT_CARDS,
        note: `HTTP ${response.status} ${JSON.stringify(answer).slice(0, 80)} in ${(importMs / 1000).toFixed(1)} s`,
      }),
      figure(3, `GET /api/health p99 during that import and the card list rebuild`, health.p99, {
        goal: 100,
        better: 'lower',
        unit: ' ms',
        note: `${describeProbe(health)}; idle app: p99 ${idle.p99.toFixed(1)} ms`,
      }),
    ];
  } finally {
    await stopProcess(app);
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
