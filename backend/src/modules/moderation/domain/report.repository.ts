import type { NewReport, Report, ReportReason, ReportStatus, ReportTarget } from './report.js';

/** A reported deck or comment as the queue shows it: its open reports counted, grouped by reason. */
export interface ReportGroup {
  targetType: ReportTarget;
  targetId: number;
  openReports: number;
  reasons: Array<{ reason: ReportReason; count: number }>;
  firstReportedAt: Date;
  lastReportedAt: Date;
  /** The latest open reports, newest first (at most QUEUE_REPORTS_SHOWN), with who made them. */
  latest: Array<{ id: number; reason: ReportReason; note: string | null; reporter: string | null; createdAt: Date }>;
  /** The deck reported (null for a comment). */
  deck: { id: number; name: string; hidden: boolean; owner: string | null } | null;
  /** The comment reported (null for a deck), with the page it is on. */
  comment: { id: number; content: string; author: string | null; contentType: string; contentId: number } | null;
}

export interface ReportQueuePage {
  items: ReportGroup[];
  /** Reported targets in the queue, in all. */
  total: number;
}

/** How many of a target's latest open reports the queue shows. */
export const QUEUE_REPORTS_SHOWN = 5;

/** Port: the reports and the moderation queue. */
export abstract class ReportRepository {
  /** A new open report; `null` when this player already has an open report of this target (one at a time). */
  abstract create(report: NewReport): Promise<Report | null>;
  /** When this player's reports made at or after `since` were made, oldest first (the per-hour limit). */
  abstract madeSince(reporterId: number, since: Date): Promise<Date[]>;
  /**
   * Targets that still exist with open reports, the most recently reported first, a page at a time.
   */
  abstract queue(page: { offset: number; limit: number }): Promise<ReportQueuePage>;
  /** Closes the target's open reports as resolved or dismissed, by this admin (null: the target went); how many. */
  abstract close(target: ReportTarget, targetId: number, status: Exclude<ReportStatus, 'open'>, by: number | null): Promise<number>;
}
