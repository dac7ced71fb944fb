import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_DB } from '../../../../../test/support/test-database.js';
import { dataSourceOptions } from '../../../../database/data-source.js';
import { CardOrmEntity } from '../../../cards/infrastructure/persistence/card.orm-entity.js';
import { TypeOrmCardRepository } from '../../../cards/infrastructure/persistence/typeorm-card.repository.js';
import { deckReadModelContract } from './deck-read-model.contract.js';
import { DeckCardOrmEntity, DeckCreationOrmEntity, DeckGuideOrmEntity, DeckLeaderCountOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';
import { TypeOrmDeckReadModel } from './typeorm-deck-read-model.js';
import { TypeOrmDeckRepository } from './typeorm-deck.repository.js';

describe(`TypeOrmDeckReadModel on ${TEST_DB}`, () => {
  deckReadModelContract(async () => {
    const database = await createTestDatabase();
    const dataSource = new DataSource({
      ...dataSourceOptions(database.settings),
      entities: [DeckOrmEntity, DeckGuideOrmEntity, DeckCardOrmEntity, DeckLeaderCountOrmEntity, DeckCreationOrmEntity, CardOrmEntity],
    });
    await dataSource.initialize();
    const users = new Set<number>();
    const decks = new TypeOrmDeckRepository(dataSource);
    return {
      decks,
      cards: new TypeOrmCardRepository(dataSource),
      reads: new TypeOrmDeckReadModel(dataSource),
      // The favorites module's tables, written as rows (a favourite needs its user).
      addFavorite: async (userId, deckId) => {
        if (!users.has(userId)) {
          await dataSource.query('INSERT INTO users (id, username, password) VALUES (?, ?, ?)', [userId, `user${userId}`, 'x']);
          users.add(userId);
        }
        await dataSource.query('INSERT INTO favorite_decks (user_id, deck_id) VALUES (?, ?)', [userId, deckId]);
        // As FavoriteService does after each favourite write.
        await decks.recountFavorites(deckId);
      },
      addPlayer: async (id, username) => {
        await dataSource.query('INSERT INTO users (id, username, password) VALUES (?, ?, ?)', [id, username, 'x']);
        users.add(id);
      },
      teardown: async () => {
        await dataSource.destroy();
        await database.drop();
      },
    };
  });
});
