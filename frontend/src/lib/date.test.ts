import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './date';

describe('formatDayMonthYear', () => {
  it('writes dd/mm/yyyy with leading zeros', () => {
    expect(formatDayMonthYear('2025-03-04T10:00:00')).toBe('04/03/2025');
    expect(formatDayMonthYear('2024-12-31T23:00:00')).toBe('31/12/2024');
  });

  it('reads a bare date as that day, whatever the time zone', () => {
    expect(formatDayMonthYear('2025-03-04')).toBe('04/03/2025');
    expect(formatDayMonthYear('2025-01-01')).toBe('01/01/2025');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDayMonthYear(null)).toBeNull();
    expect(formatDayMonthYear(undefined)).toBeNull();
    expect(formatDayMonthYear('')).toBeNull();
    expect(formatDayMonthYear('not a date')).toBeNull();
  });
});
