import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Issue 34 item 7 (200,000 decks, most of them players' private ones; ADR 0061, "Sizes"). The
 * galleries read their own `listing` ranges (DecksOwnedByPlayers1734100000000), but two reads and one
 * write still walked the whole table:
 * - the back office's deck list and GET /api/decks with drafts (`curated = 1`, newest first) and the
 *   dashboard's counts: `IDX_decks_curated (curated, createdAt)` makes them a range of the curated decks;
 * - on SQLite, deleting a deck set `copied_from` to null in its copies by reading every deck (SQLite
 *   indexes no foreign key by itself; MySQL made one for FK_decks_copied_from): `IDX_decks_copied_from`.
 */
export class PlayerDeckSizes1734400000000 implements MigrationInterface {
  name = 'PlayerDeckSizes1734400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('decks', new TableIndex({ name: 'IDX_decks_curated', columnNames: ['curated', 'createdAt'] }));
    if (queryRunner.connection.options.type !== 'mysql')
      await queryRunner.createIndex('decks', new TableIndex({ name: 'IDX_decks_copied_from', columnNames: ['copied_from'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    // Written out, as the migrations before: TypeORM's SQLite runner does not always find the indexes it did not create.
    await queryRunner.query(mysql ? `DROP INDEX ${q('IDX_decks_curated')} ON decks` : `DROP INDEX ${q('IDX_decks_curated')}`);
    if (!mysql) await queryRunner.query(`DROP INDEX ${q('IDX_decks_copied_from')}`);
  }
}
