import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Rate-limit counters shared by every instance (issue 15, ADR 0021): one row per limited key and window. */
export class RateLimits1733300000000 implements MigrationInterface {
  name = 'RateLimits1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'hits', type: 'int', default: 0 },
          // Epoch milliseconds when the window ends (a number: the same arithmetic on SQLite and MySQL).
          { name: 'resetAt', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'IDX_rate_limits_resetAt', columnNames: ['resetAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limits');
  }
}
