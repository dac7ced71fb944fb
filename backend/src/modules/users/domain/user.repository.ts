import type { NewUser, User } from './user.js';

/** Port: where accounts live. */
export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  abstract findByUsername(username: string): Promise<User | null>;
  abstract existsSuperAdmin(): Promise<boolean>;
  abstract create(user: NewUser): Promise<User>;
}
