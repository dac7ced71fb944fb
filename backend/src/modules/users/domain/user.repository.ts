import type { NewUser, User } from './user.js';

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
}
