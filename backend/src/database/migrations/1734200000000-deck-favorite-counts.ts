import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The community gallery's "most favourited" order (issue 34, ADR 0061) read from an index: each
 * deck keeps how many users favourited it (`favorite_count`, recounted by every favourite write
 * and before an account's deletion), and IDX_decks_listing_favorites (listing, favorite_count DESC,
 * createdAt DESC, id DESC) serves the order a page at a time instead of counting every listed deck's
 * favourites per request.
 */
export class DeckFavoriteCounts1734200000000 implements MigrationInterface {
  name = 'DeckFavoriteCounts1734200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    // ALTER TABLE … ADD on both databases: TypeORM's addColumn copies the whole table on SQLite.
    await queryRunner.query(`ALTER TABLE decks ADD favorite_count integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE decks SET favorite_count = (SELECT COUNT(*) FROM favorite_decks f WHERE f.deck_id = decks.id)`);
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_listing_favorites')} ON decks (listing, favorite_count DESC, ${q('createdAt')} DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(mysql ? `DROP INDEX ${q('IDX_decks_listing_favorites')} ON decks` : `DROP INDEX ${q('IDX_decks_listing_favorites')}`);
    await queryRunner.query('ALTER TABLE decks DROP COLUMN favorite_count');
  }
}
