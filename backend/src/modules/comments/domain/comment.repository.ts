import type { Comment, ContentType } from './comment.js';

export interface NewComment {
  userId: number;
  content: string;
  contentType: ContentType;
  contentId: number;
  parentId: number | null;
}

/** One page of a page's comments, newest first, and how many there are in all. */
export interface CommentPage {
  items: Comment[];
  total: number;
  /** Whether older comments follow the last one of this page. */
  hasMore: boolean;
}

/** Port: comments, with their author's username. */
export abstract class CommentRepository {
  /** Oldest first: a conversation reads top to bottom. */
  abstract listFor(contentType: ContentType, contentId: number): Promise<Comment[]>;
  /**
   * Up to `limit` comments newest first, only those older than the comment `before` (an id) when
   * given: a page costs the same however many comments there are (keyset, not offset).
   */
  abstract pageFor(contentType: ContentType, contentId: number, page: { before?: number; limit: number }): Promise<CommentPage>;
  abstract findById(id: number): Promise<Comment | null>;
  abstract create(comment: NewComment): Promise<Comment>;
  abstract updateContent(id: number, content: string): Promise<Comment>;
  abstract delete(id: number): Promise<void>;
  abstract deleteFor(contentType: ContentType, contentId: number): Promise<number>;
}
