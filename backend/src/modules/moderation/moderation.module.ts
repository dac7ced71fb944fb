import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DomainEvents } from '../../shared/events/domain-events.js';
import { CommentsModule } from '../comments/comments.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { ModerationService } from './application/moderation.service.js';
import { ReportTargets } from './application/ports/report-targets.js';
import { ReportRepository } from './domain/report.repository.js';
import { ModerationController } from './infrastructure/http/moderation.controller.js';
import { ReportsController } from './infrastructure/http/reports.controller.js';
import { ModuleReportTargets } from './infrastructure/module-report-targets.js';
import { ReportOrmEntity } from './infrastructure/persistence/report.orm-entity.js';
import { TypeOrmReportRepository } from './infrastructure/persistence/typeorm-report.repository.js';

/** Reports and the moderation queue (issue 34 item 6, ADR 0061). */
@Module({
  imports: [TypeOrmModule.forFeature([ReportOrmEntity]), DecksModule, CommentsModule],
  controllers: [ReportsController, ModerationController],
  providers: [{ provide: ReportRepository, useClass: TypeOrmReportRepository }, { provide: ReportTargets, useClass: ModuleReportTargets }, ModerationService],
})
export class ModerationModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly moderation: ModerationService,
  ) {}

  onModuleInit(): void {
    // A deck or comment that goes (deleted by its owner, an admin, or with its page) leaves the queue resolved.
    this.events.subscribe('content.deleted', async (event) => {
      if (event.contentType === 'deck') await this.moderation.targetDeleted('deck', event.contentId);
    });
    this.events.subscribe('comment.deleted', async (event) => {
      await this.moderation.targetDeleted('comment', event.commentId);
    });
  }
}
