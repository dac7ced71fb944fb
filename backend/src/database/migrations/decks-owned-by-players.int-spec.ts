import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { dataSourceOptions, MIGRATIONS } from '../data-source.js';
import { DecksOwnedByPlayers1734100000000 } from './1734100000000-decks-owned-by-players.js';

/**
 * Upgrading a living site (ADR 0061): every deck made before owners were kept is a curated deck
 * without an owner, listed in the curated gallery once published; copies lose their source and
 * decks their owner, never the other way round. On SQLite, and on MariaDB under TEST_DB=mysql.
 */
describe('migration DecksOwnedByPlayers1734100000000', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const q = (name: string) => dataSource.driver.escape(name);

  beforeAll(async () => {
    database = await createTestDatabase();
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(DecksOwnedByPlayers1734100000000));
    dataSource = new DataSource({ ...dataSourceOptions(database.settings), migrations: before, migrationsRun: true, entities: [] });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('makes earlier decks curated and listed when published, and keeps copies and decks when their source or owner goes', async () => {
    const deck = (id: number, isDraft: number) =>
      dataSource.query(`INSERT INTO decks (id, name, author, ${q('leaderCode')}, ${q('isDraft')}) VALUES (?, ?, 'Nami', 'OP01-001', ?)`, [
        id,
        `Deck ${id}`,
        isDraft,
      ]);
    await deck(1, 0);
    await deck(2, 1);
    await dataSource.query(`INSERT INTO deck_cards (deck_id, card_id, card_code, quantity) VALUES (1, 5, 'OP01-016', 4)`);

    await new DecksOwnedByPlayers1734100000000().up(dataSource.createQueryRunner());

    const rows = (await dataSource.query(
      `SELECT id, owner_id AS ownerId, curated, visibility, copied_from AS copiedFrom, hidden, listing FROM decks ORDER BY id`,
    )) as Array<Record<string, unknown>>;
    expect(rows.map((row) => [Number(row.id), row.ownerId, Number(row.curated), row.visibility, row.copiedFrom, Number(row.hidden), row.listing])).toEqual([
      [1, null, 1, 'public', null, 0, 'curated'],
      [2, null, 1, 'public', null, 0, null],
    ]);

    // A player's deck copied from deck 1: deleting the source keeps the copy, deleting the player keeps nothing of theirs pointing at them.
    await dataSource.query(`INSERT INTO users (id, username, password) VALUES (7, 'luffy', 'x')`);
    await dataSource.query(
      `INSERT INTO decks (id, name, author, owner_id, curated, visibility, copied_from, listing) VALUES (3, 'Copy', 'Luffy', 7, 0, 'public', 1, 'community')`,
    );
    await dataSource.query('DELETE FROM decks WHERE id = 1');
    await dataSource.query('DELETE FROM users WHERE id = 7');
    const [copy] = (await dataSource.query('SELECT owner_id AS ownerId, copied_from AS copiedFrom FROM decks WHERE id = 3')) as Array<Record<string, unknown>>;
    expect(copy).toEqual({ ownerId: null, copiedFrom: null });
    // Deck 1's cards went with it, as before (the new columns' foreign keys changed nothing of deck_cards).
    expect(Number((await dataSource.query('SELECT COUNT(*) AS n FROM deck_cards'))[0].n)).toBe(0);
  });
});
