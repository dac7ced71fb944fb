import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Work a request joins to its transactions: run inside each, just before it commits, and told once it
 * has. The audit entry of an admin write commits with the write this way (ADR 0076).
 */
export interface TransactionCompanion {
  joinIn(manager: EntityManager): Promise<void>;
  committed(): void;
}
export const transactionCompanion = new AsyncLocalStorage<TransactionCompanion>();

/** How many times a transaction chosen as a deadlock's victim is run (the first time included). */
const ATTEMPTS = 4;

/**
 * `dataSource.transaction(work)`, run again when MySQL/MariaDB picks it as a deadlock's victim
 * (ER_LOCK_DEADLOCK, "try restarting transaction"): InnoDB has rolled it back whole, so running it
 * again is what the server asks. Concurrent deck saves deadlocked on the leader counts and the
 * idempotency keys and answered 503 (#31 bench, eight saves at a time). SQLite takes one transaction
 * at a time (ADR 0056) and never deadlocks.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const companion = transactionCompanion.getStore();
      if (!companion) return await dataSource.transaction(work);
      const result = await dataSource.transaction(async (manager) => {
        const value = await work(manager);
        await companion.joinIn(manager);
        return value;
      });
      companion.committed();
      return result;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDeadlock(error)) throw error;
      // A short, random pause, so the transactions that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

function isDeadlock(error: unknown): boolean {
  const found = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return found?.code === 'ER_LOCK_DEADLOCK' || found?.driverError?.code === 'ER_LOCK_DEADLOCK';
}
