import { createHash, randomBytes } from 'node:crypto';
import { createConnection, type Connection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '../../src/database/data-source.js';
import { AppConfig, loadAppConfig } from '../../src/shared/config/app-config.js';

/** TEST_DB=mysql runs the database-facing suites against MariaDB/MySQL; SQLite otherwise. */
export const TEST_DB = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
const MYSQL_SERVER = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const CHARSET = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';

export interface TestDatabase {
  settings: Pick<AppConfig, 'dbType' | 'dbPath' | 'databaseUrl'>;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty database per suite: suites run in parallel, so none shares one. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'sqlite') return IN_MEMORY;
  const name = `opdecks_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withServer((server) => server.query(`CREATE DATABASE \`${name}\` ${CHARSET}`));
  return mysqlDatabase(name);
}

/**
 * A fresh database with every migration applied, for a test of the app (not of its migrations). On
 * MariaDB it is a copy of a template migrated once per set of migrations: running the 24 migrations
 * took about 4 s per app started, over a hundred times in `npm run test:mysql`, where a copy of the
 * tables takes about 0.5 s. The copy is made from SHOW CREATE TABLE, so its tables, indexes, foreign
 * keys and rows (the migrations' own) are what the migrations made; the app finds nothing pending.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'sqlite') return IN_MEMORY;
  const template = await migratedTemplate();
  const name = `opdecks_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withServer(async (server) => {
    await server.query(`CREATE DATABASE \`${name}\` ${CHARSET}`);
    await server.query(`USE \`${name}\``);
    // Tables in any order: their foreign keys point at tables created later in the loop.
    await server.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of template.tables) await server.query(table.create);
    for (const table of template.tables.filter((each) => each.hasRows))
      await server.query(`INSERT INTO \`${table.name}\` SELECT * FROM \`${template.name}\`.\`${table.name}\``);
  });
  return mysqlDatabase(name);
}

const IN_MEMORY: TestDatabase = {
  settings: { dbType: 'sqlite', dbPath: ':memory:', databaseUrl: undefined },
  env: { DB_TYPE: 'sqlite', DB_PATH: ':memory:' },
  drop: async () => {},
};

function mysqlDatabase(name: string): TestDatabase {
  const url = `${MYSQL_SERVER}/${name}`;
  return {
    settings: { dbType: 'mysql', dbPath: ':memory:', databaseUrl: url },
    env: { DB_TYPE: 'mysql', DATABASE_URL: url },
    drop: async () => {
      await withServer((server) => server.query(`DROP DATABASE IF EXISTS \`${name}\``));
    },
  };
}

async function withServer<T>(work: (server: Connection) => Promise<T>): Promise<T> {
  const server = await createConnection(MYSQL_SERVER);
  try {
    return await work(server);
  } finally {
    await server.end();
  }
}

interface Template {
  name: string;
  tables: Array<{ name: string; create: string; hasRows: boolean }>;
}

/**
 * The template for the current migrations, named by a hash of their code so an edited migration gets
 * a new one; made once (under a lock: Jest's workers start together) and kept between runs. Its name
 * starts like every test database's, so CI's clean-up of leftovers (.ci/run) drops old ones.
 */
async function migratedTemplate(): Promise<Template> {
  const hash = createHash('sha256');
  for (const migration of MIGRATIONS) hash.update(migration.name).update(String(migration.prototype.up));
  const name = `opdecks_test_template_${hash.digest('hex').slice(0, 12)}`;
  return withServer(async (server) => {
    await server.query('SELECT GET_LOCK(?, 120)', [name]);
    try {
      const [done] = await server.query<Array<{ done: number }> & import('mysql2').RowDataPacket[]>(
        `SELECT COUNT(*) AS done FROM information_schema.tables WHERE table_schema = ? AND table_name = 'template_ready'`,
        [name],
      );
      if (!done[0]!.done) {
        await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await server.query(`CREATE DATABASE \`${name}\` ${CHARSET}`);
        const dataSource = new DataSource(dataSourceOptions({ dbType: 'mysql', dbPath: ':memory:', databaseUrl: `${MYSQL_SERVER}/${name}` }));
        await dataSource.initialize(); // migrationsRun: the migrations run here
        await dataSource.destroy();
        await server.query(`CREATE TABLE \`${name}\`.template_ready (id INT)`);
      }
      const [tables] = await server.query<import('mysql2').RowDataPacket[]>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_name <> 'template_ready'`,
        [name],
      );
      return {
        name,
        tables: await Promise.all(
          tables.map(async ({ name: table }) => {
            const [[create]] = await server.query<import('mysql2').RowDataPacket[]>(`SHOW CREATE TABLE \`${name}\`.\`${table}\``);
            const [[rows]] = await server.query<import('mysql2').RowDataPacket[]>(`SELECT EXISTS (SELECT 1 FROM \`${name}\`.\`${table}\`) AS hasRows`);
            return { name: String(table), create: String(create!['Create Table']), hasRows: Number(rows!.hasRows) === 1 };
          }),
        ),
      };
    } finally {
      await server.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  });
}

/** The app's settings for a test: quiet, no demo content unless asked, a known super admin. */
export function testConfig(database: TestDatabase, env: Record<string, string> = {}): AppConfig {
  return loadAppConfig({
    ...database.env,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin-password',
    SESSION_SECRET: 'test-session-secret-0123456789',
    UPLOADS_DIR: `/tmp/opdecks-test-uploads-${process.pid}`,
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    ...env,
  });
}
