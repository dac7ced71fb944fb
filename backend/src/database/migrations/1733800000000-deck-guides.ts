import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { longTextType } from './columns.js';

const GUIDE_COLUMNS = ['description', 'description_en', 'matchups'] as const;
const GALLERY_INDEXES = [
  'IDX_decks_gallery_format',
  'IDX_decks_gallery_format_tier',
  'IDX_decks_gallery_tier',
  'IDX_decks_gallery_leader',
  'IDX_decks_gallery_priority',
  'IDX_decks_gallery_name',
];

/**
 * The deck read side at real size (issue 31, ADR 0046): the guides (about 5 KB in each language) and
 * the matchups move out of `decks` into `deck_guides`, read only by a deck page, so the rows the
 * gallery, the leader options and the favourites scan are a few hundred bytes. Composite indexes let
 * the gallery's filters and orders read a page's rows from an index instead of sorting every deck,
 * and `deck_leader_counts` keeps the published decks per leader for the leader options.
 */
export class DeckGuides1733800000000 implements MigrationInterface {
  name = 'DeckGuides1733800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.createTable(
      new Table({
        name: 'deck_guides',
        columns: [
          { name: 'deck_id', type: 'integer', isPrimary: true },
          { name: 'description', type: longTextType(queryRunner), isNullable: true },
          { name: 'description_en', type: longTextType(queryRunner), isNullable: true },
          // Up to 50 matchups of 5,000 characters: more than MySQL's TEXT (64 KB) holds.
          { name: 'matchups', type: longTextType(queryRunner), isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_deck_guides_deck',
            columnNames: ['deck_id'],
            referencedTableName: 'decks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO deck_guides (deck_id, description, description_en, matchups) SELECT id, description, description_en, matchups FROM decks`,
    );
    // A plain DROP COLUMN on both databases (SQLite ≥ 3.35): TypeORM's dropColumn would copy the
    // whole table on SQLite, and dropping the old copy would cascade to deck_cards.
    for (const column of GUIDE_COLUMNS) await queryRunner.query(`ALTER TABLE decks DROP COLUMN ${q(column)}`);

    // A deck's leader is found by its code (ADR 0007); decks saved before codes were stored get theirs,
    // so the gallery's leader filter is one equality on an index.
    await queryRunner.query(
      `UPDATE decks SET ${q('leaderCode')} = (SELECT c.code FROM cards c WHERE c.id = decks.${q('leaderId')}) WHERE ${q('leaderCode')} IS NULL`,
    );

    // The gallery: published decks (isDraft = 0), filtered by format and tier or by leader, ordered by
    // date, name or priority. Each index serves a filter with the order that follows it; InnoDB and
    // SQLite append the primary key, the orders' last tie-breaker. IDX_decks_public_list (isDraft,
    // createdAt) serves the unfiltered dates, IDX_decks_published_leader the leader counts.
    const indexes = [
      new TableIndex({ name: 'IDX_decks_gallery_format', columnNames: ['isDraft', 'format', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_gallery_format_tier', columnNames: ['isDraft', 'format', 'tier', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_gallery_tier', columnNames: ['isDraft', 'tier', 'createdAt'] }),
      new TableIndex({ name: 'IDX_decks_gallery_leader', columnNames: ['isDraft', 'leaderCode', 'createdAt'] }),
    ];
    for (const index of indexes) await queryRunner.createIndex('decks', index);
    await queryRunner.dropIndex('decks', 'IDX_decks_format_tier');
    // Published decks per leader, kept by every deck write (TypeOrmDeckRepository), so the leader
    // options read one row per leader instead of grouping every deck.
    await queryRunner.createTable(
      new Table({
        name: 'deck_leader_counts',
        columns: [
          { name: 'leaderCode', type: 'varchar', length: '64', isPrimary: true },
          { name: 'count', type: 'integer' },
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO deck_leader_counts (${q('leaderCode')}, count) SELECT ${q('leaderCode')}, COUNT(*) FROM decks WHERE ${q('isDraft')} = 0 AND ${q('leaderCode')} IS NOT NULL GROUP BY ${q('leaderCode')}`,
    );
    // Priority first, then newest: mixed directions, which only an index written with them can serve.
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_gallery_priority')} ON decks (${q('isDraft')}, priority, ${q('createdAt')} DESC, id DESC)`);
    // A-to-Z ignores case: MySQL's utf8mb4_unicode_ci compares so already; SQLite needs the index's collation.
    const name = queryRunner.connection.options.type === 'mysql' ? 'name' : 'name COLLATE NOCASE';
    await queryRunner.query(`CREATE INDEX ${q('IDX_decks_gallery_name')} ON decks (${q('isDraft')}, ${name})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('deck_leader_counts');
    for (const name of GALLERY_INDEXES) await queryRunner.dropIndex('decks', name);
    await queryRunner.createIndex('decks', new TableIndex({ name: 'IDX_decks_format_tier', columnNames: ['format', 'tier'] }));
    await queryRunner.query(`ALTER TABLE decks ADD description ${longTextType(queryRunner)} NULL`);
    await queryRunner.query(`ALTER TABLE decks ADD description_en ${longTextType(queryRunner)} NULL`);
    await queryRunner.query(`ALTER TABLE decks ADD matchups text NULL`);
    await queryRunner.query(
      `UPDATE decks SET description = (SELECT g.description FROM deck_guides g WHERE g.deck_id = decks.id), description_en = (SELECT g.description_en FROM deck_guides g WHERE g.deck_id = decks.id), matchups = (SELECT g.matchups FROM deck_guides g WHERE g.deck_id = decks.id)`,
    );
    await queryRunner.dropTable('deck_guides');
  }
}
