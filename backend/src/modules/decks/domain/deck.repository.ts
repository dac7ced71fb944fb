import type { Deck, DeckContent } from './deck.js';

/** Port: where decks and their card lists live. A deck and its cards are written together or not at all. */
export abstract class DeckRepository {
  abstract findById(id: number): Promise<Deck | null>;
  /** Newest first. */
  abstract list(options: { includeDrafts: boolean; offset?: number; limit?: number }): Promise<Deck[]>;
  abstract create(deck: DeckContent): Promise<Deck>;
  abstract update(id: number, deck: DeckContent): Promise<Deck | null>;
  abstract delete(id: number): Promise<boolean>;
  abstract count(): Promise<number>;
}
