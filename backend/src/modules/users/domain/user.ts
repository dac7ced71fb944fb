import type { Role } from '../../../shared/domain/actor.js';

export type Language = 'it' | 'en';

export interface User {
  id: number;
  username: string;
  email: string | null;
  /** argon2id hash, never the password itself. */
  passwordHash: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isEmailVerified: boolean;
  /** SHA-256 of the single-use e-mail verification token. */
  verificationTokenHash: string | null;
  verificationTokenExpiresAt: Date | null;
  language: Language;
  createdAt: Date;
}

export type NewUser = Omit<User, 'id' | 'createdAt'>;

/** The roles a user holds; each role includes the weaker ones, so a route can ask for just one. */
export function rolesOf(user: Pick<User, 'isAdmin' | 'isSuperAdmin' | 'isEmailVerified'>): Role[] {
  const roles: Role[] = ['user'];
  // Admins are trusted accounts created by a super admin: they count as verified.
  if (user.isEmailVerified || user.isAdmin || user.isSuperAdmin) roles.push('verified');
  if (user.isAdmin || user.isSuperAdmin) roles.push('admin');
  if (user.isSuperAdmin) roles.push('superadmin');
  return roles;
}

export function toActor(user: Pick<User, 'id' | 'username' | 'isAdmin' | 'isSuperAdmin' | 'isEmailVerified'>) {
  return { id: user.id, username: user.username, roles: rolesOf(user) };
}

/** #15: 3–30 letters, digits, `_`, `-`, `.` (no look-alikes, no spaces). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

/** Names nobody may register (compared without regard to case), besides the main admin's own. */
const RESERVED_USERNAMES = ['admin', 'administrator', 'root', 'system', 'support', 'staff', 'moderator', 'mod', 'opdecks', 'decky', 'api', 'null', 'undefined'];

export function isReservedUsername(username: string, mainAdminUsername: string): boolean {
  const lower = username.toLowerCase();
  return lower === mainAdminUsername.toLowerCase() || RESERVED_USERNAMES.includes(lower);
}
