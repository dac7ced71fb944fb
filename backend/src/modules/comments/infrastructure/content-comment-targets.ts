import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor.js';
import { DeckRepository } from '../../decks/domain/deck.repository.js';
import { canRead } from '../../decks/domain/deck-access.js';
import { NewsQueriesService } from '../../news/application/news-queries.service.js';
import { CommentTargets } from '../application/ports/comment-targets.js';
import type { ContentType } from '../domain/comment.js';

/** Decks and news can be commented on when visible to the caller (news drafts: admins only; decks as their page, ADR 0061). */
@Injectable()
export class ContentCommentTargets extends CommentTargets {
  constructor(
    private readonly decks: DeckRepository,
    private readonly news: NewsQueriesService,
  ) {
    super();
  }

  async isVisible(contentType: ContentType, contentId: number, actor: Actor | undefined): Promise<boolean> {
    const isAdmin = Boolean(actor?.roles.includes('admin'));
    if (contentType === 'news') return this.news.isVisible(contentId, isAdmin);
    if (contentType !== 'deck') return false;
    const deck = await this.decks.findById(contentId);
    return Boolean(deck && canRead(deck, actor ?? null));
  }
}
