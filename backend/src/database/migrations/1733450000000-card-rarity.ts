import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** A card's rarity where the imported file carries it (issue #16, the search's `r:`). */
export class CardRarity1733450000000 implements MigrationInterface {
  name = 'CardRarity1733450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('cards', new TableColumn({ name: 'rarity', type: 'varchar', length: '32', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('cards', 'rarity');
  }
}
