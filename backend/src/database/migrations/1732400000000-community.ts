import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from './columns.js';

/** Comments (on decks and news) and favourite decks; both vanish with their user, favourites with their deck. */
export class Community1732400000000 implements MigrationInterface {
  name = 'Community1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'comments',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer' },
          { name: 'content', type: 'text' },
          { name: 'contentType', type: 'varchar', length: '10' },
          { name: 'contentId', type: 'integer' },
          { name: 'parent_id', type: 'integer', isNullable: true },
          createdAtColumn('created_at'),
          createdAtColumn('updated_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_comments_content', columnNames: ['contentType', 'contentId', 'created_at'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_comments_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_comments_parent',
            columnNames: ['parent_id'],
            referencedTableName: 'comments',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'favorite_decks',
        columns: [idColumn(), { name: 'user_id', type: 'integer' }, { name: 'deck_id', type: 'integer' }, createdAtColumn('created_at')],
        indices: [new TableIndex({ name: 'UQ_favorite_decks_user_deck', columnNames: ['user_id', 'deck_id'], isUnique: true })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_favorite_decks_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_favorite_decks_deck',
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
    await queryRunner.dropTable('favorite_decks');
    await queryRunner.dropTable('comments');
  }
}
