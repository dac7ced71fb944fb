import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Comments are read a page at a time, newest first (ADR 0022): this index finds a page of one deck's
 * or news item's comments older than a given id without reading the others, and counts them.
 */
export class CommentPageIndex1733600000000 implements MigrationInterface {
  name = 'CommentPageIndex1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('comments', new TableIndex({ name: 'IDX_comments_page', columnNames: ['contentType', 'contentId', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('comments', 'IDX_comments_page');
  }
}
