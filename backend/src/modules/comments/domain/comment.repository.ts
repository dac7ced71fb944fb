import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { Comment, ContentType } from './comment.js';

export interface NewComment {
  userId: number;
  content: string;
  contentType: ContentType;
  contentId: number;
  parentId: number | null;
}

/** One page of a deck's or news item's comments, newest first, and how many there are in all (ADR 0067). */
export type CommentPage = Page<Comment>;

/** Port: comments, with their author's username. */
export abstract class CommentRepository {
  /** Oldest first: a conversation reads top to bottom. */
  abstract listFor(contentType: ContentType, contentId: number): Promise<Comment[]>;
  /**
   * A numbered page of comments, newest first (ADR 0067), and their count: one range of
   * IDX_comments_page (contentType, contentId, id), bounded by the comments of one deck or news item.
   */
  abstract pageFor(contentType: ContentType, contentId: number, page: PageRequest): Promise<CommentPage>;
  abstract findById(id: number): Promise<Comment | null>;
  abstract create(comment: NewComment): Promise<Comment>;
  abstract updateContent(id: number, content: string): Promise<Comment>;
  abstract delete(id: number): Promise<void>;
  abstract deleteFor(contentType: ContentType, contentId: number): Promise<number>;
}
