import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The route label of a request no route matched (404s, probes for random paths): one label, not one per address. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What a database pool shows right now (MySQL/MariaDB; SQLite has no pool). */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Every Prometheus metric of this process, in a registry of its own (several app instances may
 * share one process in the tests). ADR 0052.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly cacheHits: Counter<'cache'>;
  private readonly queries: Histogram<'kind' | 'outcome'>;
  private poolState: (() => PoolState | undefined) | undefined;

  constructor() {
    // Event-loop lag (nodejs_eventloop_lag_*), heap and resident memory, GC, handles, CPU.
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP answers by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.cacheHits = new Counter({
      name: 'cache_hits_total',
      help: 'Answers sent from the cache without building them (response: the HTTP edge, ADR 0059)',
      labelNames: ['cache'],
      registers: [this.registry],
    });
    this.queries = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database statements by kind (select, insert, update, delete, other) and outcome (ok, error)',
      labelNames: ['kind', 'outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [this.registry],
    });
    const pool = (name: string, help: string, pick: (state: PoolState) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect: () => {
          const state = this.poolState?.();
          if (state) gauges[name]?.set(pick(state));
        },
      });
    const gauges: Record<string, Gauge> = {};
    gauges.db_pool_connections = pool('db_pool_connections', 'Connections open in the MySQL pool', (state) => state.total);
    gauges.db_pool_idle_connections = pool('db_pool_idle_connections', 'Open connections waiting for work in the MySQL pool', (state) => state.idle);
    gauges.db_pool_waiting_requests = pool('db_pool_waiting_requests', 'Callers queued for a MySQL connection', (state) => state.waiting);
  }

  /** One finished answer. `route` is a pattern (`/api/decks/:id`) or one of the fixed labels, never a raw address. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  cacheHit(cache: string): void {
    this.cacheHits.inc({ cache });
  }

  observeQuery(sql: string, seconds: number, failed: boolean): void {
    this.queries.observe({ kind: statementKind(sql), outcome: failed ? 'error' : 'ok' }, seconds);
  }

  /** The pool to report (MySQL); on SQLite there is none and the pool gauges stay 0. */
  watchPool(state: () => PoolState | undefined): void {
    this.poolState = state;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

function statementKind(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' ? word : 'other';
}
