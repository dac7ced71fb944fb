import { InMemoryCardRepository } from '../../../cards/infrastructure/persistence/in-memory-card.repository.js';
import { deckReadModelContract } from './deck-read-model.contract.js';
import { InMemoryDeckReadModel } from './in-memory-deck-read-model.js';
import { InMemoryDeckRepository } from './in-memory-deck.repository.js';

describe('InMemoryDeckReadModel', () => {
  deckReadModelContract(async () => {
    const decks = new InMemoryDeckRepository();
    const cards = new InMemoryCardRepository();
    const reads = new InMemoryDeckReadModel(decks, cards);
    return {
      decks,
      cards,
      reads,
      addFavorite: async (userId, deckId) => reads.addFavorite(userId, deckId),
      addPlayer: async (id, username) => reads.addPlayer(id, username),
      teardown: async () => {},
    };
  });
});
