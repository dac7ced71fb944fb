import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB } from '../../../../../test/support/test-database.js';
import { dataSourceOptions } from '../../../../database/data-source.js';
import { cardRepositoryContract } from './card.repository.contract.js';
import { CardOrmEntity } from './card.orm-entity.js';
import { TypeOrmCardRepository } from './typeorm-card.repository.js';

describe(`TypeOrmCardRepository on ${TEST_DB}`, () => {
  cardRepositoryContract(async () => {
    const database = await createTestDatabase();
    const dataSource = new DataSource({ ...dataSourceOptions(database.settings), entities: [CardOrmEntity] });
    await dataSource.initialize();
    return {
      repository: new TypeOrmCardRepository(dataSource),
      teardown: async () => {
        await dataSource.destroy();
        await database.drop();
      },
    };
  });

  it('rolls back the whole batch when one row is invalid', async () => {
    const database = await createTestDatabase();
    const dataSource = new DataSource({ ...dataSourceOptions(database.settings), entities: [CardOrmEntity] });
    await dataSource.initialize();
    try {
      const repository = new TypeOrmCardRepository(dataSource);
      const valid = Array.from({ length: 600 }, (_, index) => ({
        code: `OP98-${index}`,
        name: 'ok',
        type: 'CHARACTER',
        imageUrl: null,
        cost: 1,
        power: 1000,
        counter: null,
        color: 'Red',
        attribute: null,
        family: null,
        ability: null,
        trigger: null,
        set: 'OP-98',
      }));
      // name is NOT NULL: the last chunk fails after the first one was written.
      const broken = [...valid, { ...valid[0], code: 'OP98-broken', name: null as unknown as string }];
      await expect(repository.upsertMany(broken)).rejects.toThrow();
      expect(await repository.count()).toBe(0);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
