import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from './columns.js';

/**
 * Decky's phrases (docs/product.md#data). site_settings, which holds the privacy policy in both languages
 * (keys privacy_policy and privacy_policy_en, ADR 0014), exists since the initial schema.
 */
export class Decky1732700000000 implements MigrationInterface {
  name = 'Decky1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'decky_phrases',
        columns: [
          idColumn(),
          { name: 'text', type: 'text' },
          { name: 'language', type: 'varchar', length: '2', default: "'en'" },
          { name: 'category', type: 'varchar', length: '20', default: "'general'" },
          { name: 'isActive', type: 'boolean', default: true },
          createdAtColumn('createdAt'),
          createdAtColumn('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_decky_phrases_language_category', columnNames: ['language', 'category', 'isActive'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('decky_phrases');
  }
}
