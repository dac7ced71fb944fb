import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB } from '../../../../../test/support/test-database.js';
import { dataSourceOptions } from '../../../../database/data-source.js';
import { newsRepositoryContract } from './news.repository.contract.js';
import { NewsOrmEntity } from './news.orm-entity.js';
import { TypeOrmNewsRepository } from './typeorm-news.repository.js';

describe(`TypeOrmNewsRepository on ${TEST_DB}`, () => {
  newsRepositoryContract(async () => {
    const database = await createTestDatabase();
    const dataSource = new DataSource({ ...dataSourceOptions(database.settings), entities: [NewsOrmEntity] });
    await dataSource.initialize();
    return {
      repository: new TypeOrmNewsRepository(dataSource),
      teardown: async () => {
        await dataSource.destroy();
        await database.drop();
      },
    };
  });
});
