import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { AppConfig, loadAppConfig } from '../../src/shared/config/app-config.js';

/** TEST_DB=mysql runs the database-facing suites against MariaDB/MySQL; SQLite otherwise. */
export const TEST_DB = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
const MYSQL_SERVER = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestDatabase {
  settings: Pick<AppConfig, 'dbType' | 'dbPath' | 'databaseUrl'>;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty database per suite: suites run in parallel, so none shares one. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'sqlite') {
    return {
      settings: { dbType: 'sqlite', dbPath: ':memory:', databaseUrl: undefined },
      env: { DB_TYPE: 'sqlite', DB_PATH: ':memory:' },
      drop: async () => {},
    };
  }
  const name = `opdecks_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = `${MYSQL_SERVER}/${name}`;
  const admin = await createConnection(MYSQL_SERVER);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    settings: { dbType: 'mysql', dbPath: ':memory:', databaseUrl: url },
    env: { DB_TYPE: 'mysql', DATABASE_URL: url },
    drop: async () => {
      const connection = await createConnection(MYSQL_SERVER);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
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
