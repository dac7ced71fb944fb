import type { CardDto } from '../../api/generated';

/*
 * The admin card table. Its rules are the API's (ADR 0010, 0074): GET /api/admin/cards searches, filters
 * and orders, and each card carries the `normalizedType` the normalise action would write. Nothing here restates them.
 */

/** The normalise button would rewrite this card's type. */
export function needsNormalisation(card: Pick<CardDto, 'type' | 'normalizedType'>): boolean {
  return card.normalizedType !== card.type;
}
