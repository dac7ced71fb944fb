import type { Tier } from '../../domain/deck.js';
import type { Listing } from '../../domain/deck-access.js';

/** A deck as the public bulk file gives it: what a tool needs to rebuild the list, no guides. */
export interface ListedDeckList {
  id: number;
  name: string;
  author: string;
  /** The gallery it is listed in: the curated decks or the community's public decks (ADR 0061). */
  listing: Listing;
  /** The owner's public username (null: no owner kept, or the account is gone). */
  ownerUsername: string | null;
  format: string;
  tier: Tier;
  /** The leader's code (the card the deck names, by id else by code), null without a leader. */
  leaderCode: string | null;
  shortDescription: string;
  videoUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** In the order they were saved; each code resolved by the one rule (by id, else the stored code). */
  cards: Array<{ code: string; quantity: number }>;
}

/**
 * Port: every listed deck (curated published and community public) with its card list, a page at a
 * time by id, so a caller reading 10,000 decks never holds them all nor one long statement (ADR 0069).
 */
export abstract class ListedDeckLists {
  /** Up to `limit` listed decks with an id above `afterId`, by id. */
  abstract after(afterId: number, limit: number): Promise<ListedDeckList[]>;
}
