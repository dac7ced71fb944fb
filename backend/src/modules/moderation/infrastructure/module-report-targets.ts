import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor.js';
import { CommentService } from '../../comments/application/comment.service.js';
import { DeckReadModel } from '../../decks/application/ports/deck-read-model.js';
import { canRead } from '../../decks/domain/deck-access.js';
import { ReportTargets } from '../application/ports/report-targets.js';
import type { ReportTarget } from '../domain/report.js';

/** The adapter over the decks and comments modules' exported services: the deck rule of ADR 0061, a comment on a readable page. */
@Injectable()
export class ModuleReportTargets extends ReportTargets {
  constructor(
    private readonly decks: DeckReadModel,
    private readonly comments: CommentService,
  ) {
    super();
  }

  async isReadable(target: ReportTarget, id: number, actor: Actor): Promise<boolean> {
    if (target === 'comment') return this.comments.isReadable(id, actor);
    // The deck's row only (no guides, no cards).
    const [deck] = await this.decks.byIds([id]);
    return Boolean(deck && canRead(deck, actor));
  }
}
