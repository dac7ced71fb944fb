import {
  FIRST_LOCK_MS,
  FREE_FAILURES,
  lockDurationMs,
  lockRemainingMs,
  loginKey,
  MAX_LOCK_MS,
  newUnlockToken,
  retryAfterSeconds,
  shouldMailUnlockLink,
  UNLOCK_TOKEN_TTL_MS,
} from './login-slowdown.js';
import { hashVerificationToken } from './verification-token.js';

const MINUTE = 60_000;

describe('per-account login slowdown', () => {
  it('keys an account by its username without regard to case or surrounding spaces', () => {
    expect(loginKey('  Nami ')).toBe('nami');
    expect(loginKey('NAMI')).toBe(loginKey('nami'));
  });

  it('lets the first failures go, then locks 1, 2, 4 … minutes, capped at one hour', () => {
    expect(FREE_FAILURES).toBe(5);
    expect([0, 1, 4].map(lockDurationMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map((failures) => lockDurationMs(failures) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(lockDurationMs(11)).toBe(MAX_LOCK_MS);
    expect(lockDurationMs(12)).toBe(MAX_LOCK_MS);
    expect(lockDurationMs(10_000)).toBe(MAX_LOCK_MS);
    expect(lockDurationMs(5)).toBe(FIRST_LOCK_MS);
  });

  it('tells how long a lock has left, and Retry-After in whole seconds', () => {
    expect(lockRemainingMs(null, 1000)).toBe(0);
    expect(lockRemainingMs({ failures: 3, lockedUntil: null, unlockExpiresAt: null }, 1000)).toBe(0);
    expect(lockRemainingMs({ failures: 5, lockedUntil: 61_000, unlockExpiresAt: null }, 1000)).toBe(60_000);
    expect(lockRemainingMs({ failures: 5, lockedUntil: 61_000, unlockExpiresAt: null }, 61_000)).toBe(0);
    expect(lockRemainingMs({ failures: 5, lockedUntil: 61_000, unlockExpiresAt: null }, 90_000)).toBe(0);
    expect(retryAfterSeconds(60_000)).toBe(60);
    expect(retryAfterSeconds(59_001)).toBe(60);
    expect(retryAfterSeconds(1)).toBe(1);
  });

  it('mails an unlock link only when no earlier link still works', () => {
    expect(shouldMailUnlockLink(null, 1000)).toBe(true);
    expect(shouldMailUnlockLink({ failures: 5, lockedUntil: 0, unlockExpiresAt: null }, 1000)).toBe(true);
    expect(shouldMailUnlockLink({ failures: 6, lockedUntil: 0, unlockExpiresAt: 2000 }, 1000)).toBe(false);
    expect(shouldMailUnlockLink({ failures: 6, lockedUntil: 0, unlockExpiresAt: 1000 }, 1000)).toBe(true);
  });

  it('makes unlock tokens that are random, valid for an hour and stored only as a hash', () => {
    const first = newUnlockToken(1000);
    const second = newUnlockToken(1000);
    expect(first.token).not.toBe(second.token);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.hash).toBe(hashVerificationToken(first.token));
    expect(first.hash).not.toContain(first.token);
    expect(first.expiresAt).toBe(1000 + UNLOCK_TOKEN_TTL_MS);
    expect(UNLOCK_TOKEN_TTL_MS).toBe(60 * MINUTE);
  });
});
