/**
 * Deck page (docs/product.md#deck-page): when a deck was posted, as Today, Yesterday, {days} days ago (under 7 days), or
 * else its date. Days are calendar days in the visitor's time zone, so a deck posted at 23:50 is
 * "Yesterday" ten minutes later. A date in the future (a clock ahead of the server's) counts as today.
 */
export type PostedLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'daysAgo'; days: number } | { kind: 'date'; date: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** null when the value is missing or not a date. */
export function postedLabel(value: string | Date | null | undefined, now: Date = new Date()): PostedLabel | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'daysAgo', days };
  return { kind: 'date', date };
}
