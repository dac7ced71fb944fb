import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { idColumn } from './columns.js';

/**
 * The audit log (ADR 0076): one row per admin write. Read newest first, by time range and by entity;
 * pruned by time.
 */
export class AuditLog1735080000000 implements MigrationInterface {
  name = 'AuditLog1735080000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          idColumn(),
          { name: 'created_at', type: 'datetime' },
          { name: 'actor_id', type: 'integer' },
          { name: 'actor_username', type: 'varchar', length: '64' },
          { name: 'action', type: 'varchar', length: '64' },
          { name: 'route', type: 'varchar', length: '200' },
          { name: 'entity_type', type: 'varchar', length: '32' },
          { name: 'entity_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'entity_label', type: 'varchar', length: '120', isNullable: true },
          { name: 'outcome', type: 'varchar', length: '64' },
          { name: 'changes', type: 'text' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_audit_time', columnNames: ['created_at', 'id'] }),
          new TableIndex({ name: 'IDX_audit_entity', columnNames: ['entity_type', 'entity_id', 'created_at'] }),
          new TableIndex({ name: 'IDX_audit_actor', columnNames: ['actor_id', 'created_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_entries');
  }
}
