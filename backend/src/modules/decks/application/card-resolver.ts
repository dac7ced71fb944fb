import type { Card } from '../../cards/domain/card.js';
import type { CardRepository } from '../../cards/domain/card.repository.js';

/** A card as a deck stores it: its id, and its code beside it (ADR 0007). */
export interface StoredCardRef {
  id: number | null;
  code: string | null;
}

/** A deck's leader as the deck stores it. */
export const leaderRef = (deck: { leaderId: number | null; leaderCode: string | null }): StoredCardRef => ({ id: deck.leaderId, code: deck.leaderCode });

/** A deck entry's card as the deck stores it. */
export const entryRef = (entry: { cardId: number | null; cardCode: string | null }): StoredCardRef => ({ id: entry.cardId, code: entry.cardCode });

/** Whether a reference names a card at all (a deck without a leader stores neither id nor code). */
export const refersToCard = (ref: StoredCardRef): boolean => ref.id !== null || Boolean(ref.code);

export type CardResolver = (ref: StoredCardRef) => Card | null;

/**
 * The one rule for finding a deck's card: by id first, by code after a re-import renumbered the
 * cards (ADR 0007). Looks every reference up in one card query and answers for each. The SQL that
 * needs the same rule inside a query writes it once too: infrastructure/persistence/stored-card-sql.ts.
 */
export async function resolveStoredCards(cards: CardRepository, refs: Iterable<StoredCardRef>): Promise<CardResolver> {
  const ids = new Set<number>();
  const codes = new Set<string>();
  for (const ref of refs) {
    if (ref.id !== null) ids.add(ref.id);
    if (ref.code) codes.add(ref.code);
  }
  const found = ids.size || codes.size ? await cards.findByIdsOrCodes([...ids], [...codes]) : [];
  const byId = new Map(found.map((card) => [card.id, card]));
  const byCode = new Map(found.map((card) => [card.code, card]));
  return ({ id, code }) => (id !== null ? byId.get(id) : undefined) ?? (code ? byCode.get(code) : undefined) ?? null;
}

/** One reference (a deck page's leader): the same rule, one card query. */
export async function resolveStoredCard(cards: CardRepository, ref: StoredCardRef): Promise<Card | null> {
  return (await resolveStoredCards(cards, [ref]))(ref);
}

/** The leader as a tile shows it. */
export type LeaderView = Pick<Card, 'id' | 'code' | 'name' | 'imageUrl' | 'color'>;

export function leaderView(card: Card | null): LeaderView | null {
  return card ? { id: card.id, code: card.code, name: card.name, imageUrl: card.imageUrl, color: card.color } : null;
}
