import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from './columns.js';

/**
 * The tier list: published decks ranked per format in Tier 1, Tier 2 and Tier 3 (Rogue), with a
 * dense position inside each tier. A deck is listed once per format and leaves with its deck.
 */
export class TierList1732600000000 implements MigrationInterface {
  name = 'TierList1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'tier_list',
        columns: [
          idColumn(),
          { name: 'deck_id', type: 'integer' },
          { name: 'format', type: 'varchar', length: '16' },
          { name: 'tier', type: 'varchar', length: '16' },
          { name: 'position', type: 'integer' },
          { name: 'notes', type: 'varchar', length: '1000', default: "''" },
          createdAtColumn('last_updated'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_tier_list_format_deck', columnNames: ['format', 'deck_id'], isUnique: true }),
          // Positions are unique inside a tier: the board keeps them dense, the database makes sure.
          new TableIndex({ name: 'UQ_tier_list_format_tier_position', columnNames: ['format', 'tier', 'position'], isUnique: true }),
          new TableIndex({ name: 'IDX_tier_list_deck', columnNames: ['deck_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_tier_list_deck',
            columnNames: ['deck_id'],
            referencedTableName: 'decks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tier_list');
  }
}
