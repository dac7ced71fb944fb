import type { NewAuditEntry } from '../domain/audit-entry.js';
import { changesBetween, labelOf, type Snapshot } from '../domain/audit-summary.js';
import type { AuditLog } from './ports/audit-log.js';

/** What the HTTP edge knows of an admin's write before it runs. */
export interface AuditedWrite {
  actor: { id: number; username: string };
  action: string;
  route: string;
  entityType: string;
  /** From the route's parameters; a creation learns it from its answer. */
  entityId: string | null;
  /** The request body, summarised when the entry is written (never stored whole). */
  sent: unknown;
}

/**
 * The entry of one write (ADR 0076). It joins the write's transaction (`database/transactions.ts` runs
 * `joinIn` inside it just before it commits), so the entry commits with the change or not at all;
 * `finish` then completes it with the answer (a creation's id, a failure's code), or writes it when
 * the write had no transaction of its own (a file import, a setting).
 */
export class AuditRecorder {
  private pendingId: number | null = null;
  private writtenId: number | null = null;

  constructor(
    private readonly log: AuditLog,
    private readonly write: AuditedWrite,
    private readonly before: Snapshot | null,
  ) {}

  /** Inside the write's transaction, just before it commits. The first transaction of the write holds the entry. */
  async joinIn(transaction: unknown): Promise<void> {
    if (this.writtenId !== null) return;
    const after = this.write.entityId ? await this.log.snapshot(this.write.entityType, this.write.entityId, transaction) : null;
    this.pendingId = await this.log.add(this.entry('ok', this.write.entityId, after), transaction);
  }

  /** The transaction that holds the entry committed. */
  committed(): void {
    if (this.pendingId !== null) this.writtenId = this.pendingId;
    this.pendingId = null;
  }

  /**
   * After the write: `ok` with the id its answer names, or the code it failed with. An answer naming
   * another id than the route's made a new row (a creation, a deck's copy): the entry is about that one.
   */
  async finish(outcome: string, answeredId: string | null): Promise<void> {
    const created = outcome === 'ok' && answeredId !== null && answeredId !== this.write.entityId;
    if (this.writtenId !== null && outcome === 'ok' && !created) return;
    const entityId = created ? answeredId : this.write.entityId;
    const before = created ? null : this.before;
    const after = outcome !== 'ok' ? before : entityId ? await this.log.snapshot(this.write.entityType, entityId) : null;
    const entry = this.entry(outcome, entityId, after, before);
    if (this.writtenId !== null) await this.log.complete(this.writtenId, entry);
    else await this.log.add(entry);
  }

  private entry(outcome: string, entityId: string | null, after: Snapshot | null, before = this.before): NewAuditEntry {
    const { actor, action, route, entityType, sent } = this.write;
    // A failed write changed nothing: what was asked for is shown, against the row as it still is.
    const changes = outcome === 'ok' ? changesBetween(before, after, sent) : changesBetween(null, null, sent);
    return {
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      route,
      entityType,
      entityId,
      entityLabel: labelOf(after, before),
      outcome,
      changes,
    };
  }
}
