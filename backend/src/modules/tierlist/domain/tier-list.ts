import { TIERS, type Tier } from '../../decks/domain/deck.js';
import {
  DeckAlreadyPlacedError,
  DeckFormatMismatchError,
  DraftDeckNotPlaceableError,
  InvalidTierError,
  InvalidTierPositionError,
  TierListDeckNotFoundError,
  TierListEntryNotFoundError,
  TierListNotesTooLongError,
} from './tierlist.errors.js';

export { TIERS, type Tier };

/** Notes are a line or two under a deck on the tier list page. */
export const MAX_NOTES_LENGTH = 1000;

/**
 * A published deck ranked in one format's tier list: in a tier (Tier 3 is shown as Rogue), at a
 * position inside that tier (1 = first), with optional notes. A deck appears at most once per format.
 */
export interface TierListEntry {
  id: number;
  deckId: number;
  format: string;
  tier: Tier;
  /** 1-based and dense inside (format, tier): 1, 2, 3, … with no gap and no repeat. */
  position: number;
  notes: string;
  lastUpdated: Date;
}

export type NewTierListEntry = Omit<TierListEntry, 'id' | 'lastUpdated'>;

/** What one change of a format's tier list writes: rows added, rows whose tier/position/notes changed, rows removed. */
export interface TierListChanges {
  format: string;
  added: NewTierListEntry[];
  updated: Array<Pick<TierListEntry, 'id' | 'tier' | 'position' | 'notes'>>;
  removed: number[];
}

/** The deck as the placement rules see it. */
export interface PlaceableDeck {
  id: number;
  format: string;
  isDraft: boolean;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** Notes are trimmed and bounded; empty means none. */
export function normalizeNotes(notes: string | null | undefined): string {
  const trimmed = (notes ?? '').trim();
  if (trimmed.length > MAX_NOTES_LENGTH) throw new TierListNotesTooLongError(MAX_NOTES_LENGTH);
  return trimmed;
}

/** Which decks may be placed in a format's tier list: existing, published, of that format. */
export function checkPlaceable(deck: PlaceableDeck | null, format: string): asserts deck is PlaceableDeck {
  if (!deck) throw new TierListDeckNotFoundError();
  if (deck.isDraft) throw new DraftDeckNotPlaceableError();
  if (deck.format !== format) throw new DeckFormatMismatchError(deck.format, format);
}

/** An entry on the board; `id` is null for one placed in this change and not yet stored. */
interface Slot {
  id: number | null;
  deckId: number;
  notes: string;
}

/**
 * One format's tier list as a board of three ordered lanes, with the placement rules: a deck once per
 * format, positions 1..n in every tier with no gap and no repeat whatever the moves. Load it from
 * the stored entries, apply changes, then write `changes()` in one transaction.
 */
export class TierListBoard {
  private readonly lanes: Record<Tier, Slot[]>;
  private readonly stored: Map<number, TierListEntry>;

  constructor(
    readonly format: string,
    entries: readonly TierListEntry[],
  ) {
    this.stored = new Map(entries.map((entry) => [entry.id, entry]));
    this.lanes = { 'Tier 1': [], 'Tier 2': [], 'Tier 3': [] };
    const ordered = [...entries].sort((a, b) => a.position - b.position || a.id - b.id);
    for (const entry of ordered) {
      if (entry.format !== format) throw new Error(`Entry ${entry.id} belongs to ${entry.format}, not ${format}`);
      // An unknown tier in old data is ranked as Rogue, as the site shows it.
      this.lanes[isTier(entry.tier) ? entry.tier : 'Tier 3'].push({ id: entry.id, deckId: entry.deckId, notes: entry.notes });
    }
  }

  /** The decks of a tier in order (for tests and callers that want to look). */
  deckIds(tier: Tier): number[] {
    return this.lanes[tier].map((slot) => slot.deckId);
  }

  has(deckId: number): boolean {
    return TIERS.some((tier) => this.lanes[tier].some((slot) => slot.deckId === deckId));
  }

  /** Places a deck in a tier, at `position` (1 = first) or last; the decks from there on move down one. */
  place(input: { deckId: number; tier: string; notes?: string | null; position?: number }): void {
    const tier = this.checkedTier(input.tier);
    if (this.has(input.deckId)) throw new DeckAlreadyPlacedError();
    const lane = this.lanes[tier];
    const position = input.position ?? lane.length + 1;
    this.checkPosition(position, lane.length + 1);
    lane.splice(position - 1, 0, { id: null, deckId: input.deckId, notes: normalizeNotes(input.notes) });
  }

  /**
   * Moves an entry to `position` of `tier` (its own tier to reorder, another to promote or demote it).
   * The position is the one it will hold afterwards; the others close the gap it leaves and make room.
   */
  move(entryId: number, input: { tier: string; position: number }): void {
    const tier = this.checkedTier(input.tier);
    const { lane, index } = this.locate(entryId);
    const target = this.lanes[tier];
    const max = target === lane ? lane.length : target.length + 1;
    this.checkPosition(input.position, max);
    const [slot] = lane.splice(index, 1);
    target.splice(input.position - 1, 0, slot);
  }

  setNotes(entryId: number, notes: string | null | undefined): void {
    const { lane, index } = this.locate(entryId);
    lane[index] = { ...lane[index], notes: normalizeNotes(notes) };
  }

  /** Removes an entry; the ones below it move up. */
  remove(entryId: number): void {
    const { lane, index } = this.locate(entryId);
    lane.splice(index, 1);
  }

  /** The rows to write so the stored tier list matches the board (positions renumbered 1..n per tier). */
  changes(): TierListChanges {
    const changes: TierListChanges = { format: this.format, added: [], updated: [], removed: [] };
    const kept = new Set<number>();
    for (const tier of TIERS) {
      this.lanes[tier].forEach((slot, index) => {
        const position = index + 1;
        if (slot.id === null) {
          changes.added.push({ deckId: slot.deckId, format: this.format, tier, position, notes: slot.notes });
          return;
        }
        kept.add(slot.id);
        const before = this.stored.get(slot.id)!;
        if (before.tier !== tier || before.position !== position || before.notes !== slot.notes) {
          changes.updated.push({ id: slot.id, tier, position, notes: slot.notes });
        }
      });
    }
    changes.removed = [...this.stored.keys()].filter((id) => !kept.has(id));
    return changes;
  }

  private locate(entryId: number): { lane: Slot[]; index: number } {
    for (const tier of TIERS) {
      const index = this.lanes[tier].findIndex((slot) => slot.id === entryId);
      if (index >= 0) return { lane: this.lanes[tier], index };
    }
    throw new TierListEntryNotFoundError();
  }

  private checkedTier(tier: string): Tier {
    if (!isTier(tier)) throw new InvalidTierError();
    return tier;
  }

  private checkPosition(position: number, max: number): void {
    if (!Number.isInteger(position) || position < 1 || position > max) throw new InvalidTierPositionError(position, max);
  }
}
