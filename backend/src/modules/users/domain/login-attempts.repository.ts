import type { LoginAttempts } from './login-slowdown.js';

/**
 * Port: failed-login counts per account key, in the database so every instance shares them (ADR 0053).
 * Unlock tokens are stored only as their hash.
 */
export abstract class LoginAttemptsRepository {
  abstract find(key: string): Promise<LoginAttempts | null>;
  /** Adds one failure atomically (concurrent failures from several instances all count) and answers the new count. */
  abstract recordFailure(key: string): Promise<number>;
  /** Locks the key until `lockedUntil`; with `unlock`, replaces the stored unlock token. */
  abstract lock(key: string, lockedUntil: number, unlock?: { tokenHash: string; expiresAt: number }): Promise<void>;
  /** Forgets the key (a successful login). */
  abstract clear(key: string): Promise<void>;
  /** Forgets the key whose unlock token has this hash, if it has not expired at `now`; answers whether one did. */
  abstract clearByUnlockToken(tokenHash: string, now: number): Promise<boolean>;
}
