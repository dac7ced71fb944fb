import { pageOffset, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import type { SortOrder } from '../../../../shared/domain/sort-order.js';
import type { NewUser, User } from '../../domain/user.js';
import { UserRepository, type UserSummary, type UserTableFilter, type UserTableSortField } from '../../domain/user.repository.js';

/** Same behaviour as the TypeORM adapter, for use-case tests. */
export class InMemoryUserRepository extends UserRepository {
  private readonly users = new Map<number, User>();
  private nextId = 1;

  private find(predicate: (user: User) => boolean): Promise<User | null> {
    const user = [...this.users.values()].find(predicate);
    return Promise.resolve(user ? { ...user } : null);
  }

  findById(id: number) {
    return this.find((user) => user.id === id);
  }
  findByUsername(username: string) {
    return this.find((user) => user.username.toLowerCase() === username.toLowerCase());
  }
  usernameTaken(username: string) {
    return Promise.resolve([...this.users.values()].some((user) => user.username.toLowerCase() === username.toLowerCase()));
  }
  findByEmail(email: string) {
    return this.find((user) => user.email === email);
  }
  findByVerificationTokenHash(hash: string) {
    return this.find((user) => user.verificationTokenHash === hash);
  }
  async existsSuperAdmin() {
    return [...this.users.values()].some((user) => user.isSuperAdmin);
  }
  async create(user: NewUser): Promise<User> {
    // The unique indexes of the database: username without regard to case, e-mail.
    const clash = [...this.users.values()].find(
      (other) => other.username.toLowerCase() === user.username.toLowerCase() || (user.email !== null && other.email === user.email),
    );
    if (clash) throw new Error('UNIQUE constraint failed: users');
    const created = { ...user, id: this.nextId++, createdAt: new Date() };
    this.users.set(created.id, created);
    return { ...created };
  }
  async update(id: number, changes: Partial<NewUser>): Promise<void> {
    const user = this.users.get(id);
    if (user) this.users.set(id, { ...user, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) });
  }
  async delete(id: number): Promise<boolean> {
    return this.users.delete(id);
  }
  async list({ adminsOnly }: { adminsOnly: boolean }): Promise<User[]> {
    return [...this.users.values()].filter((user) => !adminsOnly || user.isAdmin || user.isSuperAdmin).sort((a, b) => b.id - a.id);
  }

  async page(filter: UserTableFilter, order: SortOrder<UserTableSortField>, page: PageRequest): Promise<Page<UserSummary>> {
    const text = filter.text?.toLowerCase();
    const sign = order.descending ? -1 : 1;
    const value = (user: User): string | number =>
      order.field === 'createdAt' ? user.createdAt.getTime() : order.field === 'id' ? user.id : (user[order.field] ?? '').toLowerCase();
    const matching = [...this.users.values()]
      .filter((user) => !text || [user.username, user.email ?? ''].some((field) => field.toLowerCase().includes(text)))
      .filter((user) => filter.admin === undefined || (user.isAdmin || user.isSuperAdmin) === filter.admin)
      .filter((user) => filter.verified === undefined || user.isEmailVerified === filter.verified)
      .sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0) || sign * (a.id - b.id));
    const start = pageOffset(page);
    const items = matching.slice(start, start + page.pageSize).map(({ id, username, email, isAdmin, isSuperAdmin, isEmailVerified, createdAt }) => ({
      id,
      username,
      email,
      isAdmin,
      isSuperAdmin,
      isEmailVerified,
      createdAt,
    }));
    return { items, total: matching.length, page: page.page, pageSize: page.pageSize };
  }
}
