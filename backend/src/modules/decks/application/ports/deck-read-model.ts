import type { Tier } from '../../domain/deck.js';

/** The gallery's orders: SPEC §2 (newest, oldest, name) and the home page's priority-then-newest. */
export const DECK_SORTS = ['newest', 'oldest', 'name', 'priority'] as const;
export type DeckSort = (typeof DECK_SORTS)[number];

/** What a screen asks for: published decks only, every filter optional, one page. */
export interface DeckSearch {
  tier?: Tier;
  format?: string;
  /** The leader's card code (the filter's card id is turned into its code first: decks keep both). */
  leaderCode?: string;
  /** Only when the code is unknown: the leader's card id as stored. */
  leaderId?: number;
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
 * Port: the read side of decks, each call a few SQL statements whose cost follows the page, not
 * the number of decks (projection, WHERE, ORDER BY, LIMIT/OFFSET, GROUP BY in the database).
 */
export abstract class DeckReadModel {
  /** One page of published decks matching the search, and how many match in all. */
  abstract search(search: DeckSearch): Promise<{ rows: DeckSummaryRow[]; total: number }>;
  /** Published decks per stored leader (id, code): one GROUP BY. */
  abstract leaderCounts(): Promise<LeaderCountRow[]>;
  /** The user's favourite published decks, most recently added first: one join. */
  abstract favoritesOf(userId: number): Promise<DeckSummaryRow[]>;
  /** Sum of quantities per deck, counting only cards that still exist (by id, else by code). */
  abstract cardCounts(deckIds: number[]): Promise<Map<number, number>>;
}
