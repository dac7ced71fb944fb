import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A news article's publication time (ADR 0075): hidden from readers until then, and dated by it. Null
 * for every article written before, which stay public as they were.
 */
export class NewsPublishAt1735100000000 implements MigrationInterface {
  name = 'NewsPublishAt1735100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('news', new TableColumn({ name: 'publish_at', type: 'datetime', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('news', 'publish_at');
  }
}
