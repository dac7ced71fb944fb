import type { CardDto } from '../../api/generated';
import { normalizeForSearch } from '../../lib/search-text';

/*
 * The admin card table. Its rules are the API's (ADR 0010): GET /api/cards arrives ordered by set
 * number, each card carries the `normalizedType` the normalise action would write, and the card
 * types the form accepts come from GET /api/game-rules. Nothing here restates them.
 */

/** The normalise button would rewrite this card's type. */
export function needsNormalisation(card: Pick<CardDto, 'type' | 'normalizedType'>): boolean {
  return card.normalizedType !== card.type;
}

export interface CardTableQuery {
  /** Name, code or set; any case or accents. */
  search: string;
  onlyInvalidType: boolean;
  bySetNumber: boolean;
}

/**
 * The table's rows: searched, optionally only empty or invalid types (none the form accepts), in the
 * API's set-number order or in import order (id).
 */
export function selectTableCards(cards: readonly CardDto[], { search, onlyInvalidType, bySetNumber }: CardTableQuery, cardTypes: readonly string[]): CardDto[] {
  const needle = normalizeForSearch(search);
  const rows = cards.filter(
    (card) =>
      (!onlyInvalidType || !cardTypes.includes(card.type)) &&
      (needle === '' || [card.name, card.code, card.set ?? ''].some((field) => normalizeForSearch(field).includes(needle))),
  );
  return bySetNumber ? rows : rows.sort((a, b) => a.id - b.id);
}
