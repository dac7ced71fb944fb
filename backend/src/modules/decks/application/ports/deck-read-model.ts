import type { Tier } from '../../domain/deck.js';

/** The gallery's orders: newest, oldest, name (A→Z) and the home page's priority-then-newest. */
export const DECK_SORTS = ['newest', 'oldest', 'name', 'priority'] as const;
export type DeckSort = (typeof DECK_SORTS)[number];

/** What a screen asks for: every filter optional, one page. */
export interface DeckSearch {
  tier?: Tier;
  format?: string;
  /** The leader's card code (the filter's card id is turned into its code first: decks keep both). */
  leaderCode?: string;
  /** Only when the card is unknown: decks without a code whose stored leader id is this. */
  leaderId?: number;
  /** Words that the deck's name or author contains (the back office's search). */
  text?: string;
  /** Drafts too (the back office); published decks only otherwise. */
  includeDrafts?: boolean;
  sort: DeckSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** A deck as a tile shows it: no guides, no card list; the leader is resolved by the service. */
export interface DeckSummaryRow {
  id: number;
  name: string;
  author: string;
  tier: Tier;
  format: string;
  leaderId: number | null;
  leaderCode: string | null;
  shortDescription: string;
  priority: number;
  isDraft: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface LeaderCountRow {
  leaderId: number | null;
  leaderCode: string | null;
  count: number;
}

/**
 * Port: the read side of decks. Lists read the `decks` rows alone (a few hundred bytes each; the
 * guides are elsewhere) through indexes made for them, each call a few SQL statements whose cost
 * follows the page, not the number of decks (ADR 0013, 0046).
 */
export abstract class DeckReadModel {
  /** One page of decks matching the search, and how many match in all. */
  abstract search(search: DeckSearch): Promise<{ rows: DeckSummaryRow[]; total: number }>;
  /** Published decks by id, in no particular order. */
  abstract publishedByIds(ids: readonly number[]): Promise<DeckSummaryRow[]>;
  /** Every published deck of a format, by priority (1 first) then newest. */
  abstract publishedOfFormat(format: string): Promise<DeckSummaryRow[]>;
  /** Published decks per leader code: one row per leader, kept on write. */
  abstract leaderCounts(): Promise<LeaderCountRow[]>;
  /** The user's favourite published decks, most recently added first: one join. */
  abstract favoritesOf(userId: number): Promise<DeckSummaryRow[]>;
  /** Sum of quantities per deck, counting only cards that still exist (by id, else by code). */
  abstract cardCounts(deckIds: readonly number[]): Promise<Map<number, number>>;
  /** Ids of every published deck, oldest first (the sitemap). */
  abstract publishedIds(): Promise<number[]>;
}
