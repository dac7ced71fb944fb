import { openReportKey, REPORT_LIMITS, reportNote, reportRetryAfter } from './report.js';

describe('reports (docs/product.md#moderation)', () => {
  it('keeps a note trimmed, null when empty, and refuses one over the limit', () => {
    expect(reportNote('  copied from a video  ')).toEqual({ ok: true, note: 'copied from a video' });
    expect(reportNote('   ')).toEqual({ ok: true, note: null });
    expect(reportNote(undefined)).toEqual({ ok: true, note: null });
    expect(reportNote('x'.repeat(REPORT_LIMITS.noteCharacters))).toEqual({ ok: true, note: 'x'.repeat(REPORT_LIMITS.noteCharacters) });
    expect(reportNote('x'.repeat(REPORT_LIMITS.noteCharacters + 1))).toEqual({ ok: false, max: REPORT_LIMITS.noteCharacters });
  });

  it('names one open report per player and target', () => {
    expect(openReportKey({ reporterId: 7, targetType: 'deck', targetId: 12 })).toBe('7:deck:12');
    expect(openReportKey({ reporterId: 7, targetType: 'comment', targetId: 12 })).not.toBe(openReportKey({ reporterId: 7, targetType: 'deck', targetId: 12 }));
  });

  it('lets a player report again when the oldest counted report is an hour old', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    expect(reportRetryAfter([], now, 3)).toBe(0);
    expect(reportRetryAfter([minutesAgo(50), minutesAgo(10)], now, 3)).toBe(0);
    // Three in the hour: free again when the one made 50 minutes ago is an hour old, in 10 minutes.
    expect(reportRetryAfter([minutesAgo(50), minutesAgo(20), minutesAgo(10)], now, 3)).toBe(600);
    // Four with a limit of three: the second oldest decides.
    expect(reportRetryAfter([minutesAgo(55), minutesAgo(30), minutesAgo(20), minutesAgo(10)], now, 3)).toBe(1800);
    // Never less than a second.
    expect(reportRetryAfter([new Date(now - 60 * 60_000), minutesAgo(1), minutesAgo(1)], now, 3)).toBe(1);
  });
});
