import { Logger } from '@nestjs/common';
import { MigrationInterface, QueryRunner } from 'typeorm';

const SQLITE_INDEX = 'UQ_users_username_lower';

/**
 * Usernames unique without regard to case in the database itself (issue 15, ADR 0020), not only in
 * the service's check, so two registrations racing cannot both win.
 * - SQLite: a unique index on lower(username) (ASCII folding, which is all the username charset has).
 * - MySQL/MariaDB: the existing unique index already compares with the column's collation; a
 *   case-insensitive one (`*_ci`, the app's utf8mb4_unicode_ci) needs nothing, a case-sensitive one
 *   (a database made by hand with `*_bin`/`*_cs`) is switched to utf8mb4_unicode_ci.
 * Accounts made before, whose names differ only in case, are not refused: the oldest keeps its name,
 * each later one is renamed `<name>-<id>` and the renames are logged for the operator to pass on.
 */
export class UsernamesCaseInsensitive1733200000000 implements MigrationInterface {
  name = 'UsernamesCaseInsensitive1733200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    if (mysql) {
      const [column] = (await queryRunner.query(
        "SELECT COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'users' AND COLUMN_NAME = 'username'",
      )) as { collation: string | null }[];
      if (column?.collation && /_ci$/i.test(column.collation)) return;
    }
    await renameCaseDuplicates(queryRunner, mysql);
    if (mysql) await queryRunner.query('ALTER TABLE `users` MODIFY `username` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
    else await queryRunner.query(`CREATE UNIQUE INDEX "${SQLITE_INDEX}" ON "users" (lower("username"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The MySQL collation change (if any) stays: it only made an existing rule hold.
    if (queryRunner.connection.options.type !== 'mysql') await queryRunner.query(`DROP INDEX IF EXISTS "${SQLITE_INDEX}"`);
  }
}

/** Renames every account whose name equals an older account's name without regard to case. */
async function renameCaseDuplicates(queryRunner: QueryRunner, mysql: boolean): Promise<void> {
  // Compared as the new index will: lower() on SQLite, the target collation on MySQL.
  const same = mysql
    ? (a: string, b: string) => `${a} COLLATE utf8mb4_unicode_ci = ${b} COLLATE utf8mb4_unicode_ci`
    : (a: string, b: string) => `lower(${a}) = lower(${b})`;
  const duplicates = (await queryRunner.query(
    `SELECT later.id AS id, later.username AS username FROM users later WHERE EXISTS (SELECT 1 FROM users earlier WHERE earlier.id < later.id AND ${same('earlier.username', 'later.username')}) ORDER BY later.id`,
  )) as { id: number | string; username: string }[];
  const logger = new Logger('Migrations');
  for (const duplicate of duplicates) {
    const renamed = await freeName(queryRunner, same, `${duplicate.username}-${duplicate.id}`);
    await queryRunner.query('UPDATE users SET username = ? WHERE id = ?', [renamed, duplicate.id]);
    logger.warn(`User ${duplicate.id} "${duplicate.username}" renamed "${renamed}": an older account has the same name in another case`);
  }
}

async function freeName(queryRunner: QueryRunner, same: (a: string, b: string) => string, wanted: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? wanted : `${wanted}-${attempt}`;
    const [taken] = (await queryRunner.query(`SELECT 1 AS taken FROM users WHERE ${same('username', '?')}`, [candidate])) as unknown[];
    if (!taken) return candidate;
  }
}
