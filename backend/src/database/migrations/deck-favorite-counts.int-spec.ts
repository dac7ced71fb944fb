import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { dataSourceOptions, MIGRATIONS } from '../data-source.js';
import { DeckFavoriteCounts1734200000000 } from './1734200000000-deck-favorite-counts.js';

/** Upgrading a living site (ADR 0061): each deck starts with the favourites it already has. SQLite, and MariaDB under TEST_DB=mysql. */
describe('migration DeckFavoriteCounts1734200000000', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(DeckFavoriteCounts1734200000000));
    dataSource = new DataSource({ ...dataSourceOptions(database.settings), migrations: before, migrationsRun: true, entities: [] });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('counts the favourites each deck already has', async () => {
    for (const id of [1, 2, 3]) await dataSource.query(`INSERT INTO decks (id, name, author) VALUES (?, ?, 'Nami')`, [id, `Deck ${id}`]);
    for (const id of [7, 8]) await dataSource.query('INSERT INTO users (id, username, password) VALUES (?, ?, ?)', [id, `user${id}`, 'x']);
    for (const [userId, deckId] of [
      [7, 1],
      [8, 1],
      [7, 2],
    ])
      await dataSource.query('INSERT INTO favorite_decks (user_id, deck_id) VALUES (?, ?)', [userId, deckId]);

    await new DeckFavoriteCounts1734200000000().up(dataSource.createQueryRunner());

    const rows = (await dataSource.query('SELECT id, favorite_count AS count FROM decks ORDER BY id')) as Array<{
      id: number | string;
      count: number | string;
    }>;
    expect(rows.map((row) => [Number(row.id), Number(row.count)])).toEqual([
      [1, 2],
      [2, 1],
      [3, 0],
    ]);
  });
});
