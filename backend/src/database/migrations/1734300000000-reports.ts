import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Reports of decks and comments (issue 34 item 6, ADR 0061 "Moderation"). `open_key` is unique and
 * set only while a report is open, so a player has one open report per target (NULLs do not collide
 * on SQLite or MySQL). The queue reads open reports by target (IDX_reports_queue); the per-hour limit
 * reads a player's latest reports (IDX_reports_reporter). A deleted account's reports go with it.
 */
export class Reports1734300000000 implements MigrationInterface {
  name = 'Reports1734300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'reports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'reporter_id', type: 'integer' },
          { name: 'target_type', type: 'varchar', length: '10' },
          { name: 'target_id', type: 'integer' },
          { name: 'reason', type: 'varchar', length: '20' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'status', type: 'varchar', length: '10', default: "'open'" },
          { name: 'open_key', type: 'varchar', length: '64', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'resolved_at', type: 'datetime', isNullable: true },
          { name: 'resolved_by', type: 'integer', isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_reports_reporter',
            columnNames: ['reporter_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_reports_resolved_by',
            columnNames: ['resolved_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        indices: [
          new TableIndex({ name: 'UQ_reports_open_key', columnNames: ['open_key'], isUnique: true }),
          new TableIndex({ name: 'IDX_reports_queue', columnNames: ['status', 'target_type', 'target_id'] }),
          new TableIndex({ name: 'IDX_reports_reporter', columnNames: ['reporter_id', 'created_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reports');
  }
}
