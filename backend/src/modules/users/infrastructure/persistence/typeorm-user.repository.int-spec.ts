import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../../../../test/support/test-database.js';
import { dataSourceOptions, MIGRATIONS } from '../../../../database/data-source.js';
import { UsernamesCaseInsensitive1733200000000 } from '../../../../database/migrations/1733200000000-usernames-case-insensitive.js';
import { TypeOrmUserRepository } from './typeorm-user.repository.js';
import { UserOrmEntity } from './user.orm-entity.js';
import { aNewUser, userRepositoryContract } from './user.repository.contract.js';

/** A database that survives closing its DataSource (SQLite in a file, not :memory:), to migrate it in two steps. */
async function persistentDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  if (TEST_DB === 'mysql') return database;
  const file = join(tmpdir(), `opdecks-users-${process.pid}-${Date.now()}.sqlite`);
  return {
    ...database,
    settings: { ...database.settings, dbPath: file },
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

describe(`TypeOrmUserRepository on ${TEST_DB}`, () => {
  userRepositoryContract(async () => {
    const database = await createTestDatabase();
    const dataSource = new DataSource({ ...dataSourceOptions(database.settings), entities: [UserOrmEntity] });
    await dataSource.initialize();
    return {
      repository: new TypeOrmUserRepository(dataSource.getRepository(UserOrmEntity)),
      teardown: async () => {
        await dataSource.destroy();
        await database.drop();
      },
    };
  });

  it('upgrades an older database whose usernames differ only in case: the oldest keeps its name, the others are renamed, then the rule holds', async () => {
    const database = await persistentDatabase();
    const before = new DataSource({
      ...dataSourceOptions(database.settings),
      entities: [UserOrmEntity],
      migrations: MIGRATIONS.filter((migration) => migration !== UsernamesCaseInsensitive1733200000000),
    });
    await before.initialize();
    try {
      // MariaDB's utf8mb4_unicode_ci never let such names in; a database made by hand with a
      // case-sensitive collation did, and the migration must fix that too.
      if (TEST_DB === 'mysql') await before.query('ALTER TABLE `users` MODIFY `username` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
      const old = new TypeOrmUserRepository(before.getRepository(UserOrmEntity));
      const first = await old.create(aNewUser({ username: 'userV', email: 'a@example.com' }));
      const second = await old.create(aNewUser({ username: 'USERV', email: 'b@example.com' }));
      await old.create(aNewUser({ username: `USERV-${second.id + 2}`, email: 'c@example.com' }));
      const third = await old.create(aNewUser({ username: 'UserV', email: 'd@example.com' }));
      await before.destroy();

      const after = new DataSource({ ...dataSourceOptions(database.settings), entities: [UserOrmEntity] });
      await after.initialize();
      try {
        const users = new TypeOrmUserRepository(after.getRepository(UserOrmEntity));
        expect((await users.findById(first.id))?.username).toBe('userV');
        expect((await users.findById(second.id))?.username).toBe(`USERV-${second.id}`);
        // Its '-<id>' name was taken (in another case): one more suffix.
        expect((await users.findById(third.id))?.username).toBe(`UserV-${third.id}-2`);
        await expect(users.create(aNewUser({ username: 'USERv', email: 'e@example.com' }))).rejects.toThrow();
        const [{ count }] = (await after.query("SELECT COUNT(*) AS count FROM users WHERE email = 'e@example.com'")) as { count: number | string }[];
        expect(Number(count)).toBe(0);
      } finally {
        await after.destroy();
      }
    } finally {
      if (before.isInitialized) await before.destroy();
      await database.drop();
    }
  });
});
