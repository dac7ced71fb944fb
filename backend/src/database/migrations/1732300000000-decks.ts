import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, longTextType } from './columns.js';

/** Decks and their cards. Card references keep the code next to the id, so a re-import that renumbers cards can re-link them. */
export class Decks1732300000000 implements MigrationInterface {
  name = 'Decks1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'decks',
        columns: [
          idColumn(),
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'author', type: 'varchar', length: '80' },
          { name: 'tier', type: 'varchar', length: '16', default: "'Tier 1'" },
          { name: 'format', type: 'varchar', length: '16', default: "'OP10'" },
          { name: 'leaderId', type: 'integer', isNullable: true },
          { name: 'leaderCode', type: 'varchar', length: '64', isNullable: true },
          { name: 'shortDescription', type: 'varchar', length: '500', default: "''" },
          { name: 'description', type: longTextType(queryRunner), isNullable: true },
          { name: 'description_en', type: longTextType(queryRunner), isNullable: true },
          { name: 'videoUrl', type: 'varchar', length: '500', isNullable: true },
          { name: 'matchups', type: 'text', isNullable: true },
          { name: 'priority', type: 'integer', default: 5 },
          { name: 'isDraft', type: 'boolean', default: false },
          createdAtColumn('createdAt'),
          createdAtColumn('updatedAt'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_decks_public_list', columnNames: ['isDraft', 'createdAt'] }),
          new TableIndex({ name: 'IDX_decks_format_tier', columnNames: ['format', 'tier'] }),
          new TableIndex({ name: 'IDX_decks_leader', columnNames: ['leaderId'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'deck_cards',
        columns: [
          idColumn(),
          { name: 'deck_id', type: 'integer' },
          { name: 'card_id', type: 'integer' },
          { name: 'card_code', type: 'varchar', length: '64' },
          { name: 'quantity', type: 'integer' },
        ],
        indices: [new TableIndex({ name: 'IDX_deck_cards_deck', columnNames: ['deck_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_deck_cards_deck',
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
    await queryRunner.dropTable('deck_cards');
    await queryRunner.dropTable('decks');
  }
}
