import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config.js';
import type { Actor } from '../../../shared/domain/actor.js';
import { PasswordHasher } from '../domain/password-hasher.js';
import { isReservedUsername, toActor, USERNAME_PATTERN, type Language, type User } from '../domain/user.js';
import { UserRepository } from '../domain/user.repository.js';
import {
  AlreadyVerifiedError,
  EmailTakenError,
  InvalidCredentialsError,
  InvalidVerificationTokenError,
  MissingVerificationTokenError,
  UsernameNotAllowedError,
  UsernameTakenError,
  UserNotFoundError,
} from '../domain/users.errors.js';
import { hashVerificationToken, newVerificationToken } from '../domain/verification-token.js';
import { MailSender } from './ports/mail-sender.js';
import { registrationAttemptMail } from './registration-attempt-mail.js';
import { verificationMail } from './verification-mail.js';

export interface Registration {
  username: string;
  email: string;
  password: string;
  language: Language;
}

export interface NewAdmin {
  username: string;
  email: string;
  password: string;
}

/**
 * Accounts: registration with e-mail verification, authentication, and the admins a super admin
 * creates. Uniqueness is checked here for a clear 409; the unique indexes stay the last word.
 */
@Injectable()
export class AccountService {
  /** A real argon2 hash of a random string: unknown usernames cost the same time as wrong passwords. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  /**
   * Creates the account and mails its verification link, or, when the e-mail already has an
   * account, creates nothing and mails that address instead. Both end the same way, after the same
   * work (a password hash, a mail), so the caller cannot tell which happened (ADR 0020). A taken
   * username is still an error: usernames are public on every comment.
   */
  async register(registration: Registration): Promise<void> {
    await this.assertUsernameAvailable(registration.username);
    const passwordHash = await this.hasher.hash(registration.password);
    const existing = await this.users.findByEmail(registration.email);
    if (existing) return this.sendRegistrationAttempt(existing);
    const verification = newVerificationToken();
    let user: User;
    try {
      user = await this.users.create({
        username: registration.username,
        email: registration.email,
        passwordHash,
        isAdmin: false,
        isSuperAdmin: false,
        isEmailVerified: false,
        verificationTokenHash: verification.hash,
        verificationTokenExpiresAt: verification.expiresAt,
        language: registration.language,
      });
    } catch (error) {
      // Two registrations racing past the checks: the unique indexes decide, and the loser gets the answer it would have had a moment later.
      const raced = await this.users.findByEmail(registration.email);
      if (raced) return this.sendRegistrationAttempt(raced);
      if (await this.users.usernameTaken(registration.username)) throw new UsernameTakenError();
      throw error;
    }
    await this.sendVerification(user, verification.token);
  }

  async authenticate(username: string, password: string): Promise<Actor> {
    const user = await this.users.findByUsername(username.trim());
    if (!user) {
      this.dummyHash ??= this.hasher.hash(`no-such-user-${Math.random()}`);
      await this.hasher.verify(await this.dummyHash, password);
      throw new InvalidCredentialsError();
    }
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new InvalidCredentialsError();
    return toActor(user);
  }

  async verifyEmail(token: string | undefined): Promise<User> {
    if (!token?.trim()) throw new MissingVerificationTokenError();
    const user = await this.users.findByVerificationTokenHash(hashVerificationToken(token.trim()));
    if (!user || !user.verificationTokenExpiresAt || user.verificationTokenExpiresAt.getTime() < Date.now()) {
      throw new InvalidVerificationTokenError();
    }
    await this.users.update(user.id, { isEmailVerified: true, verificationTokenHash: null, verificationTokenExpiresAt: null });
    return { ...user, isEmailVerified: true, verificationTokenHash: null, verificationTokenExpiresAt: null };
  }

  /** A new link for a user who lost the first mail; the old link stops working. */
  async resendVerification(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    if (user.isEmailVerified) throw new AlreadyVerifiedError();
    const verification = newVerificationToken();
    await this.users.update(user.id, { verificationTokenHash: verification.hash, verificationTokenExpiresAt: verification.expiresAt });
    await this.sendVerification(user, verification.token);
  }

  async createAdmin(admin: NewAdmin): Promise<User> {
    await this.assertAvailable(admin.username, admin.email);
    return this.users.create({
      username: admin.username,
      email: admin.email,
      passwordHash: await this.hasher.hash(admin.password),
      isAdmin: true,
      isSuperAdmin: false,
      // Created by a super admin for a known person: no mailbox round trip.
      isEmailVerified: true,
      verificationTokenHash: null,
      verificationTokenExpiresAt: null,
      language: 'it',
    });
  }

  async findUser(id: number): Promise<User | null> {
    return this.users.findById(id);
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    await this.assertUsernameAvailable(username);
    // Only a super admin creates admins, and they see every account anyway: a plain 409 is fine here.
    if (await this.users.findByEmail(email)) throw new EmailTakenError();
  }

  private async assertUsernameAvailable(username: string): Promise<void> {
    if (!USERNAME_PATTERN.test(username)) throw new UsernameNotAllowedError('invalid_format');
    if (await this.users.usernameTaken(username)) throw new UsernameTakenError();
    if (isReservedUsername(username, this.config.adminUsername)) throw new UsernameNotAllowedError('username_reserved');
  }

  private async sendRegistrationAttempt(user: User): Promise<void> {
    if (!user.email) return;
    await this.mail.send(registrationAttemptMail(user.email, user.username, `${this.config.publicUrl}/auth`, user.language));
  }

  private async sendVerification(user: User, token: string): Promise<void> {
    if (!user.email) return;
    const link = `${this.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(verificationMail(user.email, user.username, link, user.language));
  }
}
