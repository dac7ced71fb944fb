import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** The card-image cache (issue 13): where each source address's picture and thumbnail are stored, and its retry state. */
export class CardImages1733100000000 implements MigrationInterface {
  name = 'CardImages1733100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'card_images',
        columns: [
          { name: 'sourceKey', type: 'varchar', length: '64', isPrimary: true },
          { name: 'sourceUrl', type: 'varchar', length: '1024' },
          { name: 'fullPath', type: 'varchar', length: '255', isNullable: true },
          { name: 'thumbPath', type: 'varchar', length: '255', isNullable: true },
          { name: 'failures', type: 'int', default: 0 },
          { name: 'nextAttemptAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('card_images');
  }
}
