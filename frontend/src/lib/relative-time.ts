import dayjs from 'dayjs';

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * The scale (docs/product.md#limits): under 5 s 'just now', then seconds, minutes, hours, days (under 7), weeks (under 4),
 * months (under 12), years. The differences are dayjs's (calendar months and years, not 30- or
 * 365-day blocks); the words are Intl.RelativeTimeFormat's through react-intl (FormattedRelativeTime).
 */
export function timeAgo(date: Date, now: Date = new Date()): { unit: 'now' } | { unit: RelativeUnit; value: number } {
  const end = dayjs(now);
  const diff = (unit: RelativeUnit) => end.diff(date, unit);
  if (diff('second') < 5) return { unit: 'now' };
  if (diff('minute') < 1) return { unit: 'second', value: diff('second') };
  if (diff('hour') < 1) return { unit: 'minute', value: diff('minute') };
  if (diff('day') < 1) return { unit: 'hour', value: diff('hour') };
  if (diff('week') < 1) return { unit: 'day', value: diff('day') };
  if (diff('week') < 4) return { unit: 'week', value: diff('week') };
  // Four weeks can still fall short of a calendar month (1 to 30 January): that is a month ago.
  if (diff('year') < 1) return { unit: 'month', value: Math.max(1, diff('month')) };
  return { unit: 'year', value: diff('year') };
}
