import { InMemoryNewsRepository } from './in-memory-news.repository.js';
import { newsRepositoryContract } from './news.repository.contract.js';

describe('InMemoryNewsRepository', () => {
  newsRepositoryContract(async () => ({ repository: new InMemoryNewsRepository(), teardown: async () => {} }));
});
