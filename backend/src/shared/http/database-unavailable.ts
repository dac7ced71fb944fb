import { DomainError } from '../domain/domain-error.js';

/** 503 `database_unavailable`: the database cannot be reached right now; the client may retry. */
export class DatabaseUnavailableError extends DomainError {
  readonly code = 'database_unavailable';
  readonly kind = 'unavailable';
  constructor() {
    super('Il servizio è momentaneamente non disponibile: riprova tra poco');
  }
}

/** Seconds a client should wait before retrying after a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/** Driver error codes that mean "no database right now" (mysql2 / Node sockets / SQLite). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  // A statement past its deadline (mysql2's query timeout; database/mysql-deadlines.ts drops the connection).
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // No pooled connection within the acquire deadline (database/mysql-deadlines.ts).
  'POOL_ACQUIRE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/** Messages of the same situation where the driver or TypeORM give no code. */
const UNAVAILABLE_MESSAGES = [
  /pool is closed/i,
  /connection (is )?(lost|closed)/i,
  /can't add new command when connection is in closed state/i,
  /the database connection is not open/i,
  /connection is not established/i,
  /driver not connected/i,
  /connect(ion)? ?timeout/i,
  // mysql2's pool when it may not queue a caller (waitForConnections off, or queueLimit reached).
  /^no connections available\.?$/i,
  /^queue limit reached\.?$/i,
  /ConnectionIsNotSet/i,
];

/**
 * True when an error (a TypeORM QueryFailedError, a driver error, or one wrapping it, or the app's own
 * DatabaseUnavailableError) says the database went away rather than that the query was wrong.
 * Follows `driverError` and `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  let current: unknown = error;
  for (let hops = 0; current && typeof current === 'object' && hops < 5; hops++) {
    const candidate = current as {
      code?: unknown;
      errno?: unknown;
      name?: unknown;
      message?: unknown;
      fatal?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (candidate.name === 'ConnectionIsNotSetError' || candidate.name === 'CannotExecuteNotConnectedError') return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
