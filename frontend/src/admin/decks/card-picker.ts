import type { CardDto } from '../../api/generated';
import { includesSearchText } from '../../lib/search-text';

/** SPEC §9: the builder's searches show 12 cards per page. */
export const SEARCH_PAGE_SIZE = 12;

export type CardKind = 'leader' | 'playable';

const PLAYABLE_TYPES = new Set(['CHARACTER', 'EVENT', 'STAGE']);

/** Leaders for the leader search; characters, events and stages for the card search (no DON!!). */
export function isKind(card: CardDto, kind: CardKind): boolean {
  const type = card.type.toUpperCase();
  return kind === 'leader' ? type === 'LEADER' : PLAYABLE_TYPES.has(type);
}

/** Cards of a kind whose name or code holds the query (any case, accents ignored), by code. */
export function searchCards(cards: readonly CardDto[], kind: CardKind, query: string, type: string | null = null): CardDto[] {
  return cards
    .filter((card) => isKind(card, kind) && (!type || card.type.toUpperCase() === type) && (includesSearchText(card.name, query) || includesSearchText(card.code, query)))
    .sort((a, b) => a.code.localeCompare(b.code));
}
