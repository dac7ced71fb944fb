import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LoginAttemptsRepository } from '../../domain/login-attempts.repository.js';
import type { LoginAttempts } from '../../domain/login-slowdown.js';
import { LoginAttemptOrmEntity } from './login-attempt.orm-entity.js';

/** Failed-login counts in the `login_attempts` table, so every instance sees the same count (ADR 0053). */
@Injectable()
export class TypeOrmLoginAttemptsRepository extends LoginAttemptsRepository {
  constructor(@InjectRepository(LoginAttemptOrmEntity) private readonly repository: Repository<LoginAttemptOrmEntity>) {
    super();
  }

  async find(key: string): Promise<LoginAttempts | null> {
    const row = await this.repository.findOneBy({ id: key });
    return row ? { failures: row.failures, lockedUntil: row.lockedUntil, unlockExpiresAt: row.unlockExpiresAt } : null;
  }

  /**
   * Portable and atomic without a transaction: create the row if missing (INSERT OR IGNORE / INSERT
   * IGNORE), add one in the database (`failures + 1`, so concurrent failures all count), read it back.
   */
  async recordFailure(key: string): Promise<number> {
    await this.repository.createQueryBuilder().insert().values({ id: key, failures: 0 }).orIgnore().execute();
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ failures: () => 'failures + 1' })
      .where('id = :key', { key })
      .execute();
    const row = await this.repository.findOneBy({ id: key });
    return row?.failures ?? 1;
  }

  async lock(key: string, lockedUntil: number, unlock?: { tokenHash: string; expiresAt: number }): Promise<void> {
    await this.repository.update({ id: key }, unlock ? { lockedUntil, unlockTokenHash: unlock.tokenHash, unlockExpiresAt: unlock.expiresAt } : { lockedUntil });
  }

  async clear(key: string): Promise<void> {
    await this.repository.delete({ id: key });
  }

  async clearByUnlockToken(tokenHash: string, now: number): Promise<boolean> {
    const result = await this.repository
      .createQueryBuilder()
      .delete()
      .where('unlockTokenHash = :tokenHash', { tokenHash })
      .andWhere('unlockExpiresAt > :now', { now })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
