import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor.js';
import { DeckRepository } from '../../decks/domain/deck.repository.js';
import { CommentTargets } from '../application/ports/comment-targets.js';
import type { ContentType } from '../domain/comment.js';

/** Decks can be commented on when visible to the caller (drafts: admins only). News joins when its module exists. */
@Injectable()
export class DeckCommentTargets extends CommentTargets {
  constructor(private readonly decks: DeckRepository) {
    super();
  }

  async isVisible(contentType: ContentType, contentId: number, actor: Actor | undefined): Promise<boolean> {
    if (contentType !== 'deck') return false;
    const deck = await this.decks.findById(contentId);
    return Boolean(deck && (!deck.isDraft || actor?.roles.includes('admin')));
  }
}
