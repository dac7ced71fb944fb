import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * One row per kind of cached public answer (ADR 0022): an instance that changes data bumps the rows of
 * what it changed, the others read the table every second and drop their cached answers of those kinds.
 */
export class CacheRevisions1733700000000 implements MigrationInterface {
  name = 'CacheRevisions1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'cache_revisions',
        columns: [
          { name: 'tag', type: 'varchar', length: '16', isPrimary: true },
          { name: 'revision', type: 'integer', default: 0 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('cache_revisions');
  }
}
