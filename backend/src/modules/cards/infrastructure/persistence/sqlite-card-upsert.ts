import { createRequire } from 'node:module';
import type { NewCard } from '../../domain/card.js';
import { toPersistence } from './card.mapper.js';

/** The little of better-sqlite3 used here (the package ships no types of its own). */
export interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): { run(parameters: unknown[]): unknown };
  transaction(body: () => void): { immediate(): void };
  close(): void;
}

/** Rows per multi-row statement, as in TypeOrmCardRepository: 14 columns × 500 stays below SQLite's placeholder limit. */
const CHUNK = 500;

/** A connection of its own to the SQLite file the app uses (a worker thread's; WAL lets the app read meanwhile). */
export function openSqliteFile(path: string): SqliteConnection {
  const Database = createRequire(import.meta.url)('better-sqlite3') as new (path: string) => SqliteConnection;
  const connection = new Database(path);
  // As the app's own connection: wait for another writer rather than fail at once.
  connection.pragma('busy_timeout = 5000');
  return connection;
}

/**
 * The same write as TypeOrmCardRepository.upsertMany — insert new codes, update the others (the
 * last entry of a code wins), 500 rows per statement, all in one transaction — on a better-sqlite3
 * connection, for the card import's worker thread (ADR 0028). Returns how many cards were written.
 */
export function upsertCardsInOneTransaction(connection: SqliteConnection, cards: NewCard[]): number {
  const rows = [...new Map(cards.map((card) => [card.code, toPersistence(card)])).values()];
  if (!rows.length) return 0;
  const columns = Object.keys(rows[0]) as Array<keyof (typeof rows)[number]>;
  const names = columns.map((column) => `"${column}"`).join(', ');
  const updates = columns
    .filter((column) => column !== 'code')
    .map((column) => `"${column}" = EXCLUDED."${column}"`)
    .join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statement = (count: number) =>
    connection.prepare(
      `INSERT INTO "cards" (${names}) VALUES ${Array.from({ length: count }, () => tuple).join(', ')} ON CONFLICT ("code") DO UPDATE SET ${updates}`,
    );
  const full = statement(Math.min(CHUNK, rows.length));
  // IMMEDIATE: the write lock is taken at the start, so the transaction never has to upgrade midway.
  connection
    .transaction(() => {
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        (chunk.length === CHUNK || start === 0 ? full : statement(chunk.length)).run(chunk.flatMap((row) => columns.map((column) => row[column] ?? null)));
      }
    })
    .immediate();
  return rows.length;
}
