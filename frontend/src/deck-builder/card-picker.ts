import type { CardDto, GameRulesDto } from '../api/generated';
import { includesSearchText } from '../lib/search-text';

/** The builder's searches show 12 cards per page (docs/product.md#limits). */
export const SEARCH_PAGE_SIZE = 12;

export type CardKind = 'leader' | 'playable';

/** Which types are which, from the game rules (GET /api/game-rules); none while they load. */
export type CardKinds = Pick<GameRulesDto, 'leaderType' | 'playableTypes'> | undefined;

/** Leaders for the leader search; the playable types (no DON!!) for the card search, by the API's normalised type. */
export function isKind(card: CardDto, kind: CardKind, kinds: CardKinds): boolean {
  if (!kinds) return false;
  return kind === 'leader' ? card.normalizedType === kinds.leaderType : kinds.playableTypes.includes(card.normalizedType);
}

/** Cards of a kind whose name or code holds the query (any case, accents ignored), by code. */
export function searchCards(cards: readonly CardDto[], kind: CardKind, kinds: CardKinds, query: string, type: string | null = null): CardDto[] {
  return cards
    .filter(
      (card) =>
        isKind(card, kind, kinds) && (!type || card.normalizedType === type) && (includesSearchText(card.name, query) || includesSearchText(card.code, query)),
    )
    .sort((a, b) => a.code.localeCompare(b.code));
}
