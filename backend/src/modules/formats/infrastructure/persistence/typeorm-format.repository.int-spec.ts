import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB } from '../../../../../test/support/test-database.js';
import { dataSourceOptions } from '../../../../database/data-source.js';
import { formatRepositoryContract } from './format.repository.contract.js';
import { FormatOrmEntity } from './format.orm-entity.js';
import { TypeOrmFormatRepository } from './typeorm-format.repository.js';

async function openDatabase() {
  const database = await createTestDatabase();
  const dataSource = new DataSource({ ...dataSourceOptions(database.settings), entities: [FormatOrmEntity] });
  await dataSource.initialize();
  return {
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}

describe(`TypeOrmFormatRepository on ${TEST_DB}`, () => {
  it('finds the formats the migration seeds on every database, OP10 current', async () => {
    const { dataSource, close } = await openDatabase();
    try {
      const formats = await new TypeOrmFormatRepository(dataSource).list();
      expect(formats.map((format) => format.code)).toEqual(['OP16', 'OP15', 'OP14', 'OP13', 'OP12', 'OP11', 'OP10', 'OP09', 'OP08']);
      expect(formats.filter((format) => format.isCurrent).map((format) => format.code)).toEqual(['OP10']);
      const op10 = formats.find((format) => format.code === 'OP10')!;
      expect(op10.legalSets).toEqual(expect.arrayContaining(['P', 'ST01', 'OP01', 'OP09', 'OP10', 'EB01', 'PRB01']));
      expect(op10.legalSets).not.toContain('OP11');
      expect(op10.banList).toEqual([]);
    } finally {
      await close();
    }
  });

  formatRepositoryContract(async () => {
    const { dataSource, close } = await openDatabase();
    // The contract starts from an empty table: remove the seeded formats.
    await dataSource.getRepository(FormatOrmEntity).clear();
    return { repository: new TypeOrmFormatRepository(dataSource), teardown: close };
  });
});
