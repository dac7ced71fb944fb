import { cardRepositoryContract } from './card.repository.contract.js';
import { InMemoryCardRepository } from './in-memory-card.repository.js';

describe('InMemoryCardRepository', () => {
  cardRepositoryContract(async () => ({ repository: new InMemoryCardRepository(), teardown: async () => {} }));
});
