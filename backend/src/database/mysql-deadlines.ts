import { AsyncLocalStorage } from 'node:async_hooks';
import type { Socket } from 'node:net';
import mysql from 'mysql2';

/**
 * How long a call to MySQL/MariaDB may take before it fails (#31: a stalled connection gives a 503
 * within 5 s, never a hang). A failure carries a driver code the error filter answers as 503
 * `database_unavailable` (shared/http/database-unavailable.ts). ADR 0048.
 */
export const MYSQL_DEADLINES = {
  /** Opening a connection (TCP, handshake, login): milliseconds to a healthy server; after 1.5 s it is not coming. */
  connectMs: 1500,
  /** Getting a connection from the pool: waiting for a free one or opening one (so at least connectMs). */
  acquireMs: 2000,
  /**
   * One statement. The site's statements take milliseconds (lists read narrow indexed rows, imports
   * write 500 rows a statement), so 2.5 s means a stalled connection or a held lock. A call is an
   * acquire and a statement: 2 + 2.5 = 4.5 s at worst, within the 5 s promise.
   */
  queryMs: 2500,
} as const;

/** Code of the error a caller gets when no connection came within acquireMs (ours: mysql2 has none). */
export const POOL_ACQUIRE_TIMEOUT = 'POOL_ACQUIRE_TIMEOUT';
/** mysql2's own code for a query past its `timeout`; we reuse it when we drop the stalled connection. */
const QUERY_TIMEOUT = 'PROTOCOL_SEQUENCE_TIMEOUT';

type Deadlines = { readonly [key in keyof typeof MYSQL_DEADLINES]: number };
type Callback = (error: (Error & { code?: string }) | null, ...results: unknown[]) => void;
interface Connection {
  stream: Socket;
  query(...args: unknown[]): unknown;
  release(): void;
}
interface Pool {
  getConnection(callback: (error: Error | null, connection?: Connection) => void): void;
  on(event: 'acquire' | 'release', listener: (connection: Connection) => void): unknown;
}

const unbounded = new AsyncLocalStorage<true>();

/**
 * Runs `work` with no per-statement deadline: for start-up work that may rightly take long, i.e.
 * migrations (an ALTER on a big table; waiting for another instance's migrations lock). Requests never.
 */
export function withoutQueryDeadline<T>(work: () => Promise<T>): Promise<T> {
  return unbounded.run(true, work);
}

/**
 * mysql2 for TypeORM's `driver` option, with deadlines mysql2 does not give by itself:
 * - a bounded pool acquire: mysql2's pool queues a caller until a connection frees up, for ever
 *   (it has no acquireTimeout; `queueLimit` bounds the queue's length, not the wait);
 * - a timeout on every statement, and the connection dropped when one passes. mysql2's per-query
 *   `timeout` (also what TypeORM's `enableQueryTimeout` sets) only calls back: the stalled command
 *   stays at the head of the connection's queue, the connection goes back to the pool, and the next
 *   statement sent on it waits behind, with no timer of its own (its timer starts when it is sent).
 *   (With no deadline at all, a comments page waited 139.7 s on a stalled connection; with mysql2's
 *   timeout alone, the next request on it would.) Dropping the socket fails everything queued on it.
 * - once one connection stalled, the idle ones are dropped too: they go the same way to the server,
 *   and each would cost its next user a whole queryMs to find out; a new connection fails in connectMs.
 * Streams (`query()` without a callback) and `execute()` keep mysql2's own behaviour: TypeORM sends
 * neither for the app.
 */
export function mysqlWithDeadlines(deadlines: Deadlines = MYSQL_DEADLINES): typeof mysql {
  return Object.create(mysql, {
    createPool: { value: (options: mysql.PoolOptions) => withDeadlines(mysql.createPool(options) as unknown as Pool, deadlines) },
  }) as typeof mysql;
}

function withDeadlines(pool: Pool, deadlines: Deadlines): Pool {
  const idle = new Set<Connection>();
  const bounded = new WeakSet<Connection>();
  pool.on('release', (connection) => idle.add(connection));
  pool.on('acquire', (connection) => idle.delete(connection));

  const dropIdle = () => {
    for (const connection of idle) connection.stream.destroy(failure(QUERY_TIMEOUT, 'Dropped: another connection to the database stalled'));
    idle.clear();
  };

  const bound = (connection: Connection) => {
    if (bounded.has(connection)) return;
    bounded.add(connection);
    connection.stream.once('close', () => idle.delete(connection));
    const query = connection.query.bind(connection);
    connection.query = (...args: unknown[]) => {
      const callback = args.at(-1);
      const [sql] = args;
      const plain = typeof sql === 'string' || (typeof sql === 'object' && sql !== null && Object.getPrototypeOf(sql) === Object.prototype);
      if (typeof callback !== 'function' || !plain || unbounded.getStore()) return query(...args);
      const options: { sql?: string; timeout?: number } = typeof sql === 'string' ? { sql } : (sql as { timeout?: number });
      let called = false;
      const done: Callback = (error, ...results) => {
        if (called) return; // the dropped socket reports the same statement again
        called = true;
        if (error?.code === QUERY_TIMEOUT && !connection.stream.destroyed) {
          connection.stream.destroy(failure(QUERY_TIMEOUT, `No answer from the database within ${deadlines.queryMs} ms: connection dropped`));
          dropIdle();
        }
        (callback as Callback)(error, ...results);
      };
      return query({ ...options, timeout: options.timeout ?? deadlines.queryMs }, ...args.slice(1, -1), done);
    };
  };

  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let waiting = true;
    const timer = setTimeout(() => {
      waiting = false;
      callback(failure(POOL_ACQUIRE_TIMEOUT, `No database connection within ${deadlines.acquireMs} ms`));
    }, deadlines.acquireMs);
    getConnection((error, connection) => {
      if (!waiting) {
        connection?.release(); // came after its caller gave up: back to the pool for the next one
        return;
      }
      waiting = false;
      clearTimeout(timer);
      if (connection) bound(connection);
      callback(error, connection);
    });
  };
  return pool;
}

function failure(code: string, message: string): Error & { code: string; fatal: true } {
  return Object.assign(new Error(message), { code, fatal: true as const });
}
