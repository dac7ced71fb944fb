import { describe, expect, it } from 'vitest';
import { postedLabel } from './posted-label';

const NOW = new Date(2025, 5, 15, 10, 30); // 15 June 2025, 10:30 local time

describe('postedLabel', () => {
  it('is Today for the same calendar day, earlier or later', () => {
    expect(postedLabel(new Date(2025, 5, 15, 0, 1), NOW)).toEqual({ kind: 'today' });
    expect(postedLabel(new Date(2025, 5, 15, 23, 59), NOW)).toEqual({ kind: 'today' });
  });

  it('is Today for a date in the future (clocks disagree)', () => {
    expect(postedLabel(new Date(2025, 5, 18), NOW)).toEqual({ kind: 'today' });
  });

  it('is Yesterday for the previous calendar day, even less than 24 hours ago', () => {
    expect(postedLabel(new Date(2025, 5, 14, 23, 50), NOW)).toEqual({ kind: 'yesterday' });
    expect(postedLabel(new Date(2025, 5, 14, 0, 0), NOW)).toEqual({ kind: 'yesterday' });
  });

  it('counts days ago from 2 to 6 days', () => {
    expect(postedLabel(new Date(2025, 5, 13, 12), NOW)).toEqual({ kind: 'daysAgo', days: 2 });
    expect(postedLabel(new Date(2025, 5, 9, 8), NOW)).toEqual({ kind: 'daysAgo', days: 6 });
  });

  it('gives the date from 7 days on', () => {
    const date = new Date(2025, 5, 8, 9);
    expect(postedLabel(date, NOW)).toEqual({ kind: 'date', date });
    expect(postedLabel('2024-01-02T10:00:00.000Z', NOW)).toMatchObject({ kind: 'date' });
  });

  it('reads ISO strings from the API', () => {
    expect(postedLabel(new Date(2025, 5, 12, 10).toISOString(), NOW)).toEqual({ kind: 'daysAgo', days: 3 });
  });

  it('crosses a daylight-saving change by calendar days', () => {
    // Europe moves the clock forward at the end of March: still 3 calendar days.
    expect(postedLabel(new Date(2025, 2, 29, 12), new Date(2025, 3, 1, 12))).toEqual({ kind: 'daysAgo', days: 3 });
  });

  it('is null without a usable date', () => {
    expect(postedLabel(null, NOW)).toBeNull();
    expect(postedLabel('', NOW)).toBeNull();
    expect(postedLabel('not a date', NOW)).toBeNull();
  });
});
