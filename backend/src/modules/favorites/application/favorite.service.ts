import { Injectable } from '@nestjs/common';
import { DeckQueriesService, type DeckPage, type DeckSummary } from '../../decks/application/deck-queries.service.js';
import type { PageRequest } from '../../../shared/domain/paging.js';
import { DeckService } from '../../decks/application/deck.service.js';
import { FavoriteRepository } from '../domain/favorite.repository.js';
import type { Actor } from '../../../shared/domain/actor.js';

/** Favourite decks of verified users (docs/product.md#roles). Only decks the user may read are listed or added. */
@Injectable()
export class FavoriteService {
  constructor(
    private readonly favorites: FavoriteRepository,
    private readonly decks: DeckQueriesService,
    private readonly deckCounts: DeckService,
  ) {}

  /** The user's favourite published decks, most recently added first (one join in the decks read side). */
  async list(userId: number): Promise<DeckSummary[]> {
    return this.decks.favoritesOf(userId);
  }

  /** A numbered page of the same list (ADR 0067). */
  async page(userId: number, page: PageRequest): Promise<DeckPage> {
    return this.decks.favoritesPage(userId, page);
  }

  async isFavorite(userId: number, deckId: number): Promise<boolean> {
    return this.favorites.has(userId, deckId);
  }

  /** Idempotent; an unknown deck, or one the user may not read (a draft, another's private deck), is a 404. */
  async add(actor: Actor, deckId: number): Promise<void> {
    await this.decks.get(deckId, actor);
    await this.favorites.add(actor.id, deckId);
    // The deck's kept count orders the community's "most favourited" (ADR 0061).
    await this.deckCounts.favoritesChanged(deckId);
  }

  /** Idempotent. */
  async remove(userId: number, deckId: number): Promise<void> {
    await this.favorites.remove(userId, deckId);
    await this.deckCounts.favoritesChanged(deckId);
  }
}
