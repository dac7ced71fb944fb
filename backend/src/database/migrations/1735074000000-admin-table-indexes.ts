import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The back office's tables read in SQL (ADR 0074). Their default orders and the deck table's text
 * orders get an index each: the user manager newest first (`users.createdAt`), the news table with its
 * drafts newest first (IDX_news_public_list is led by is_draft), and the admins' decks, drafts included,
 * by name or by author without case, as the galleries' IDX_decks_listing_name (the curated range of
 * IDX_decks_curated already serves newest first, tier, format and priority read a page of the same range).
 * The cards' sorts and filters have theirs since the first schema (code unique, set, type, colour).
 */
export class AdminTableIndexes1735074000000 implements MigrationInterface {
  name = 'AdminTableIndexes1735074000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.createIndex('users', new TableIndex({ name: 'IDX_users_created_at', columnNames: ['createdAt'] }));
    await queryRunner.createIndex('news', new TableIndex({ name: 'IDX_news_created_at', columnNames: ['created_at'] }));
    // A collation: written out, as DecksOwnedByPlayers1734100000000 did (MySQL's already ignores case).
    const caseless = (column: string) => (mysql ? column : `${column} COLLATE NOCASE`);
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_curated_name')} ON decks (curated, ${caseless('name')})`);
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_curated_author')} ON decks (curated, ${caseless('author')})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    // Written out: TypeORM's SQLite runner does not find the indexes with a collation.
    for (const name of ['IDX_decks_curated_author', 'IDX_decks_curated_name'])
      await queryRunner.query(mysql ? `DROP INDEX ${q(name)} ON decks` : `DROP INDEX ${q(name)}`);
    await queryRunner.dropIndex('news', 'IDX_news_created_at');
    await queryRunner.dropIndex('users', 'IDX_users_created_at');
  }
}
