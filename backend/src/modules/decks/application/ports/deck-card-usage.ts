import type { DeckEntryRow } from '../../domain/card-usage.js';

/** A card's printings as the decks may store them: their ids and codes. */
export interface CardRefs {
  ids: readonly number[];
  codes: readonly string[];
}

/** A deck that would lose cards if some cards were deleted, and how many of its copies. */
export interface DeckLosingCards {
  id: number;
  name: string;
  isDraft: boolean;
  /** Copies of the deck's list (leader included) that the deletion would take away. */
  copies: number;
}

/**
 * Port: which decks use which cards, answered in the database (one grouped query, never the whole
 * deck table in memory). Used to warn before 'Svuota database', 'Elimina carte per prefisso' and deleting selected cards, and by the card and leader
 * pages (issue 35).
 */
export abstract class DeckCardUsage {
  /** Decks that use a card whose code starts with `prefix` (any case), or any card when `prefix` is null. */
  abstract decksLosingCards(prefix: string | null): Promise<DeckLosingCards[]>;
  /** Decks that use one of these cards (the card table's selection, ADR 0075). */
  abstract decksLosingCardIds(ids: readonly number[]): Promise<DeckLosingCards[]>;
  /**
   * The entries of listed decks (curated or community, never private, unlisted or hidden) that hold
   * one of these cards, each with its deck's leader code (null: no leader or an unknown one).
   */
  abstract listedEntriesOf(card: CardRefs): Promise<Array<DeckEntryRow & { leaderCode: string | null }>>;
  /** The listed decks this leader (any of its printings) leads, newest first, and their entries. */
  abstract listedDecksLedBy(leader: CardRefs): Promise<{ deckIds: number[]; entries: DeckEntryRow[] }>;
}
