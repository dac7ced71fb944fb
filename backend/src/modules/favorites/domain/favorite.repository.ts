/** Port: which decks each user marked as favourite. Adding twice keeps one. */
export abstract class FavoriteRepository {
  /** Deck ids, most recently added first. */
  abstract deckIdsOf(userId: number): Promise<number[]>;
  abstract has(userId: number, deckId: number): Promise<boolean>;
  abstract add(userId: number, deckId: number): Promise<void>;
  abstract remove(userId: number, deckId: number): Promise<void>;
}
