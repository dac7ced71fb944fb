import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB } from '../../../../../test/support/test-database.js';
import { dataSourceOptions } from '../../../../database/data-source.js';
import { deckRepositoryContract } from './deck.repository.contract.js';
import { DeckCardOrmEntity, DeckCreationOrmEntity, DeckGuideOrmEntity, DeckLeaderCountOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';
import { TypeOrmDeckRepository } from './typeorm-deck.repository.js';

describe(`TypeOrmDeckRepository on ${TEST_DB}`, () => {
  deckRepositoryContract(async () => {
    const database = await createTestDatabase();
    const dataSource = new DataSource({
      ...dataSourceOptions(database.settings),
      entities: [DeckOrmEntity, DeckGuideOrmEntity, DeckCardOrmEntity, DeckLeaderCountOrmEntity, DeckCreationOrmEntity],
    });
    await dataSource.initialize();
    return {
      repository: new TypeOrmDeckRepository(dataSource),
      teardown: async () => {
        await dataSource.destroy();
        await database.drop();
      },
    };
  });
});
