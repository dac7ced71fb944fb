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
 * deck table in memory). Used to warn before 'Svuota database' and 'Elimina carte per prefisso'.
 */
export abstract class DeckCardUsage {
  /** Decks that use a card whose code starts with `prefix` (any case), or any card when `prefix` is null. */
  abstract decksLosingCards(prefix: string | null): Promise<DeckLosingCards[]>;
}
