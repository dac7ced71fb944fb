import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config.js';
import type { Actor } from '../../../shared/domain/actor.js';
import { LoginAttemptsRepository } from '../domain/login-attempts.repository.js';
import { lockDurationMs, lockRemainingMs, loginKey, newUnlockToken, retryAfterSeconds, shouldMailUnlockLink } from '../domain/login-slowdown.js';
import { UserRepository } from '../domain/user.repository.js';
import { AccountLockedError, InvalidCredentialsError, InvalidUnlockTokenError } from '../domain/users.errors.js';
import { hashVerificationToken } from '../domain/verification-token.js';
import { AccountService } from './account.service.js';
import { MailSender } from './ports/mail-sender.js';
import { unlockMail } from './unlock-mail.js';

/**
 * Per-account login slowdown (issue 32, ADR 0053), around the password check every login goes through
 * (site and back office). Unknown usernames are counted and locked exactly like known ones, so the
 * answers (status, code, message, Retry-After) never tell which accounts exist; only the owner's
 * mailbox learns of a lock.
 */
@Injectable()
export class LoginSlowdownService {
  private readonly logger = new Logger(LoginSlowdownService.name);

  constructor(
    private readonly accounts: AccountService,
    private readonly attempts: LoginAttemptsRepository,
    private readonly users: UserRepository,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  async authenticate(username: string, password: string): Promise<Actor> {
    const key = loginKey(username);
    const before = await this.attempts.find(key);
    // While locked, the password is not even checked: the right one answers the same 429.
    const remaining = lockRemainingMs(before, Date.now());
    if (remaining > 0) throw new AccountLockedError(retryAfterSeconds(remaining));
    try {
      const actor = await this.accounts.authenticate(username, password);
      if (before) await this.attempts.clear(key);
      return actor;
    } catch (error) {
      if (error instanceof InvalidCredentialsError) await this.recordFailure(key, before);
      throw error;
    }
  }

  /** The mailed link: forgets the account's failures and lock. Unknown, used and expired tokens answer alike. */
  async unlock(token: string): Promise<void> {
    if (!(await this.attempts.clearByUnlockToken(hashVerificationToken(token.trim()), Date.now()))) throw new InvalidUnlockTokenError();
  }

  private async recordFailure(key: string, before: Awaited<ReturnType<LoginAttemptsRepository['find']>>): Promise<void> {
    const failures = await this.attempts.recordFailure(key);
    const lockMs = lockDurationMs(failures);
    if (lockMs === 0) return;
    const now = Date.now();
    // The user is looked up for known and unknown keys alike: the same work whichever it is.
    const user = await this.users.findByUsername(key);
    if (!shouldMailUnlockLink(before, now)) return this.attempts.lock(key, now + lockMs);
    const unlock = newUnlockToken(now);
    await this.attempts.lock(key, now + lockMs, { tokenHash: unlock.hash, expiresAt: unlock.expiresAt });
    if (!user?.email) return;
    const link = `${this.config.publicUrl}/unlock-account?token=${encodeURIComponent(unlock.token)}`;
    // Not awaited: the answer must not wait for SMTP, or its timing would tell a known account from an unknown one.
    void this.mail.send(unlockMail(user.email, user.username, link, Math.round(lockMs / 60_000), user.language)).catch((error: unknown) => {
      this.logger.error(`unlock mail for user ${user.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
