import type { PageRequest } from '../../../../shared/domain/paging.js';
import type { SortOrder } from '../../../../shared/domain/sort-order.js';
import type { Tier } from '../../domain/deck.js';
import type { DeckSource, Visibility } from '../../domain/deck-access.js';

/**
 * The gallery's orders: newest, oldest, name (A→Z), the home page's priority-then-newest, and the
 * community gallery's most favourited (then newest).
 */
export const DECK_SORTS = ['newest', 'oldest', 'name', 'priority', 'favorites'] as const;
export type DeckSort = (typeof DECK_SORTS)[number];

/** The back office's deck table sorts on its columns (ADR 0074), each either way. */
export const ADMIN_DECK_SORT_FIELDS = ['createdAt', 'name', 'author', 'tier', 'format', 'priority'] as const;
export type AdminDeckSortField = (typeof ADMIN_DECK_SORT_FIELDS)[number];
/** Drafts (`isDraft`) or the rest. */
export const DECK_STATUSES = ['draft', 'published'] as const;
export type DeckStatus = (typeof DECK_STATUSES)[number];

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
  /** Which gallery (ADR 0061): the curated decks (the default), the community's public decks, or both. */
  source?: DeckSource;
  /**
   * The source's unlisted decks too (the back office: curated drafts; for the community, private and
   * unlisted decks); only the listed ones otherwise.
   */
  includeDrafts?: boolean;
  /**
   * One owner's decks, whatever the source: all of them ("my decks"), or only those listed in the
   * community gallery (a player's public page).
   */
  owner?: { id: number; listedOnly: boolean };
  /** Only drafts, or only the others (the back office's filter). */
  status?: DeckStatus;
  sort: DeckSort;
  /** A column's order (the back office's table), instead of `sort`; ties newest first. */
  order?: SortOrder<AdminDeckSortField>;
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
  /** Italian; empty when there is none (ADR 0076). */
  shortDescriptionIt: string;
  priority: number;
  isDraft: boolean;
  /** The owner's id and public username (null: no owner, or the account is gone). */
  ownerId: number | null;
  ownerUsername: string | null;
  curated: boolean;
  visibility: Visibility;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A player as their public page shows them. */
export interface PlayerRow {
  id: number;
  username: string;
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
  /** Published curated decks by id, in no particular order ("published" below means so). */
  abstract publishedByIds(ids: readonly number[]): Promise<DeckSummaryRow[]>;
  /** Every published deck of a format, by priority (1 first) then newest. */
  abstract publishedOfFormat(format: string): Promise<DeckSummaryRow[]>;
  /**
   * Listed decks per leader code: the curated gallery's from one row per leader kept on write; the
   * community's (and both) grouped on the `listing` index.
   */
  abstract leaderCounts(source?: DeckSource): Promise<LeaderCountRow[]>;
  /** The gallery's decks per format (decks without a format left out), grouped on IDX_decks_listing_format. */
  abstract formatCounts(source?: DeckSource): Promise<Array<{ format: string; count: number }>>;
  /**
   * The user's favourite decks that they may still read (listed, unlisted, or their own), most
   * recently added first: one join.
   */
  abstract favoritesOf(userId: number): Promise<DeckSummaryRow[]>;
  /** A numbered page of the same list (ADR 0067) and its count. */
  abstract favoritesPage(userId: number, page: PageRequest): Promise<{ rows: DeckSummaryRow[]; total: number }>;
  /** Decks by id whatever their listing, in no particular order: the caller checks who may read each. */
  abstract byIds(ids: readonly number[]): Promise<DeckSummaryRow[]>;
  /** A user's public username, or null when there is no such account. */
  abstract usernameOf(userId: number): Promise<string | null>;
  /** A player by username, case ignored (usernames are unique without case); null when unknown. */
  abstract playerByUsername(username: string): Promise<PlayerRow | null>;
  /** Favourites the player's listed community decks have received, from every user. */
  abstract favoritesReceived(ownerId: number): Promise<number>;
  /** Sum of quantities per deck, counting only cards that still exist (by id, else by code). */
  abstract cardCounts(deckIds: readonly number[]): Promise<Map<number, number>>;
  /** Ids of every published deck, oldest first (the sitemap). */
  abstract publishedIds(): Promise<number[]>;
  /** How many decks there are: curated (admins', published and drafts) and community (players', every visibility). */
  abstract deckCounts(): Promise<{ curated: number; community: number }>;
}
