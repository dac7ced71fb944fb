import { deckRepositoryContract } from './deck.repository.contract.js';
import { InMemoryDeckRepository } from './in-memory-deck.repository.js';

describe('InMemoryDeckRepository', () => {
  deckRepositoryContract(async () => ({ repository: new InMemoryDeckRepository(), teardown: async () => {} }));
});
