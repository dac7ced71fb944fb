import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Failed logins per account, shared by every instance (issue 32, ADR 0053): one row per account key. */
export class LoginAttempts1734000000000 implements MigrationInterface {
  name = 'LoginAttempts1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'login_attempts',
        columns: [
          // The normalised username the login was tried with (known or not).
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'failures', type: 'int', default: 0 },
          // Epoch milliseconds (numbers: the same arithmetic on SQLite and MySQL).
          { name: 'lockedUntil', type: 'bigint', isNullable: true },
          // sha256 of the mailed unlock token, and when it stops working.
          { name: 'unlockTokenHash', type: 'varchar', length: '64', isNullable: true },
          { name: 'unlockExpiresAt', type: 'bigint', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_login_attempts_unlockTokenHash', columnNames: ['unlockTokenHash'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('login_attempts');
  }
}
