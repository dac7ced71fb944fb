import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DomainEvents } from '../../shared/events/domain-events.js';
import { DecksModule } from '../decks/decks.module.js';
import { NewsModule } from '../news/news.module.js';
import { CommentService } from './application/comment.service.js';
import { CommentTargets } from './application/ports/comment-targets.js';
import { CommentRepository } from './domain/comment.repository.js';
import { ContentCommentTargets } from './infrastructure/content-comment-targets.js';
import { CommentsController } from './infrastructure/http/comments.controller.js';
import { CommentOrmEntity } from './infrastructure/persistence/comment.orm-entity.js';
import { TypeOrmCommentRepository } from './infrastructure/persistence/typeorm-comment.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([CommentOrmEntity]), DecksModule, NewsModule],
  controllers: [CommentsController],
  providers: [{ provide: CommentRepository, useClass: TypeOrmCommentRepository }, { provide: CommentTargets, useClass: ContentCommentTargets }, CommentService],
  exports: [CommentService],
})
export class CommentsModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly comments: CommentService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('content.deleted', async (event) => {
      await this.comments.removeAllFor(event.contentType, event.contentId);
    });
  }
}
