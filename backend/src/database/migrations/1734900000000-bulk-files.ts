import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The bulk files of GET /api/bulk (ADR 0069): one row per file, its gzip'd JSON in a blob that every
 * instance reads (MySQL's BLOB stops at 64 KB: LONGBLOB there), a lease so one instance rebuilds it.
 */
export class BulkFiles1734900000000 implements MigrationInterface {
  name = 'BulkFiles1734900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const blob = queryRunner.connection.options.type === 'mysql' ? 'longblob' : 'blob';
    await queryRunner.createTable(
      new Table({
        name: 'bulk_files',
        columns: [
          { name: 'type', type: 'varchar', length: '16', isPrimary: true },
          { name: 'content', type: blob, isNullable: true },
          { name: 'etag', type: 'varchar', length: '80', isNullable: true },
          { name: 'size', type: 'integer', default: 0 },
          { name: 'uncompressed_size', type: 'bigint', default: 0 },
          { name: 'item_count', type: 'integer', default: 0 },
          { name: 'built_at', type: 'bigint', isNullable: true },
          { name: 'lease_until', type: 'bigint', isNullable: true },
        ],
      }),
    );
    // Plain SQL: TypeORM's insert builder, with no entity for the table, wrote a column list MariaDB refused.
    await queryRunner.query(`INSERT INTO bulk_files (type) VALUES ('cards'), ('decks')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('bulk_files');
  }
}
