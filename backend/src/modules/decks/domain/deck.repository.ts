import type { Deck, DeckContent } from './deck.js';

/**
 * A save's Idempotency-Key (issue 32 item 6) and the fingerprint of what it sent: kept with the deck
 * it created, in the same transaction, so a save that committed always has its key.
 */
export interface DeckCreationKey {
  key: string;
  fingerprint: string;
}

/** The deck a key created, and the fingerprint of the save that created it. */
export interface DeckCreation {
  deckId: number;
  fingerprint: string;
}

/** Port: where decks and their card lists live. A deck and its cards are written together or not at all. */
export abstract class DeckRepository {
  abstract findById(id: number): Promise<Deck | null>;
  /** Newest first: every deck with drafts, else the curated gallery's (published admins' decks). */
  abstract list(options: { includeDrafts: boolean; offset?: number; limit?: number }): Promise<Deck[]>;
  /**
   * With a key: the key is written in the deck's transaction, and keys created before `keysSince`
   * are forgotten (the same key may then create again). A key still held fails the whole write.
   */
  abstract create(deck: DeckContent, creation?: DeckCreationKey & { keysSince: Date }): Promise<Deck>;
  /** The deck created under this key at or after `since`; none once that deck was deleted. */
  abstract findCreation(key: string, since: Date): Promise<DeckCreation | null>;
  abstract update(id: number, deck: DeckContent): Promise<Deck | null>;
  abstract delete(id: number): Promise<boolean>;
  abstract count(): Promise<number>;
  /** Decks this user owns (the 200-deck limit, ADR 0061). */
  abstract countOwnedBy(ownerId: number): Promise<number>;
  /** When this user's decks created at or after `since` (and still there) were created, oldest first (the creations-per-hour limit). */
  abstract createdSince(ownerId: number, since: Date): Promise<Date[]>;
  /** Counts again the users who favourited this deck (after a favourite is added or removed). */
  abstract recountFavorites(deckId: number): Promise<void>;
  /** Counts again, leaving this user out, the favourites of every deck the user favourited (before the account goes). */
  abstract recountFavoritesWithout(userId: number): Promise<void>;
  /**
   * Moderation (issue 34 item 6): hides a deck from everyone but its owner and admins, or restores it;
   * its `listing` follows (listingOf) and the curated leader counts are counted again, in one
   * transaction. False when there is no such deck.
   */
  abstract setHidden(id: number, hidden: boolean): Promise<boolean>;
  /** The user's community decks (deleted with their account). */
  abstract communityDeckIdsOf(ownerId: number): Promise<number[]>;
}
