/**
 * The audit log (ADR 0076): one entry per write an admin makes, with who, what, when, the outcome and
 * a short before/after of what changed.
 */

/** One changed field: its value before and after, each already cut short (`describeValue`). Absent: there was none. */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
}

/** What an entry says, as written. */
export interface NewAuditEntry {
  actorId: number;
  actorUsername: string;
  /** The operation's name (`updateDeck`, `createAdmin`): the route handler's, unique in the API. */
  action: string;
  /** `PUT /api/decks/:id`: the route it came through. */
  route: string;
  entityType: string;
  /** The id or code of what was changed; null for writes to many things at once (an import). */
  entityId: string | null;
  /** Its name, title, code or username when it has one, cut short. */
  entityLabel: string | null;
  /** `ok`, or the error code of a write that failed. */
  outcome: string;
  changes: AuditChange[];
}

export interface AuditEntry extends NewAuditEntry {
  id: number;
  createdAt: Date;
}

/** The filters of the super admin's list (GET /api/admin/audit). */
export interface AuditFilter {
  /** A username (any case) or a user id. */
  actor?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

/** How long entries are kept (ADR 0076): a year, pruned daily. */
export const AUDIT_RETENTION_DAYS = 365;
