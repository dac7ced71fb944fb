export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * SPEC §9 scale: under 5 s 'just now', then seconds, minutes, hours, days (under 7), weeks (under 4),
 * months (under 12), years. Returns how long ago, to format with Intl.RelativeTimeFormat.
 */
export function timeAgo(date: Date, now: Date = new Date()): { unit: 'now' } | { unit: RelativeUnit; value: number } {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 5) return { unit: 'now' };
  if (seconds < 60) return { unit: 'second', value: seconds };
  if (seconds < 3600) return { unit: 'minute', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hour', value: Math.floor(seconds / 3600) };
  const days = Math.floor(seconds / 86_400);
  if (days < 7) return { unit: 'day', value: days };
  if (days < 28) return { unit: 'week', value: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', value: Math.max(1, Math.floor(days / 30)) };
  return { unit: 'year', value: Math.floor(days / 365) };
}
