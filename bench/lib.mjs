// Shared helpers for the benchmarks: real cards, generated content, the built app and a bare
// node:http baseline as child processes, autocannon rounds that alternate the two, and the figures.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const KEYED_CARDS = resolve(ROOT, 'backend/test/fixtures/cards/official-list-keyed-4779.json.gz');

/** Ports: BENCH_PORT_BASE and the next nine (several engineers may bench on one machine). */
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);

/**
 * Fails at once, naming the port, when one of the bench's ten is taken: otherwise a bench would
 * wait for an app that cannot listen, or talk to whatever holds the port (MariaDB's 3306 is in
 * 3300–3309).
 */
export async function assertPortsFree() {
  for (let port = PORT_BASE; port < PORT_BASE + 10; port += 1) {
    await new Promise((done, fail) => {
      const probe = createServer();
      probe.once('error', () => fail(new Error(`port ${port} is taken: choose another BENCH_PORT_BASE (the bench uses it and the next nine)`)));
      probe.listen(port, '127.0.0.1', () => probe.close(done));
    });
  }
}
/** Seconds per autocannon round and rounds per figure; the app and the baseline alternate. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const CONNECTIONS = 50;
/** What Chrome sends: brotli is last in the list and must still win. */
export const CHROME_ENCODING = 'gzip, deflate, br, zstd';
/** sqlite (default) or mysql: BENCH_DB=mysql runs the app on MySQL/MariaDB at BENCH_MYSQL_URL. */
export const DB_KIND = process.env.BENCH_DB ?? 'sqlite';
const MYSQL_SERVER = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const round = (value, digits = 2) => Number(value.toFixed(digits));

/** The official keyed list (4,779 cards), from the repository's own gzip fixture. */
export function officialKeyed() {
  return JSON.parse(gunzipSync(readFileSync(KEYED_CARDS)).toString('utf8'));
}

/** The official keyed list as the app's card rows (life sits in cost, as the source stores it). */
export function realCards() {
  const keyed = officialKeyed();
  return Object.entries(keyed).map(([code, card]) => ({
    code,
    name: card.name,
    type: String(card.category ?? '').toUpperCase(),
    imageUrl: card.image ?? null,
    cost: card.cost ?? null,
    power: card.power ?? null,
    counter: card.counter == null ? null : String(card.counter),
    color: (card.colors ?? []).join('/') || null,
    attribute: card.attributes?.[0] ?? null,
    family: (card.types ?? []).join('/') || null,
    ability: card.effect ?? null,
    trigger: card.trigger ?? null,
    set: card.set ?? null,
  }));
}

/** The built backend (BENCH_DIST, default backend/dist: `npm run build` first). */
export const DIST = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(ROOT, 'backend/dist');
const dist = (path) => import(join(DIST, path));

/**
 * A fresh, migrated database with the given cards, written through the app's own repository.
 * Returns the environment the app needs to use it, a way to open it, and its removal.
 */
export async function prepareDatabase(cards, name = `bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`) {
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await dist('database/data-source.js');
  const { CardOrmEntity } = await dist('modules/cards/infrastructure/persistence/card.orm-entity.js');
  const { TypeOrmCardRepository } = await dist('modules/cards/infrastructure/persistence/typeorm-card.repository.js');
  let env;
  let options;
  let drop;
  if (DB_KIND === 'mysql') {
    const { createConnection } = await import('mysql2/promise');
    const admin = await createConnection(MYSQL_SERVER);
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    env = { DB_TYPE: 'mysql', DATABASE_URL: `${MYSQL_SERVER}/${name}` };
    options = dataSourceOptions({ dbType: 'mysql', databaseUrl: env.DATABASE_URL });
    drop = async () => {
      const cleanup = await createConnection(MYSQL_SERVER);
      await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await cleanup.end();
    };
  } else {
    const dbPath = join(tmpdir(), `op-decks-${name}.sqlite`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
    env = { DB_TYPE: 'sqlite', DB_PATH: dbPath };
    options = dataSourceOptions({ dbType: 'sqlite', dbPath });
    drop = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
    };
  }
  if (process.env.BENCH_KEEP_DB) {
    // For profiling by hand: the database stays, and says where it is.
    const kept = DB_KIND === 'mysql' ? env.DATABASE_URL : env.DB_PATH;
    drop = async () => console.log(`  kept the database: ${kept}`);
  }
  const open = async () => {
    // Migrated on initialize (the standalone options run the migrations).
    const dataSource = new DataSource({ ...options, entities: [CardOrmEntity] });
    await dataSource.initialize();
    return dataSource;
  };
  const dataSource = await open();
  if (cards.length) await new TypeOrmCardRepository(dataSource).upsertMany(cards);
  await dataSource.destroy();
  return { env, open, drop };
}

/** The app's environment for a bench: no demo content, quiet logs, a known admin password. */
export function appEnv(port, database, extra = {}) {
  return {
    PORT: String(port),
    ...database.env,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-password',
    AUTH_RATE_LIMIT: '100000',
    SESSION_SECRET: 'bench-session-secret-0123456789',
    ...extra,
  };
}

/** Starts the built app on `port` and waits for its health check. */
export function startApp(port, database, extra) {
  // The site's process (the API and the server-rendered pages); BENCH_DIST names another build's API alone.
  const entry = process.env.BENCH_DIST ? join(DIST, 'main.js') : join(ROOT, 'server.mjs');
  return startProcess([entry], appEnv(port, database, extra), `http://127.0.0.1:${port}/api/health`);
}

/** Starts a Node script as a child process and waits until `readyUrl` answers. */
export async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill();
  throw new Error(`${readyUrl} did not answer within 60 s`);
}

export function stopProcess(child) {
  return new Promise((done) => {
    // A child killed by a signal has no exit code, only a signal code: it is gone all the same.
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/** One GET with node:http (fetch would decode the body): status, headers and the bytes as sent. */
export function rawGet(url, headers = {}) {
  return new Promise((done, fail) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

/** Headers that describe the connection or the moment, not the answer: the baseline sets its own. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The bare node:http baseline (bench/bare-server.mjs) on `port`. */
export async function startBare(port) {
  const child = await startProcess(['bench/bare-server.mjs'], { PORT: String(port) }, `http://127.0.0.1:${port}/__bare/ready`);
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    /** Serves `captured` (a rawGet answer of the app) at `path`, headers and bytes as the app sent them. */
    async serve(path, captured) {
      const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !HOP_HEADERS.has(name)));
      const response = await fetch(`http://127.0.0.1:${port}/__bare?path=${encodeURIComponent(path)}`, {
        method: 'PUT',
        body: JSON.stringify({ status: captured.status, headers, body: captured.body.toString('base64') }),
      });
      if (!response.ok) throw new Error(`the baseline refused ${path}`);
    },
    stop: () => stopProcess(child),
  };
}

/** One autocannon run against loopback: requests per second and every failure. */
export function load(url, headers, { seconds = SECONDS, connections = CONNECTIONS } = {}) {
  return new Promise((done, fail) => {
    autocannon({ url, headers, duration: seconds, connections, pipelining: 1 }, (error, result) => {
      if (error) return fail(error);
      done({ rps: result.requests.total / seconds, errors: result.errors + result.timeouts + result.non2xx, latencyP99: result.latency.p99 });
    });
  });
}

/**
 * The app against the baseline over `rounds` alternating rounds (the first of each pair swaps, so
 * neither always runs on a warmer or a busier machine): the ratio of each round pair, min and median.
 */
export async function versusBare(appUrl, bareUrl, headers, { rounds = ROUNDS, seconds = SECONDS, connections = CONNECTIONS } = {}) {
  await load(appUrl, headers, { seconds: 1, connections }); // warm-up: caches built, JIT warm
  const ratios = [];
  const app = [];
  const bare = [];
  let errors = 0;
  for (let index = 0; index < rounds; index += 1) {
    const pair = {};
    for (const side of index % 2 ? ['bare', 'app'] : ['app', 'bare']) {
      const result = await load(side === 'app' ? appUrl : bareUrl, headers, { seconds, connections });
      pair[side] = result;
    }
    errors += pair.app.errors + pair.bare.errors;
    app.push(pair.app.rps);
    bare.push(pair.bare.rps);
    ratios.push(pair.app.rps / pair.bare.rps);
  }
  return { min: Math.min(...ratios), median: median(ratios), appRps: median(app), bareRps: median(bare), errors };
}

/** Median milliseconds of one sequential GET (after a few warm-up calls). */
export async function timeGet(url, headers = {}, requests = 20) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
    return performance.now() - started;
  };
  for (let warm = 0; warm < 3; warm += 1) await once();
  const runs = [];
  for (let run = 0; run < requests; run += 1) runs.push(await once());
  return runs;
}

/** Logs in through the API and returns the session cookie. */
export async function login(base, username, password, path = '/api/login') {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return cookie;
}

/**
 * A figure of the final table. `value` and `goal` in the same unit; `better` says which way is good
 * ('higher' for ratios against the baseline, 'lower' for growth factors and latencies).
 */
export function figure(goalNumber, name, value, { min, goal, better = 'higher', unit = '', note = '' } = {}) {
  const met = goal === undefined ? null : better === 'higher' ? value >= goal : value <= goal;
  return {
    goal: goalNumber,
    figure: name,
    value: round(value),
    min: min === undefined ? '' : round(min),
    target: goal === undefined ? '' : `${better === 'higher' ? '≥' : '≤'} ${goal}${unit}`,
    unit,
    met,
    note,
  };
}
