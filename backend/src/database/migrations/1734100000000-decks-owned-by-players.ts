import { MigrationInterface, QueryRunner, TableForeignKey, TableIndex } from 'typeorm';

/** The gallery indexes of DeckGuides1733800000000 and the older list indexes, all led by isDraft. */
const DRAFT_LED_INDEXES = [
  'IDX_decks_public_list',
  'IDX_decks_published_leader',
  'IDX_decks_gallery_format',
  'IDX_decks_gallery_format_tier',
  'IDX_decks_gallery_tier',
  'IDX_decks_gallery_leader',
  'IDX_decks_gallery_priority',
  'IDX_decks_gallery_name',
];

/**
 * Decks owned by players (issue 34, ADR 0061). Each deck gets its owner (`owner_id`, kept null when
 * the account is deleted: an admin's curated decks stay, a player's community decks are deleted by
 * the app first), whether it is `curated` (an admin's; every deck made before this is), its
 * `visibility` (private, unlisted, public: a community deck's), the deck it was `copied_from` (null
 * once that one is deleted), `hidden` (moderation) and `listing`: the gallery it is listed in
 * ('curated', 'community' or none), kept by every write, so each gallery reads its own index range
 * instead of skipping a crowd of private decks. The gallery indexes are led by `listing` instead
 * of `isDraft`; `IDX_decks_owner` serves "my decks" and a player's page.
 *
 * The columns are added with ALTER TABLE … ADD on both databases: TypeORM's addColumn copies the
 * whole table on SQLite, and dropping the old copy would cascade to deck_cards (as DeckGuides notes).
 * SQLite takes a column's foreign key in its ADD; MySQL gets it with createForeignKey.
 */
export class DecksOwnedByPlayers1734100000000 implements MigrationInterface {
  name = 'DecksOwnedByPlayers1734100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    const add = (column: string, definition: string, references?: string) =>
      queryRunner.query(`ALTER TABLE decks ADD ${q(column)} ${definition}${!mysql && references ? ` REFERENCES ${references}` : ''}`);

    await add('owner_id', 'integer NULL', 'users (id) ON DELETE SET NULL');
    await add('curated', 'boolean NOT NULL DEFAULT 1');
    await add('visibility', "varchar(16) NOT NULL DEFAULT 'public'");
    await add('copied_from', 'integer NULL', 'decks (id) ON DELETE SET NULL');
    await add('hidden', 'boolean NOT NULL DEFAULT 0');
    await add('listing', 'varchar(16) NULL');
    // Every deck so far is an admin's: listed in the curated gallery once published.
    await queryRunner.query(`UPDATE decks SET listing = 'curated' WHERE ${q('isDraft')} = 0`);

    // Written out: TypeORM's SQLite runner does not find the indexes with DESC or a collation.
    const dropIndex = (name: string) => queryRunner.query(mysql ? `DROP INDEX ${q(name)} ON decks` : `DROP INDEX ${q(name)}`);
    for (const name of DRAFT_LED_INDEXES) await dropIndex(name);
    const indexes = [
      new TableIndex({ name: 'IDX_decks_listing', columnNames: ['listing', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_listing_format', columnNames: ['listing', 'format', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_listing_format_tier', columnNames: ['listing', 'format', 'tier', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_listing_tier', columnNames: ['listing', 'tier', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_listing_leader', columnNames: ['listing', 'leaderCode', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_owner', columnNames: ['owner_id', 'createdAt'] }),
    ];
    for (const index of indexes) await queryRunner.createIndex('decks', index);
    // Mixed directions and a collation: written out, as DeckGuides1733800000000 did.
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_listing_priority')} ON decks (listing, priority, ${q('createdAt')} DESC, id DESC)`);
    const name = mysql ? 'name' : 'name COLLATE NOCASE';
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_listing_name')} ON decks (listing, ${name})`);
    // "Most favourited" counts a page's favourites by deck.
    await queryRunner.createIndex('favorite_decks', new TableIndex({ name: 'IDX_favorite_decks_deck', columnNames: ['deck_id'] }));

    if (mysql) {
      await queryRunner.createForeignKey(
        'decks',
        new TableForeignKey({
          name: 'FK_decks_owner',
          columnNames: ['owner_id'],
          referencedTableName: 'users',
          referencedColumnNames: ['id'],
          onDelete: 'SET NULL',
        }),
      );
      await queryRunner.createForeignKey(
        'decks',
        new TableForeignKey({
          name: 'FK_decks_copied_from',
          columnNames: ['copied_from'],
          referencedTableName: 'decks',
          referencedColumnNames: ['id'],
          onDelete: 'SET NULL',
        }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    // Community decks have no place in the schema before this one.
    await queryRunner.query('DELETE FROM decks WHERE curated = 0');
    if (mysql) {
      await queryRunner.dropForeignKey('decks', 'FK_decks_owner');
      await queryRunner.dropForeignKey('decks', 'FK_decks_copied_from');
    }
    await queryRunner.dropIndex('favorite_decks', 'IDX_favorite_decks_deck');
    const dropIndex = (name: string) => queryRunner.query(mysql ? `DROP INDEX ${q(name)} ON decks` : `DROP INDEX ${q(name)}`);
    for (const index of ['IDX_decks_listing', 'IDX_decks_listing_format', 'IDX_decks_listing_format_tier', 'IDX_decks_listing_tier']) await dropIndex(index);
    for (const index of ['IDX_decks_listing_leader', 'IDX_decks_owner', 'IDX_decks_listing_priority', 'IDX_decks_listing_name']) await dropIndex(index);
    // SQLite refuses to drop a column a foreign key names; those two stay there, unused.
    const columns = mysql ? ['owner_id', 'curated', 'visibility', 'copied_from', 'hidden', 'listing'] : ['curated', 'visibility', 'hidden', 'listing'];
    for (const column of columns) await queryRunner.query(`ALTER TABLE decks DROP COLUMN ${q(column)}`);
    const indexes = [
      new TableIndex({ name: 'IDX_decks_public_list', columnNames: ['isDraft', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_published_leader', columnNames: ['isDraft', 'leaderCode', 'leaderId'] }),
      new TableIndex({ name: 'IDX_decks_gallery_format', columnNames: ['isDraft', 'format', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_gallery_format_tier', columnNames: ['isDraft', 'format', 'tier', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_gallery_tier', columnNames: ['isDraft', 'tier', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_gallery_leader', columnNames: ['isDraft', 'leaderCode', 'createdAt'] }),
    ];
    for (const index of indexes) await queryRunner.createIndex('decks', index);
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_gallery_priority')} ON decks (${q('isDraft')}, priority, ${q('createdAt')} DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_gallery_name')} ON decks (${q('isDraft')}, ${mysql ? 'name' : 'name COLLATE NOCASE'})`);
  }
}
