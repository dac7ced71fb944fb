/** A tier-list place the deck holds: deleting the deck takes it off the public tier list of that format. */
export interface TierListPlace {
  format: string;
  tier: string;
}

/** What goes with a deck when it is deleted, counted before the admin confirms (issue 38). */
export interface DeckDeletionImpact {
  /** Comments and replies on the deck's page. */
  comments: number;
  /** Players who keep it among their favourites. */
  favorites: number;
  /** Its places on the public tier list, one per format. */
  tierList: TierListPlace[];
  /** News articles that link to it (they stay, without the link). */
  linkedNews: number;
}

/**
 * Port: the rows other features keep about one deck, counted in the database (a handful of indexed
 * `COUNT`s, never the rows themselves). Read-only, like DeckCardUsage: the deletion itself still goes
 * through DeckService and the `content.deleted` event.
 */
export abstract class DeckDeletionImpactReader {
  /** null when there is no such deck. */
  abstract impactOf(deckId: number): Promise<DeckDeletionImpact | null>;
}
