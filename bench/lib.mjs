// Shared helpers for the benchmarks: start the built app, load real cards, run autocannon.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const KEYED_CARDS = resolve(ROOT, 'backend/test/fixtures/cards/official-list-keyed-4779.json.gz');

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

/** Writes the cards into a fresh SQLite file through the app's own repository (migrations included). */
export async function prepareDatabase(cards) {
  const dbPath = join(tmpdir(), `op-decks-bench-${process.pid}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await import(join(ROOT, 'backend/dist/database/data-source.js'));
  const { CardOrmEntity } = await import(join(ROOT, 'backend/dist/modules/cards/infrastructure/persistence/card.orm-entity.js'));
  const { TypeOrmCardRepository } = await import(join(ROOT, 'backend/dist/modules/cards/infrastructure/persistence/typeorm-card.repository.js'));
  const dataSource = new DataSource({ ...dataSourceOptions({ dbType: 'sqlite', dbPath }), entities: [CardOrmEntity] });
  await dataSource.initialize();
  await new TypeOrmCardRepository(dataSource).upsertMany(cards);
  await dataSource.destroy();
  return dbPath;
}

/** Starts a Node script as a child process and waits until `readyUrl` answers. */
export async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 30_000;
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
  throw new Error(`${readyUrl} did not answer within 30 s`);
}

export function stopProcess(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/** A bounded autocannon run against loopback. */
export function load(url, headers, { duration = Number(process.env.BENCH_SECONDS ?? 10), connections = 10 } = {}) {
  return new Promise((done, fail) => {
    autocannon({ url, headers, duration, connections, pipelining: 1 }, (error, result) => (error ? fail(error) : done(result)));
  });
}

export function summary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
    throughputMBps: Number((result.throughput.average / 1e6).toFixed(1)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
