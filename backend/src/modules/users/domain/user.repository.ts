import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { SortOrder } from '../../../shared/domain/sort-order.js';
import type { NewUser, User } from './user.js';

/** An account as the user manager's table shows it: no password hash, no token. */
export type UserSummary = Pick<User, 'id' | 'username' | 'email' | 'isAdmin' | 'isSuperAdmin' | 'isEmailVerified' | 'createdAt'>;

/** The user manager's table sorts on its columns (ADR 0074). */
export const USER_TABLE_SORT_FIELDS = ['id', 'username', 'email', 'createdAt'] as const;
export type UserTableSortField = (typeof USER_TABLE_SORT_FIELDS)[number];

export interface UserTableFilter {
  /** Part of the username or e-mail address, case ignored. */
  text?: string;
  /** Admins (and super admins) only, or only the others. */
  admin?: boolean;
  verified?: boolean;
}

/** Port: where accounts live. */
export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  abstract findByUsername(username: string): Promise<User | null>;
  /** Whether a user has this name without regard to case (usernames are unique that way, #15). */
  abstract usernameTaken(username: string): Promise<boolean>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract findByVerificationTokenHash(hash: string): Promise<User | null>;
  abstract existsSuperAdmin(): Promise<boolean>;
  abstract create(user: NewUser): Promise<User>;
  abstract update(id: number, changes: Partial<NewUser>): Promise<void>;
  abstract delete(id: number): Promise<boolean>;
  /** Newest first. */
  abstract list(filter: { adminsOnly: boolean }): Promise<User[]>;
  /** A page of the user manager's table, filtered and in a column's order (ties by id), with the count. */
  abstract page(filter: UserTableFilter, order: SortOrder<UserTableSortField>, page: PageRequest): Promise<Page<UserSummary>>;
}
