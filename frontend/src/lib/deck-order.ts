/** What the deck orderings read; DeckSummaryDto has these fields. */
export interface OrderableDeck {
  id: number;
  priority: number;
  createdAt: string;
}

/** The default priority (1 highest, 10 lowest; docs/product.md#limits). */
export const DEFAULT_PRIORITY = 5;

function time(value: string): number {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}

/** Newest first; the higher id (saved later) breaks a tie within the same second. */
export function byNewest(a: OrderableDeck, b: OrderableDeck): number {
  return time(b.createdAt) - time(a.createdAt) || b.id - a.id;
}

/** Leader filter (docs/product.md#limits): priority ascending (missing = 5), then newest first. */
export function byPriorityThenNewest(a: OrderableDeck, b: OrderableDeck): number {
  return (a.priority || DEFAULT_PRIORITY) - (b.priority || DEFAULT_PRIORITY) || byNewest(a, b);
}
