import { checkPage, pageOffset } from '../../../shared/domain/paging.js';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor.js';
import { DeckService } from '../../decks/application/deck.service.js';
import { REPORT_LIMITS, REPORT_WINDOW_MS, reportNote, reportRetryAfter, type Report, type ReportReason, type ReportTarget } from '../domain/report.js';
import { ReportRepository, type ReportQueuePage } from '../domain/report.repository.js';
import {
  AlreadyReportedError,
  InvalidReportError,
  NoOpenReportsError,
  ReportRateLimitedError,
  ReportTargetNotFoundError,
} from '../domain/moderation.errors.js';
import { ReportTargets } from './ports/report-targets.js';

const isAdmin = (actor: Actor) => actor.roles.includes('admin');

/**
 * Reports and the moderation queue (issue 34 item 6, docs/product.md#moderation): a verified player
 * reports a deck or comment they can read; admins read the queue, hide or restore a deck, and close
 * the reports (resolved when they acted, dismissed when there was nothing to do).
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly targets: ReportTargets,
    private readonly decks: DeckService,
  ) {}

  /** One open report per player and target (409 already_reported); at most REPORT_LIMITS.perHour an hour for a player. */
  async report(actor: Actor, input: { targetType: ReportTarget; targetId: number; reason: ReportReason; note?: string | null }): Promise<Report> {
    const note = reportNote(input.note);
    if (!note.ok) throw new InvalidReportError(note.max);
    if (!(await this.targets.isReadable(input.targetType, input.targetId, actor))) throw new ReportTargetNotFoundError();
    if (!isAdmin(actor)) {
      const now = Date.now();
      const retryAfter = reportRetryAfter(await this.reports.madeSince(actor.id, new Date(now - REPORT_WINDOW_MS)), now);
      if (retryAfter > 0) throw new ReportRateLimitedError(REPORT_LIMITS.perHour, retryAfter);
    }
    const created = await this.reports.create({
      reporterId: actor.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      note: note.note,
    });
    if (!created) throw new AlreadyReportedError();
    return created;
  }

  /** A numbered page of the queue; past the last page, PageOutOfRangeError (ADR 0067). */
  async queue(page: number, pageSize: number): Promise<ReportQueuePage> {
    const result = await this.reports.queue({ offset: pageOffset({ page, pageSize }), limit: pageSize });
    checkPage({ page, pageSize }, result.total);
    return result;
  }

  /** Nothing to do: the target's open reports are dismissed. */
  async dismiss(admin: Actor, target: ReportTarget, targetId: number): Promise<number> {
    const closed = await this.reports.close(target, targetId, 'dismissed', admin.id);
    if (!closed) throw new NoOpenReportsError();
    return closed;
  }

  /**
   * Hides a deck (its owner and admins still read it, with a notice; everyone else gets 404) and
   * resolves its open reports. The deck's change is one transaction (row, listing, leader counts);
   * the reports are closed by one statement after it, and hiding again does no harm.
   */
  async hideDeck(admin: Actor, deckId: number): Promise<number> {
    await this.decks.setHidden(deckId, true);
    return this.reports.close('deck', deckId, 'resolved', admin.id);
  }

  /** Lists the deck again where listingOf() says (its reports stay closed). */
  async restoreDeck(deckId: number): Promise<void> {
    await this.decks.setHidden(deckId, false);
  }

  /** A deck or comment deleted (by anyone): its open reports are resolved. */
  async targetDeleted(target: ReportTarget, targetId: number): Promise<void> {
    await this.reports.close(target, targetId, 'resolved', null);
  }
}
