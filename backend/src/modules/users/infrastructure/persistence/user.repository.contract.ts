import type { NewUser } from '../../domain/user.js';
import type { UserRepository } from '../../domain/user.repository.js';

export function aNewUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    username: 'nami',
    email: 'nami@example.com',
    passwordHash: 'hash',
    isAdmin: false,
    isSuperAdmin: false,
    isEmailVerified: false,
    verificationTokenHash: null,
    verificationTokenExpiresAt: null,
    language: 'it',
    ...overrides,
  };
}

/** One behaviour for every UserRepository adapter: run by the in-memory spec and the TypeORM int-spec on SQLite and MariaDB (each starts empty). */
export function userRepositoryContract(setup: () => Promise<{ repository: UserRepository; teardown(): Promise<void> }>): void {
  let repository: UserRepository;
  let teardown: () => Promise<void>;

  beforeEach(async () => {
    ({ repository, teardown } = await setup());
  });
  afterEach(async () => teardown());

  it('creates a user and finds it by id, username (in any case) and e-mail', async () => {
    const created = await repository.create(aNewUser({ username: 'Nami.S' }));
    expect(created).toMatchObject({ id: expect.any(Number), username: 'Nami.S', email: 'nami@example.com', isEmailVerified: false, language: 'it' });
    expect((await repository.findById(created.id))?.username).toBe('Nami.S');
    expect((await repository.findByUsername('Nami.S'))?.id).toBe(created.id);
    expect((await repository.findByUsername('nami.s'))?.id).toBe(created.id);
    expect((await repository.findByEmail('nami@example.com'))?.id).toBe(created.id);
  });

  it('tells a taken username without regard to case', async () => {
    await repository.create(aNewUser({ username: 'UserX' }));
    expect(await repository.usernameTaken('userx')).toBe(true);
    expect(await repository.usernameTaken('USERX')).toBe(true);
    expect(await repository.usernameTaken('userx2')).toBe(false);
  });

  // The last word when two registrations race past the service's check (#15, ADR 0020).
  it("refuses 'userx' beside 'UserX' in the store itself", async () => {
    await repository.create(aNewUser({ username: 'UserX', email: 'first@example.com' }));
    await expect(repository.create(aNewUser({ username: 'userx', email: 'second@example.com' }))).rejects.toThrow();
    await expect(repository.create(aNewUser({ username: 'USERX', email: 'third@example.com' }))).rejects.toThrow();
    expect((await repository.list({ adminsOnly: false })).map((user) => user.username)).toEqual(['UserX']);
  });

  it('refuses a second account with the same e-mail', async () => {
    await repository.create(aNewUser({ username: 'first' }));
    await expect(repository.create(aNewUser({ username: 'second' }))).rejects.toThrow();
  });
}
