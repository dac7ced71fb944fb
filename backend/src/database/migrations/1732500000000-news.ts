import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, longTextType } from './columns.js';

/**
 * News articles (docs/product.md#data). The excerpts are derived on write so lists never read the bodies; a
 * linked deck that is deleted leaves the article without the link.
 */
export class News1732500000000 implements MigrationInterface {
  name = 'News1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'news',
        columns: [
          idColumn(),
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'title_it', type: 'varchar', length: '200', isNullable: true },
          { name: 'content', type: longTextType(queryRunner) },
          { name: 'content_it', type: longTextType(queryRunner), isNullable: true },
          { name: 'excerpt', type: 'varchar', length: '400', default: "''" },
          { name: 'excerpt_it', type: 'varchar', length: '400', isNullable: true },
          { name: 'author', type: 'varchar', length: '80' },
          { name: 'deck_id', type: 'integer', isNullable: true },
          { name: 'youtube_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'image_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'is_highlighted', type: 'boolean', default: false },
          { name: 'is_draft', type: 'boolean', default: false },
          createdAtColumn('created_at'),
          createdAtColumn('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_news_public_list', columnNames: ['is_draft', 'created_at'] }),
          new TableIndex({ name: 'IDX_news_highlighted', columnNames: ['is_draft', 'is_highlighted', 'created_at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_news_deck',
            columnNames: ['deck_id'],
            referencedTableName: 'decks',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('news');
  }
}
