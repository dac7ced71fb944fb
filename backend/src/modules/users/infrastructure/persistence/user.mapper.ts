import type { Language, NewUser, User } from '../../domain/user.js';
import type { UserOrmEntity } from './user.orm-entity.js';

export function toDomain(row: UserOrmEntity): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password,
    isAdmin: Boolean(row.isAdmin),
    isSuperAdmin: Boolean(row.isSuperAdmin),
    isEmailVerified: Boolean(row.isEmailVerified),
    verificationTokenHash: row.verificationToken,
    verificationTokenExpiresAt: row.verificationTokenExpiresAt,
    language: row.language === 'en' ? 'en' : ('it' satisfies Language),
    createdAt: row.createdAt,
  };
}

export function toPersistence(user: NewUser): Omit<UserOrmEntity, 'id' | 'createdAt'> {
  return {
    username: user.username,
    email: user.email,
    password: user.passwordHash,
    isAdmin: user.isAdmin,
    isSuperAdmin: user.isSuperAdmin,
    isEmailVerified: user.isEmailVerified,
    verificationToken: user.verificationTokenHash,
    verificationTokenExpiresAt: user.verificationTokenExpiresAt,
    language: user.language,
  };
}
