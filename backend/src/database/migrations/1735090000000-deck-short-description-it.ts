import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deck's short description in Italian (issue 38 item 6, ADR 0076): `shortDescription` stays the SPEC's
 * (English) one, `shortDescription_it` is optional beside it (as `description`/`description_en` pair the
 * guides); empty means the Italian site shows the English one, marked. On the decks row: the tiles show it.
 */
export class DeckShortDescriptionIt1735090000000 implements MigrationInterface {
  name = 'DeckShortDescriptionIt1735090000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    // ALTER TABLE … ADD on both databases: TypeORM's addColumn copies the whole table on SQLite.
    await queryRunner.query(`ALTER TABLE decks ADD ${q('shortDescription_it')} varchar(500) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(`ALTER TABLE decks DROP COLUMN ${q('shortDescription_it')}`);
  }
}
