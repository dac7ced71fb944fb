import { formatRepositoryContract } from './format.repository.contract.js';
import { InMemoryFormatRepository } from './in-memory-format.repository.js';

describe('InMemoryFormatRepository', () => {
  formatRepositoryContract(async () => ({ repository: new InMemoryFormatRepository(), teardown: async () => {} }));
});
