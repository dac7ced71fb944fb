import { DataSource } from 'typeorm';
import { createMigratedTestDatabase, TEST_DB, type TestDatabase } from '../../../../../test/support/test-database.js';
import { dataSourceOptions } from '../../../../database/data-source.js';
import { TierListOrmEntity } from './tier-list.orm-entity.js';
import { TypeOrmTierListRepository } from './typeorm-tier-list.repository.js';

describe(`TypeOrmTierListRepository on ${TEST_DB}`, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    dataSource = new DataSource({ ...dataSourceOptions(database.settings), entities: [TierListOrmEntity] });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  // The demo seed places every published deck of the current format at once: on a site with
  // thousands, one INSERT's read-back went past SQLite's 1,000-term expression limit and start-up failed.
  it('places 1,200 decks in one change, in order', async () => {
    const ids = Array.from({ length: 1200 }, (_, index) => index + 1);
    for (let start = 0; start < ids.length; start += 300) {
      const slice = ids.slice(start, start + 300);
      await dataSource.query(
        `INSERT INTO decks (id, name, author) VALUES ${slice.map(() => "(?, ?, 'Nami')").join(', ')}`,
        slice.flatMap((id) => [id, `Deck ${id}`]),
      );
    }
    const repository = new TypeOrmTierListRepository(dataSource);

    const entries = await repository.change('OP10', (board) => {
      for (const deckId of ids) board.place({ deckId, tier: deckId % 2 ? 'Tier 1' : 'Tier 2' });
    });

    expect(entries).toHaveLength(1200);
    expect(entries.filter((entry) => entry.tier === 'Tier 1').map((entry) => entry.deckId)).toEqual(ids.filter((id) => id % 2));
    expect(entries.filter((entry) => entry.tier === 'Tier 1').map((entry) => entry.position)).toEqual(Array.from({ length: 600 }, (_, index) => index + 1));
  });
});
