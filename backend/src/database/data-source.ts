import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../shared/config/app-config.js';
import { MYSQL_DEADLINES, mysqlWithDeadlines, withoutQueryDeadline } from './mysql-deadlines.js';
import { InitialSchema1732200000000 } from './migrations/1732200000000-initial-schema.js';
import { Decks1732300000000 } from './migrations/1732300000000-decks.js';
import { Community1732400000000 } from './migrations/1732400000000-community.js';
import { News1732500000000 } from './migrations/1732500000000-news.js';
import { TierList1732600000000 } from './migrations/1732600000000-tier-list.js';
import { Decky1732700000000 } from './migrations/1732700000000-decky.js';
import { Formats1732800000000 } from './migrations/1732800000000-formats.js';
import { DeckReadIndexes1732900000000 } from './migrations/1732900000000-deck-read-indexes.js';
import { CardImages1733100000000 } from './migrations/1733100000000-card-images.js';
import { UsernamesCaseInsensitive1733200000000 } from './migrations/1733200000000-usernames-case-insensitive.js';
import { RateLimits1733300000000 } from './migrations/1733300000000-rate-limits.js';
import { CardRarity1733450000000 } from './migrations/1733450000000-card-rarity.js';
import { CommentPageIndex1733600000000 } from './migrations/1733600000000-comment-page-index.js';
import { CacheRevisions1733700000000 } from './migrations/1733700000000-cache-revisions.js';
import { DeckGuides1733800000000 } from './migrations/1733800000000-deck-guides.js';
import { DeckCreations1733950000000 } from './migrations/1733950000000-deck-creations.js';
import { LoginAttempts1734000000000 } from './migrations/1734000000000-login-attempts.js';
import { DecksOwnedByPlayers1734100000000 } from './migrations/1734100000000-decks-owned-by-players.js';
import { DeckFavoriteCounts1734200000000 } from './migrations/1734200000000-deck-favorite-counts.js';
import { Reports1734300000000 } from './migrations/1734300000000-reports.js';
import { PlayerDeckSizes1734400000000 } from './migrations/1734400000000-player-deck-sizes.js';
import { Tournaments1734500000000 } from './migrations/1734500000000-tournaments.js';
import { DeckCardUsageIndexes1734700000000 } from './migrations/1734700000000-deck-card-usage-indexes.js';
import { BulkFiles1734900000000 } from './migrations/1734900000000-bulk-files.js';
import { AdminTableIndexes1735074000000 } from './migrations/1735074000000-admin-table-indexes.js';
import { AuditLog1735080000000 } from './migrations/1735080000000-audit-log.js';
import { DeckShortDescriptionIt1735090000000 } from './migrations/1735090000000-deck-short-description-it.js';
import { NewsPublishAt1735100000000 } from './migrations/1735100000000-news-publish-at.js';

/** Every migration, in order. Listed explicitly so the same array works from ts-jest and from dist/. */
export const MIGRATIONS = [
  InitialSchema1732200000000,
  Decks1732300000000,
  Community1732400000000,
  News1732500000000,
  TierList1732600000000,
  Decky1732700000000,
  Formats1732800000000,
  DeckReadIndexes1732900000000,
  CardImages1733100000000,
  UsernamesCaseInsensitive1733200000000,
  RateLimits1733300000000,
  CardRarity1733450000000,
  CommentPageIndex1733600000000,
  CacheRevisions1733700000000,
  DeckGuides1733800000000,
  DeckCreations1733950000000,
  LoginAttempts1734000000000,
  DecksOwnedByPlayers1734100000000,
  DeckFavoriteCounts1734200000000,
  Reports1734300000000,
  PlayerDeckSizes1734400000000,
  Tournaments1734500000000,
  DeckCardUsageIndexes1734700000000,
  BulkFiles1734900000000,
  AdminTableIndexes1735074000000,
  AuditLog1735080000000,
  DeckShortDescriptionIt1735090000000,
  NewsPublishAt1735100000000,
];

/**
 * SQLite (embedded default) or MySQL/MariaDB from the same entities and migrations.
 * A standalone DataSource (repository tests) migrates itself on initialize; the app turns that off and
 * calls runMigrationsUnderLock instead, so several instances can start at once (ADR 0021).
 */
export function dataSourceOptions(config: Pick<AppConfig, 'dbType' | 'dbPath' | 'databaseUrl'>): DataSourceOptions {
  const common = { migrations: MIGRATIONS, migrationsRun: true, synchronize: false, logging: false } as const;
  if (config.dbType === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // Every call has a deadline (#31, ADR 0048): a stalled connection fails a request within 5 s,
      // which the error filter answers 503. mysql2 bounds neither the pool's queue nor what follows a
      // timed-out statement, so the driver is mysql2 with those deadlines added (mysql-deadlines.ts).
      driver: mysqlWithDeadlines(),
      connectTimeout: MYSQL_DEADLINES.connectMs,
      // One process runs one statement at a time per connection and its statements take milliseconds:
      // 10 keep a burst moving, and several instances stay far below MariaDB's 151 connections.
      poolSize: 10,
      // TCP keep-alive on idle connections, so a NAT or firewall in between does not drop them silently.
      extra: { enableKeepAlive: true },
    };
  }
  if (config.dbPath !== ':memory:') mkdirSync(dirname(config.dbPath), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.dbPath,
    // WAL lets readers proceed while an import writes.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      // Table statistics for the query planner (SQLite's advice for long-lived connections): with them
      // it picks the gallery's index for the filter asked (ADR 0046); the limit keeps this to milliseconds.
      db.pragma('analysis_limit = 400');
      db.pragma('optimize = 0x10002');
    },
  };
}

/** MySQL has no "create on connect": make the named database exist first, so a fresh server just works. */
export async function ensureMysqlDatabase(databaseUrl: string): Promise<void> {
  const { createConnection } = await import('mysql2/promise');
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${database.replace(/`/g, '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

/** Name of the MySQL advisory lock every starting instance takes before migrating. */
export const MIGRATIONS_LOCK = 'opdecks_migrations';
const MIGRATIONS_LOCK_WAIT_S = 60;

/**
 * Runs the pending migrations, on MySQL/MariaDB while holding GET_LOCK('opdecks_migrations'): the first
 * instance migrates, the others wait, then find nothing pending. SQLite is one file owned by one
 * process, so there the lock is moot and migrations simply run.
 */
export async function runMigrationsUnderLock(dataSource: DataSource): Promise<void> {
  // Start-up, not a request: an ALTER on a big table or the wait for the lock may take longer than a
  // statement's deadline, and cutting a migration off halfway would only make the next start retry it.
  return withoutQueryDeadline(() => migrateUnderLock(dataSource));
}

async function migrateUnderLock(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'mysql') {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  // GET_LOCK belongs to one connection: hold one for the whole run and release the lock on it.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [MIGRATIONS_LOCK, MIGRATIONS_LOCK_WAIT_S])) as { got: number | string | null }[];
    if (Number(row?.got) !== 1)
      throw new Error(`Could not take the migrations lock '${MIGRATIONS_LOCK}' within ${MIGRATIONS_LOCK_WAIT_S} s (another instance still migrating?)`);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [MIGRATIONS_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
