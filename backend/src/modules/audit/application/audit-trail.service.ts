import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { checkPage, type Page, type PageRequest } from '../../../shared/domain/paging.js';
import { AUDIT_RETENTION_DAYS, type AuditEntry, type AuditFilter } from '../domain/audit-entry.js';
import { AuditRecorder, type AuditedWrite } from './audit-recorder.js';
import { AuditLog } from './ports/audit-log.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first pruning waits for start-up to settle. */
const FIRST_PRUNE_MS = 60 * 1000;

/** The audit log (ADR 0076): the entry of each admin write, the super admin's list, the yearly retention. */
@Injectable()
export class AuditTrail implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditTrail.name);
  private timers: NodeJS.Timeout[] = [];

  constructor(private readonly log: AuditLog) {}

  /** The recorder of one write, holding the row it is about to change as it was. */
  async recorder(write: AuditedWrite): Promise<AuditRecorder> {
    const before = write.entityId ? await this.log.snapshot(write.entityType, write.entityId) : null;
    return new AuditRecorder(this.log, write, before);
  }

  /** A page of entries, newest first; past the last page, PageOutOfRangeError. */
  async page(filter: AuditFilter, request: PageRequest): Promise<Page<AuditEntry>> {
    const page = await this.log.page(filter, request);
    checkPage(request, page.total);
    return page;
  }

  /** Drops what is older than the retention period. Every instance does it once a day: the delete is idempotent. */
  async prune(now = new Date()): Promise<number> {
    return this.log.pruneBefore(new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS));
  }

  onApplicationBootstrap(): void {
    const prune = () =>
      void this.prune().then(
        (removed) => removed && this.logger.log(`audit log: ${removed} entries older than ${AUDIT_RETENTION_DAYS} days removed`),
        (error: unknown) => this.logger.warn(`audit log pruning failed: ${String(error)}`),
      );
    this.timers = [setTimeout(prune, FIRST_PRUNE_MS), setInterval(prune, DAY_MS)];
    for (const timer of this.timers) timer.unref();
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }
}
