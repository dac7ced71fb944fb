import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import { DataSource } from 'typeorm';
import { RateLimitStores, type SharedCount } from './rate-limit-stores.js';

interface CounterRow {
  hits: number | string;
  resetAt: number | string;
}

/** Expired rows are swept on about one increment in this many. */
const SWEEP_EVERY = 200;
/** Counters per statement when hits are added in a batch (three parameters each). */
const BATCH_ROWS = 500;

/**
 * express-rate-limit counters in the `rate_limits` table, so every instance counts the same hits
 * (issue 15, ADR 0021). One atomic upsert per hit: a new window starts at 1, a running one adds 1.
 */
export class DatabaseRateLimitStore implements Store {
  /** Counters are shared, not per process. */
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly dataSource: DataSource,
    /** Keeps several limiters apart in the one table. */
    readonly prefix = 'rl:',
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const id = this.prefix + key;
    const now = Date.now();
    const resetAt = now + this.windowMs;
    const row = this.dataSource.options.type === 'mysql' ? await this.incrementOnMysql(id, resetAt, now) : await this.incrementOnSqlite(id, resetAt, now);
    if (Math.random() * SWEEP_EVERY < 1) void this.sweep(now).catch(() => undefined);
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.resetAt)) };
  }

  /** MySQL has no RETURNING: upsert, then read in the same transaction (the upsert's row lock keeps other hits out). */
  private async incrementOnMysql(id: string, resetAt: number, now: number): Promise<CounterRow> {
    return this.dataSource.transaction(async (manager) => {
      // Assignments run left to right, both reading the old resetAt: expired window -> restart, else +1.
      await manager.query(
        'INSERT INTO `rate_limits` (`id`, `hits`, `resetAt`) VALUES (?, 1, ?) ' +
          'ON DUPLICATE KEY UPDATE `hits` = IF(`resetAt` <= ?, 1, `hits` + 1), `resetAt` = IF(`resetAt` <= ?, VALUES(`resetAt`), `resetAt`)',
        [id, resetAt, now, now],
      );
      const [found] = (await manager.query('SELECT `hits`, `resetAt` FROM `rate_limits` WHERE `id` = ?', [id])) as CounterRow[];
      return found!;
    });
  }

  /**
   * SQLite: one statement with RETURNING, atomic by itself. (One better-sqlite3 connection serves the
   * whole process, so concurrent explicit transactions would collide.)
   */
  private async incrementOnSqlite(id: string, resetAt: number, now: number): Promise<CounterRow> {
    const [found] = (await this.dataSource.query(
      'INSERT INTO "rate_limits" ("id", "hits", "resetAt") VALUES (?, 1, ?) ' +
        'ON CONFLICT ("id") DO UPDATE SET "hits" = CASE WHEN "resetAt" <= ? THEN 1 ELSE "hits" + 1 END, ' +
        '"resetAt" = CASE WHEN "resetAt" <= ? THEN excluded."resetAt" ELSE "resetAt" END ' +
        'RETURNING "hits", "resetAt"',
      [id, resetAt, now, now],
    )) as CounterRow[];
    return found!;
  }

  async get(key: string): Promise<{ totalHits: number; resetTime: Date } | undefined> {
    const [found] = (await this.dataSource.query(this.sql('SELECT "hits", "resetAt" FROM "rate_limits" WHERE "id" = ?'), [this.prefix + key])) as {
      hits: number | string;
      resetAt: number | string;
    }[];
    if (!found || Number(found.resetAt) <= Date.now()) return undefined;
    return { totalHits: Number(found.hits), resetTime: new Date(Number(found.resetAt)) };
  }

  async decrement(key: string): Promise<void> {
    await this.dataSource.query(this.sql('UPDATE "rate_limits" SET "hits" = "hits" - 1 WHERE "id" = ? AND "hits" > 0'), [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.dataSource.query(this.sql('DELETE FROM "rate_limits" WHERE "id" = ?'), [this.prefix + key]);
  }

  private async sweep(now: number): Promise<void> {
    await this.dataSource.query(this.sql('DELETE FROM "rate_limits" WHERE "resetAt" <= ?'), [now]);
  }

  /** The portable statements are written with "double quotes"; MySQL wants backticks. */
  private sql(statement: string): string {
    return this.dataSource.options.type === 'mysql' ? statement.replace(/"/g, '`') : statement;
  }
}

/** The default RateLimitStores: every limiter's counters in the `rate_limits` table. */
export class DatabaseRateLimitStores extends RateLimitStores {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  create(prefix: string): Store {
    return new DatabaseRateLimitStore(this.dataSource, prefix);
  }

  /**
   * The same upsert as `increment`, for many counters and many hits at once: one multi-row
   * statement per 500 counters (on MySQL with a read of the rows in the same transaction).
   */
  async addHits(prefix: string, hits: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, SharedCount>> {
    const now = Date.now();
    // In one order on every instance: MySQL's row locks are then always taken in that order (no deadlock).
    const entries = [...hits].map(([key, count]) => ({ id: prefix + key, count })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const counts = new Map<string, SharedCount>();
    for (let start = 0; start < entries.length; start += BATCH_ROWS) {
      const slice = entries.slice(start, start + BATCH_ROWS);
      const values = slice.flatMap(({ id, count }) => [id, count, now + windowMs]);
      const rows = slice.map(() => '(?, ?, ?)').join(', ');
      const found = (
        this.dataSource.options.type === 'mysql'
          ? await this.dataSource.transaction(async (manager) => {
              await manager.query(
                `INSERT INTO \`rate_limits\` (\`id\`, \`hits\`, \`resetAt\`) VALUES ${rows} ` +
                  'ON DUPLICATE KEY UPDATE `hits` = IF(`resetAt` <= ?, VALUES(`hits`), `hits` + VALUES(`hits`)), `resetAt` = IF(`resetAt` <= ?, VALUES(`resetAt`), `resetAt`)',
                [...values, now, now],
              );
              return manager.query(
                `SELECT \`id\`, \`hits\`, \`resetAt\` FROM \`rate_limits\` WHERE \`id\` IN (${slice.map(() => '?').join(', ')})`,
                slice.map(({ id }) => id),
              );
            })
          : await this.dataSource.query(
              `INSERT INTO "rate_limits" ("id", "hits", "resetAt") VALUES ${rows} ` +
                'ON CONFLICT ("id") DO UPDATE SET "hits" = CASE WHEN "resetAt" <= ? THEN excluded."hits" ELSE "hits" + excluded."hits" END, ' +
                '"resetAt" = CASE WHEN "resetAt" <= ? THEN excluded."resetAt" ELSE "resetAt" END ' +
                'RETURNING "id", "hits", "resetAt"',
              [...values, now, now],
            )
      ) as Array<CounterRow & { id: string }>;
      for (const row of found) counts.set(row.id.slice(prefix.length), { totalHits: Number(row.hits), resetTime: new Date(Number(row.resetAt)) });
    }
    // Expired rows are swept here too: these counters may be the table's only writers for a while.
    if (Math.random() * (SWEEP_EVERY / 10) < 1) await this.dataSource.query('DELETE FROM rate_limits WHERE resetAt <= ?', [now]);
    return counts;
  }
}
