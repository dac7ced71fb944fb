import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../domain/password-hasher.js';
import { UserRepository } from '../domain/user.repository.js';

export interface SuperAdminSettings {
  username: string;
  password: string | undefined;
  email: string;
}

/**
 * A fresh install needs someone who can open the back office: when no super admin exists, create
 * one from ADMIN_* settings, generating (and printing once) a password when none is given.
 */
@Injectable()
export class EnsureSuperAdminUseCase {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(settings: SuperAdminSettings): Promise<'exists' | 'created'> {
    if (await this.users.existsSuperAdmin()) return 'exists';
    if (await this.users.findByUsername(settings.username)) {
      this.logger.warn(`No super admin exists and the username "${settings.username}" is taken by another account: set ADMIN_USERNAME to a free name`);
      return 'exists';
    }
    const password = settings.password ?? randomBytes(12).toString('base64url');
    try {
      await this.users.create({
        username: settings.username,
        email: settings.email,
        passwordHash: await this.hasher.hash(password),
        isAdmin: true,
        isSuperAdmin: true,
        isEmailVerified: true,
        verificationTokenHash: null,
        verificationTokenExpiresAt: null,
        language: 'it',
      });
    } catch (error) {
      // Several instances starting at once on an empty database (ADR 0021): one of them creates the
      // super admin, the others hit the unique username and find it there.
      if (await this.users.existsSuperAdmin()) return 'exists';
      throw error;
    }
    if (settings.password) this.logger.log(`Super admin "${settings.username}" created`);
    else this.logger.warn(`Super admin "${settings.username}" created with the generated password: ${password} (shown once; set ADMIN_PASSWORD to choose it)`);
    return 'created';
  }
}
