import type { DataSource, QueryRunner } from 'typeorm';
import type { Metrics, PoolState } from '../shared/observability/metrics.js';

const TIMED = Symbol('timed');

/**
 * Times every statement the app sends (repositories, query builders, migrations, sessions) by
 * wrapping each query runner's `query` once, and reports the MySQL pool's state. A clock read and a
 * histogram observation per statement: cheap next to the statement itself (ADR 0052).
 */
export function instrumentQueries(dataSource: DataSource, metrics: Metrics): void {
  const driver = dataSource.driver as { createQueryRunner(mode: 'master' | 'slave'): QueryRunner; pool?: unknown };
  const create = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => timed(create(mode), metrics);
  metrics.watchPool(() => poolState(driver.pool));
}

function timed(runner: QueryRunner, metrics: Metrics): QueryRunner {
  const marked = runner as QueryRunner & { [TIMED]?: true };
  if (marked[TIMED]) return runner; // SQLite hands out the same runner every time
  marked[TIMED] = true;
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  (runner as { query: unknown }).query = async (...args: unknown[]) => {
    const started = process.hrtime.bigint();
    let failed = false;
    try {
      return await query(...args);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      metrics.observeQuery(String(args[0] ?? ''), Number(process.hrtime.bigint() - started) / 1e9, failed);
    }
  };
  return runner;
}

/** mysql2's pool keeps its connections in private lists; read them defensively (absent on SQLite). */
function poolState(pool: unknown): PoolState | undefined {
  const lists = pool as { _allConnections?: { length: number }; _freeConnections?: { length: number }; _connectionQueue?: { length: number } } | undefined;
  if (!lists?._allConnections || !lists._freeConnections) return undefined;
  return { total: lists._allConnections.length, idle: lists._freeConnections.length, waiting: lists._connectionQueue?.length ?? 0 };
}
