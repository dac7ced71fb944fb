import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { dataSourceOptions, MIGRATIONS } from '../data-source.js';
import { DeckGuides1733800000000 } from './1733800000000-deck-guides.js';

/**
 * Upgrading a living site (ADR 0046): decks written before the migration keep their guides and
 * matchups (now in deck_guides), a deck saved before codes were stored gets its leader's code, and
 * the leader counts start right. On SQLite, and on MariaDB under TEST_DB=mysql.
 */
describe('migration DeckGuides1733800000000', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(DeckGuides1733800000000));
    dataSource = new DataSource({ ...dataSourceOptions(database.settings), migrations: before, migrationsRun: true, entities: [] });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('moves the guides out of decks, fills in missing leader codes and counts published decks per leader', async () => {
    const q = (name: string) => dataSource.driver.escape(name);
    await dataSource.query(`INSERT INTO cards (id, code, name, type) VALUES (7, 'OP01-001', 'Zoro', 'LEADER')`);
    const deck = (id: number, leaderCode: string | null, isDraft: number) =>
      dataSource.query(
        `INSERT INTO decks (id, name, author, ${q('leaderId')}, ${q('leaderCode')}, description, description_en, matchups, ${q('isDraft')}) VALUES (?, ?, 'Nami', 7, ?, ?, ?, ?, ?)`,
        [
          id,
          `Deck ${id}`,
          leaderCode,
          `<p>Guida ${id}</p>`,
          `<p>Guide ${id}</p>`,
          JSON.stringify([{ deck: 'Kid', favorable: 'Even', strategy: 'Race.' }]),
          isDraft,
        ],
      );
    await deck(1, 'OP01-001', 0);
    await deck(2, null, 0);
    await deck(3, 'OP01-001', 1);

    await new DeckGuides1733800000000().up(dataSource.createQueryRunner());

    const guides = await dataSource.query('SELECT deck_id, description, description_en, matchups FROM deck_guides ORDER BY deck_id');
    expect(guides.map((row: { deck_id: number | string }) => Number(row.deck_id))).toEqual([1, 2, 3]);
    expect(guides[1]).toMatchObject({ description: '<p>Guida 2</p>', description_en: '<p>Guide 2</p>' });
    expect(JSON.parse(guides[1].matchups)).toEqual([{ deck: 'Kid', favorable: 'Even', strategy: 'Race.' }]);
    const columns = Object.keys((await dataSource.query('SELECT * FROM decks WHERE id = 1'))[0]);
    expect(columns).not.toEqual(expect.arrayContaining(['description']));
    expect(columns).not.toContain('matchups');
    expect((await dataSource.query(`SELECT ${q('leaderCode')} AS code FROM decks WHERE id = 2`))[0].code).toBe('OP01-001');
    const counts = await dataSource.query(`SELECT ${q('leaderCode')} AS code, count FROM deck_leader_counts`);
    expect(counts.map((row: { code: string; count: number | string }) => [row.code, Number(row.count)])).toEqual([['OP01-001', 2]]);
  });
});
