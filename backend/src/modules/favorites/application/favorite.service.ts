import { Injectable } from '@nestjs/common';
import { DeckQueriesService, type DeckSummary } from '../../decks/application/deck-queries.service.js';
import { FavoriteRepository } from '../domain/favorite.repository.js';

/** Favourite decks of verified users (docs/product.md#roles). Drafts are never listed nor added. */
@Injectable()
export class FavoriteService {
  constructor(
    private readonly favorites: FavoriteRepository,
    private readonly decks: DeckQueriesService,
  ) {}

  /** The user's favourite published decks, most recently added first (one join in the decks read side). */
  async list(userId: number): Promise<DeckSummary[]> {
    return this.decks.favoritesOf(userId);
  }

  async isFavorite(userId: number, deckId: number): Promise<boolean> {
    return this.favorites.has(userId, deckId);
  }

  /** Idempotent; an unknown deck or a draft is a 404. */
  async add(userId: number, deckId: number): Promise<void> {
    await this.decks.get(deckId, false);
    await this.favorites.add(userId, deckId);
  }

  /** Idempotent. */
  async remove(userId: number, deckId: number): Promise<void> {
    await this.favorites.remove(userId, deckId);
  }
}
