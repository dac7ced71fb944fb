import type { DataSource } from 'typeorm';
import { withoutQueryDeadline } from '../mysql-deadlines.js';

/** Name of the MySQL advisory lock the demo seeding runs under (the migrations have their own). */
export const SEED_LOCK = 'opdecks_seed';
/** Seeding an empty database writes a few hundred cards and a dozen decks: seconds, not minutes. */
const SEED_LOCK_WAIT_S = 120;

/**
 * Runs `work` on MySQL/MariaDB while holding GET_LOCK('opdecks_seed'), so instances starting together
 * on an empty database seed it once (#32): the first one writes, the others wait and then find it
 * written, as long as `work` checks "already seeded" itself. SQLite is one process's file: no lock.
 */
export async function runUnderSeedLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'mysql') return work();
  // GET_LOCK belongs to one connection: hold one for the whole run and release the lock on it.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Waiting for another instance's seeding is rightly longer than a statement's deadline (ADR 0048).
    const [row] = (await withoutQueryDeadline(() => runner.query('SELECT GET_LOCK(?, ?) AS got', [SEED_LOCK, SEED_LOCK_WAIT_S]))) as {
      got: number | string | null;
    }[];
    if (Number(row?.got) !== 1)
      throw new Error(`Could not take the demo seed lock '${SEED_LOCK}' within ${SEED_LOCK_WAIT_S} s (another instance still seeding?)`);
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [SEED_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
