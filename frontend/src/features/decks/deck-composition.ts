import type { CardDto } from '../../api/generated';

export const COMPOSITION_GROUPS = ['leader', 'characters', 'events', 'stages', 'other'] as const;
export type CompositionGroupKey = (typeof COMPOSITION_GROUPS)[number];

export interface CompositionEntry {
  card: CardDto;
  quantity: number;
}

export interface CompositionGroup {
  key: CompositionGroupKey;
  entries: CompositionEntry[];
  /** Copies in the group (the sum of quantities). */
  count: number;
}

const GROUP_OF_TYPE: Record<string, CompositionGroupKey> = {
  CHARACTER: 'characters',
  EVENT: 'events',
  STAGE: 'stages',
};

export interface ComposableDeck {
  leaderId: number | null;
  leader: { id: number } | null;
  cards: ReadonlyArray<{ cardId: number; quantity: number }>;
}

/**
 * Deck composition (docs/product.md#composition-and-card-popup): Leader (1), Characters, Events, Stages, each sorted by code. Card ids
 * the deck lists but the database no longer has are skipped. The group comes from the API's
 * `normalizedType` (older spellings such as 'Character' already read as CHARACTER); types outside the
 * four (DON!!, unknown ones) go to a last group so no card silently disappears. Empty groups are left out.
 */
export function groupDeckCards(deck: ComposableDeck, resolvedCards: readonly CardDto[]): CompositionGroup[] {
  const byId = new Map(resolvedCards.map((card) => [card.id, card]));
  const groups = new Map<CompositionGroupKey, CompositionEntry[]>(COMPOSITION_GROUPS.map((key) => [key, []]));

  const leader = byId.get(deck.leader?.id ?? deck.leaderId ?? Number.NaN);
  if (leader) groups.get('leader')!.push({ card: leader, quantity: 1 });

  for (const { cardId, quantity } of deck.cards) {
    const card = byId.get(cardId);
    if (!card) continue;
    groups.get(GROUP_OF_TYPE[card.normalizedType] ?? 'other')!.push({ card, quantity });
  }

  return COMPOSITION_GROUPS.map((key) => {
    const entries = groups.get(key)!.sort((a, b) => a.card.code.localeCompare(b.card.code));
    return { key, entries, count: entries.reduce((sum, { quantity }) => sum + quantity, 0) };
  }).filter((group) => group.entries.length > 0);
}
