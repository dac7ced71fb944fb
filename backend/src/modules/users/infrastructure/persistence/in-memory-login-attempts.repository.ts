import { LoginAttemptsRepository } from '../../domain/login-attempts.repository.js';
import type { LoginAttempts } from '../../domain/login-slowdown.js';

/** The in-memory twin of TypeOrmLoginAttemptsRepository, for use-case specs. */
export class InMemoryLoginAttemptsRepository extends LoginAttemptsRepository {
  private readonly rows = new Map<string, LoginAttempts & { unlockTokenHash: string | null }>();

  async find(key: string): Promise<LoginAttempts | null> {
    const row = this.rows.get(key);
    return row ? { failures: row.failures, lockedUntil: row.lockedUntil, unlockExpiresAt: row.unlockExpiresAt } : null;
  }

  async recordFailure(key: string): Promise<number> {
    const row = this.rows.get(key) ?? { failures: 0, lockedUntil: null, unlockExpiresAt: null, unlockTokenHash: null };
    row.failures += 1;
    this.rows.set(key, row);
    return row.failures;
  }

  async lock(key: string, lockedUntil: number, unlock?: { tokenHash: string; expiresAt: number }): Promise<void> {
    const row = this.rows.get(key);
    if (!row) return;
    row.lockedUntil = lockedUntil;
    if (unlock) {
      row.unlockTokenHash = unlock.tokenHash;
      row.unlockExpiresAt = unlock.expiresAt;
    }
  }

  async clear(key: string): Promise<void> {
    this.rows.delete(key);
  }

  async clearByUnlockToken(tokenHash: string, now: number): Promise<boolean> {
    for (const [key, row] of this.rows) {
      if (row.unlockTokenHash === tokenHash && (row.unlockExpiresAt ?? 0) > now) {
        this.rows.delete(key);
        return true;
      }
    }
    return false;
  }
}
