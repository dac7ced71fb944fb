/*
 * Reports of a deck or a comment and the moderation queue (issue 34 item 6, docs/product.md#moderation,
 * ADR 0061). A verified player reports what they can read, with a reason; admins hide or restore a deck,
 * delete a comment, or dismiss the reports.
 */

/** What can be reported. */
export const REPORT_TARGETS = ['deck', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why, from a short fixed list (the front end translates each). */
export const REPORT_REASONS = ['spam', 'offensive', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open: in the queue; resolved: an admin acted (hid the deck, deleted the comment); dismissed: nothing to do. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  /** Characters of the optional note. */
  noteCharacters: 500,
  /** Reports a player may make in an hour (admins have no limit). */
  perHour: 10,
} as const;

export interface Report {
  id: number;
  reporterId: number;
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  createdAt: Date;
}

export interface NewReport {
  reporterId: number;
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  note: string | null;
}

/** The note as kept: trimmed, null when empty; too long is a problem (the DTO checks the raw length too). */
export function reportNote(note: string | null | undefined): { ok: true; note: string | null } | { ok: false; max: number } {
  const trimmed = (note ?? '').trim();
  if (trimmed.length > REPORT_LIMITS.noteCharacters) return { ok: false, max: REPORT_LIMITS.noteCharacters };
  return { ok: true, note: trimmed || null };
}

/**
 * The key that makes one open report per player and target (unique while open, null once closed):
 * a second report of the same thing by the same player is refused until the first is dealt with.
 */
export const openReportKey = (report: Pick<NewReport, 'reporterId' | 'targetType' | 'targetId'>): string =>
  `${report.reporterId}:${report.targetType}:${report.targetId}`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Seconds until a player who made `recent` reports (their times, oldest first, within the last hour)
 * may report again, or 0 when they may now.
 */
export function reportRetryAfter(recent: readonly Date[], now: number, limit: number = REPORT_LIMITS.perHour): number {
  if (recent.length < limit) return 0;
  const oldest = recent[recent.length - limit];
  return Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now) / 1000));
}

export const REPORT_WINDOW_MS = HOUR_MS;
