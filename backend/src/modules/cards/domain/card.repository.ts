import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { SortOrder } from '../../../shared/domain/sort-order.js';
import type { Card, CardType, NewCard } from './card.js';

/** The back office's card table sorts on its columns (ADR 0074); `code` is the set-number order of the game's codes, `id` the import order. */
export const CARD_TABLE_SORT_FIELDS = ['code', 'name', 'type', 'set', 'id'] as const;
export type CardTableSortField = (typeof CARD_TABLE_SORT_FIELDS)[number];

/** The back office's card table filters, every one optional. */
export interface CardTableFilter {
  /** Part of the name, code or set, case ignored. */
  text?: string;
  /** One of the types the form accepts, exactly; or `invalid`: any other (empty, old mixed case, unknown). */
  type?: CardType | 'invalid';
  /** One colour of the card (a multicolour card has each of its colours). */
  color?: string;
  /** The set's name as the card carries it. */
  set?: string;
}

/** Port: where cards live. The TypeORM adapter and the in-memory one pass the same contract suite. */
export abstract class CardRepository {
  abstract findAll(): Promise<Card[]>;
  /** A page of the back office's table, filtered and in a column's order (ties by id), with the count (ADR 0074). */
  abstract page(filter: CardTableFilter, order: SortOrder<CardTableSortField>, page: PageRequest): Promise<Page<Card>>;
  abstract findById(id: number): Promise<Card | null>;
  abstract findByCode(code: string): Promise<Card | null>;
  /** The cards with these ids or these codes (unknown ones are simply absent). */
  abstract findByIdsOrCodes(ids: number[], codes: string[]): Promise<Card[]>;
  /** Every printing of the card a code names (any printing's code, any case): base first, then by code; none when unknown. */
  abstract findPrintings(code: string): Promise<Card[]>;
  abstract count(): Promise<number>;
  /** Inserts new codes and updates existing ones, all or nothing. Returns how many were written. */
  abstract upsertMany(cards: NewCard[]): Promise<number>;
  /** Returns the updated card, or null when the id is unknown. */
  abstract update(id: number, changes: Partial<NewCard>): Promise<Card | null>;
  /** Sets several cards' types in one transaction. */
  abstract updateTypes(changes: Array<{ id: number; type: string }>): Promise<void>;
  abstract deleteById(id: number): Promise<boolean>;
  /** Adds one card; null when its code is taken (checked by the database's unique code, so two at once cannot both get it). */
  abstract create(card: NewCard): Promise<Card | null>;
  /** Deletes the cards with these ids in one transaction (unknown ids are skipped); returns how many went. */
  abstract deleteByIds(ids: readonly number[]): Promise<number>;
  abstract deleteAll(): Promise<number>;
  /** Deletes every card whose code starts with the prefix (case-insensitive); returns how many. */
  abstract deleteByCodePrefix(prefix: string): Promise<number>;
}
