import type { Page, PageRequest } from '../../../../shared/domain/paging.js';
import type { AuditEntry, AuditFilter, NewAuditEntry } from '../../domain/audit-entry.js';
import type { Snapshot } from '../../domain/audit-summary.js';

/**
 * Where entries are kept, and how the thing a write changes is read before and after it (ADR 0076).
 * `within` is the transaction of the write when there is one (an adapter's own handle), so the
 * entry and the change commit together.
 */
export abstract class AuditLog {
  /** The row of an entity type by the id or code the route names; null when there is none or the type has no table. */
  abstract snapshot(entityType: string, key: string, within?: unknown): Promise<Snapshot | null>;
  /** Writes an entry; its id. */
  abstract add(entry: NewAuditEntry, within?: unknown): Promise<number>;
  /** Completes an entry written inside the write's transaction once its answer is known. */
  abstract complete(id: number, entry: NewAuditEntry): Promise<void>;
  /** Newest first. */
  abstract page(filter: AuditFilter, request: PageRequest): Promise<Page<AuditEntry>>;
  /** Removes the entries older than `time`; how many. */
  abstract pruneBefore(time: Date): Promise<number>;
}
