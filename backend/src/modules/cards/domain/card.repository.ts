import type { Card, NewCard } from './card.js';

/** Port: where cards live. The TypeORM adapter and the in-memory one pass the same contract suite. */
export abstract class CardRepository {
  abstract findAll(): Promise<Card[]>;
  abstract findById(id: number): Promise<Card | null>;
  abstract count(): Promise<number>;
  /** Inserts new codes and updates existing ones, all or nothing. Returns how many were written. */
  abstract upsertMany(cards: NewCard[]): Promise<number>;
  abstract deleteAll(): Promise<number>;
}
