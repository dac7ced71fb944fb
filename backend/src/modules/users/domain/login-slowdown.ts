import { randomBytes } from 'node:crypto';
import { hashVerificationToken } from './verification-token.js';

/**
 * Per-account login slowdown (issue 32, ADR 0053): beside the per-IP limit, failed logins are counted
 * per account, so one account tried from many addresses still slows down. Plain rules, no I/O.
 */

/** Failures allowed before the first lock. */
export const FREE_FAILURES = 5;
/** The first lock; each further failure after it doubles the lock. */
export const FIRST_LOCK_MS = 60_000;
/** No lock is longer than this. */
export const MAX_LOCK_MS = 60 * 60_000;
/** An unlock link mailed to the owner stays valid this long. */
export const UNLOCK_TOKEN_TTL_MS = 60 * 60_000;

/** What is stored for one account key (absent: no failure since the last success or unlock). */
export interface LoginAttempts {
  /** Failed logins since the last success or unlock. */
  failures: number;
  /** Epoch milliseconds until which every login for the key is refused; null when not locked. */
  lockedUntil: number | null;
  /** Epoch milliseconds until which the last mailed unlock link works; null when none was mailed. */
  unlockExpiresAt: number | null;
}

/**
 * The key failures are counted under: the username as the login resolves it (usernames are unique
 * without regard to case). Unknown usernames get a key too, so they answer exactly like known ones.
 */
export function loginKey(username: string): string {
  return username.trim().toLowerCase();
}

/** How long the account stays locked after its `failures`-th failure (0: not locked). */
export function lockDurationMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  const doublings = failures - FREE_FAILURES;
  // 2^6 minutes already passes the cap: no need to compute bigger powers.
  return doublings >= 6 ? MAX_LOCK_MS : Math.min(FIRST_LOCK_MS * 2 ** doublings, MAX_LOCK_MS);
}

/** Milliseconds left on the lock at `now` (0 when the key is not locked). */
export function lockRemainingMs(attempts: LoginAttempts | null, now: number): number {
  if (!attempts?.lockedUntil) return 0;
  return Math.max(0, attempts.lockedUntil - now);
}

/** Whole seconds for `Retry-After`, never 0 while a lock is on. */
export function retryAfterSeconds(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 1000));
}

/**
 * Whether a lock that starts now should mail a new unlock link: not while the last one still works
 * (at most one mail per link lifetime, however long an attack goes on).
 */
export function shouldMailUnlockLink(attempts: LoginAttempts | null, now: number): boolean {
  return !attempts?.unlockExpiresAt || attempts.unlockExpiresAt <= now;
}

/** A one-time unlock link's token; only its hash is stored (the same hashing as verification links). */
export function newUnlockToken(now: number): { token: string; hash: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashVerificationToken(token), expiresAt: now + UNLOCK_TOKEN_TTL_MS };
}
