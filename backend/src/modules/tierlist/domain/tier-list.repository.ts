import type { TierListBoard, TierListEntry } from './tier-list.js';

/** Port: where tier-list entries live. */
export abstract class TierListRepository {
  /** Every entry (or one format's), ordered by format, tier, position. */
  abstract list(format?: string): Promise<TierListEntry[]>;
  abstract findById(id: number): Promise<TierListEntry | null>;
  /**
   * One change of a format's tier list, all or nothing: loads its entries (locked against a
   * concurrent change), lets `apply` work on the board, writes the board's changes in one
   * transaction, and returns the format's entries as stored afterwards.
   */
  abstract change(format: string, apply: (board: TierListBoard) => void): Promise<TierListEntry[]>;
}
