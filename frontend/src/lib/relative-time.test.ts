import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => timeAgo(new Date(NOW.getTime() - seconds * 1000), NOW);

describe('timeAgo (docs/product.md#limits)', () => {
  it.each([
    [0, { unit: 'now' }],
    [4, { unit: 'now' }],
    [5, { unit: 'second', value: 5 }],
    [59, { unit: 'second', value: 59 }],
    [60, { unit: 'minute', value: 1 }],
    [3599, { unit: 'minute', value: 59 }],
    [3600, { unit: 'hour', value: 1 }],
    [86_399, { unit: 'hour', value: 23 }],
    [86_400, { unit: 'day', value: 1 }],
    [6 * 86_400, { unit: 'day', value: 6 }],
    [7 * 86_400, { unit: 'week', value: 1 }],
    [27 * 86_400, { unit: 'week', value: 3 }],
    [28 * 86_400, { unit: 'month', value: 1 }],
    [60 * 86_400, { unit: 'month', value: 1 }],
    // 364 days before 21 November 2026 is 22 November 2025: 11 calendar months (dayjs), not 364 / 30.
    [364 * 86_400, { unit: 'month', value: 11 }],
    [365 * 86_400, { unit: 'year', value: 1 }],
    [800 * 86_400, { unit: 'year', value: 2 }],
  ])('%i s ago → %o', (seconds, expected) => {
    expect(ago(seconds)).toEqual(expected);
  });

  it('counts calendar months and years, as dayjs does', () => {
    expect(timeAgo(new Date('2026-01-31T12:00:00Z'), new Date('2026-03-01T12:00:00Z'))).toEqual({ unit: 'month', value: 1 });
    // Four weeks within one calendar month are still 'a month ago' (the scale has no fifth week).
    expect(timeAgo(new Date('2026-01-01T12:00:00Z'), new Date('2026-01-30T12:00:00Z'))).toEqual({ unit: 'month', value: 1 });
    expect(timeAgo(new Date('2024-02-29T12:00:00Z'), new Date('2025-02-27T12:00:00Z'))).toEqual({ unit: 'month', value: 11 });
    expect(timeAgo(new Date('2024-02-29T12:00:00Z'), new Date('2025-02-28T12:00:00Z'))).toEqual({ unit: 'year', value: 1 });
  });

  it('treats a clock slightly ahead as just now', () => {
    expect(timeAgo(new Date(NOW.getTime() + 3000), NOW)).toEqual({ unit: 'now' });
  });
});
