/** Port: which decks each user marked as favourite. Adding twice keeps one. (The list is read by the decks read side, in one join.) */
export abstract class FavoriteRepository {
  abstract has(userId: number, deckId: number): Promise<boolean>;
  abstract add(userId: number, deckId: number): Promise<void>;
  abstract remove(userId: number, deckId: number): Promise<void>;
}
