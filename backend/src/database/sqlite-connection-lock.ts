import { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager, type DataSource, type QueryRunner } from 'typeorm';
import { EntityPersistExecutor } from 'typeorm/persistence/EntityPersistExecutor.js';

/**
 * One transaction at a time on the embedded database (ADR 0056).
 *
 * TypeORM gives better-sqlite3 a single connection (one QueryRunner) for the whole process. A
 * transaction started while another request's is open becomes a SAVEPOINT inside it, so when the
 * first one rolls back it takes the second one's "committed" writes with it; any statement run
 * meanwhile, a plain read or write from another request, runs inside the open transaction too (it
 * reads what may never be committed, and its own write is lost on that rollback). A deck placed in
 * the tier list vanished that way in a browser test.
 *
 * Here a transaction holds the connection from BEGIN to COMMIT or ROLLBACK: transactions queue one
 * behind the other (SQLite has one writer anyway), and every statement from outside the holder waits
 * for it. The holder is known by an AsyncLocalStorage token, so whatever the transaction's own code
 * awaits, nested transactions (savepoints) included, goes through. MySQL has a pool, a connection per
 * transaction, and is left alone.
 */
class ConnectionLock {
  private readonly owner = new AsyncLocalStorage<symbol>();
  private holder: symbol | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `work` alone on the connection; inside the holder's own work it simply runs. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.holder !== null && this.owner.getStore() === this.holder) return work();
    const token = Symbol('sqlite-connection-holder');
    const turn = this.tail.then(() => {
      this.holder = token;
      return this.owner.run(token, work);
    });
    const released = turn.finally(() => {
      if (this.holder === token) this.holder = null;
    });
    // The next in line waits for this turn to end, however it ends.
    this.tail = released.catch(() => undefined);
    return released;
  }
}

const locks = new WeakMap<DataSource, ConnectionLock>();

/** Where TypeORM opens its transactions: explicit ones, and the implicit one of save/remove. */
function lockedWhileRunning<T extends object, K extends keyof T>(prototype: T, method: K, dataSourceOf: (self: T) => DataSource) {
  const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
  (prototype[method] as unknown) = function (this: T, ...args: unknown[]) {
    const lock = locks.get(dataSourceOf(this));
    return lock ? lock.run(() => original.apply(this, args)) : original.apply(this, args);
  };
}

let installed = false;
function installTransactionHooks(): void {
  if (installed) return;
  installed = true;
  lockedWhileRunning(EntityManager.prototype, 'transaction', (manager) => manager.dataSource);
  // `dataSource` is protected on the executor; it is the one it writes to.
  lockedWhileRunning(EntityPersistExecutor.prototype, 'execute', (executor) => (executor as unknown as { dataSource: DataSource }).dataSource);
}

/**
 * Puts the embedded database's one connection under a lock: call once the DataSource is initialised,
 * before it serves anything. A no-op for MySQL.
 */
export function lockSqliteConnection(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3' || locks.has(dataSource)) return dataSource;
  installTransactionHooks();
  const lock = new ConnectionLock();
  locks.set(dataSource, lock);
  const runner: QueryRunner = dataSource.createQueryRunner();
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  // A statement outside the holder waits its turn; the holder's own run straight through.
  (runner as { query: unknown }).query = (...args: unknown[]) => lock.run(() => query(...args));
  return dataSource;
}
