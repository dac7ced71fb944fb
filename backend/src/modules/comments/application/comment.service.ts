import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor.js';
import { DomainEvents } from '../../../shared/events/domain-events.js';
import { canDeleteComment, canEditComment, checkCommentText, MAX_COMMENT_LENGTH, type Comment, type ContentType } from '../domain/comment.js';
import { CommentRepository, type CommentPage } from '../domain/comment.repository.js';
import { checkPage, type PageRequest } from '../../../shared/domain/paging.js';
import { CommentNotFoundError, CommentTargetNotFoundError, InvalidCommentError, NotCommentAuthorError } from '../domain/comments.errors.js';
import { CommentTargets } from './ports/comment-targets.js';

function validText(text: string): string {
  const checked = checkCommentText(text);
  if (checked.ok) return checked.text;
  throw new InvalidCommentError(checked.problem === 'empty' ? 'Comment text is empty' : `Comments are at most ${MAX_COMMENT_LENGTH} characters`);
}

/** Comments on decks and news: anyone reads, logged-in users write, authors edit, authors and admins delete. */
@Injectable()
export class CommentService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly targets: CommentTargets,
    private readonly events: DomainEvents,
  ) {}

  /** Whether a comment exists on a page the caller may read (what a player may report). */
  async isReadable(id: number, actor: Actor | undefined): Promise<boolean> {
    const comment = await this.comments.findById(id);
    return Boolean(comment && (await this.targets.isVisible(comment.contentType, comment.contentId, actor)));
  }

  async list(contentType: ContentType, contentId: number, actor: Actor | undefined): Promise<Comment[]> {
    if (!(await this.targets.isVisible(contentType, contentId, actor))) throw new CommentTargetNotFoundError();
    return this.comments.listFor(contentType, contentId);
  }

  /** One numbered page, newest first (the screens' "load more"); past the last page, PageOutOfRangeError. */
  async page(contentType: ContentType, contentId: number, actor: Actor | undefined, page: PageRequest): Promise<CommentPage> {
    if (!(await this.targets.isVisible(contentType, contentId, actor))) throw new CommentTargetNotFoundError();
    const result = await this.comments.pageFor(contentType, contentId, page);
    checkPage(page, result.total);
    return result;
  }

  async add(actor: Actor, input: { contentType: ContentType; contentId: number; content: string; parentId: number | null }): Promise<Comment> {
    const content = validText(input.content);
    if (!(await this.targets.isVisible(input.contentType, input.contentId, actor))) throw new CommentTargetNotFoundError();
    if (input.parentId !== null) {
      const parent = await this.comments.findById(input.parentId);
      if (!parent || parent.contentType !== input.contentType || parent.contentId !== input.contentId) {
        throw new InvalidCommentError('The comment you reply to is not on this page');
      }
    }
    return this.comments.create({ userId: actor.id, content, contentType: input.contentType, contentId: input.contentId, parentId: input.parentId });
  }

  async edit(actor: Actor, id: number, text: string): Promise<Comment> {
    const comment = await this.comments.findById(id);
    if (!comment) throw new CommentNotFoundError();
    if (!canEditComment(actor, comment)) throw new NotCommentAuthorError();
    return this.comments.updateContent(id, validText(text));
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const comment = await this.comments.findById(id);
    if (!comment) throw new CommentNotFoundError();
    if (!canDeleteComment(actor, comment)) throw new NotCommentAuthorError();
    await this.comments.delete(id);
    await this.events.publish({ name: 'comment.deleted', commentId: id });
  }

  /** When a deck or news item is deleted its comments go with it. */
  removeAllFor(contentType: ContentType, contentId: number): Promise<number> {
    return this.comments.deleteFor(contentType, contentId);
  }
}
