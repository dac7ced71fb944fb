import type { Card, NewCard } from './card.js';

/** Port: where cards live. The TypeORM adapter and the in-memory one pass the same contract suite. */
export abstract class CardRepository {
  abstract findAll(): Promise<Card[]>;
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
  abstract deleteAll(): Promise<number>;
  /** Deletes every card whose code starts with the prefix (case-insensitive); returns how many. */
  abstract deleteByCodePrefix(prefix: string): Promise<number>;
}
