import type { Comment, ContentType } from './comment.js';

export interface NewComment {
  userId: number;
  content: string;
  contentType: ContentType;
  contentId: number;
  parentId: number | null;
}

/** Port: comments, with their author's username. */
export abstract class CommentRepository {
  /** Oldest first: a conversation reads top to bottom. */
  abstract listFor(contentType: ContentType, contentId: number): Promise<Comment[]>;
  abstract findById(id: number): Promise<Comment | null>;
  abstract create(comment: NewComment): Promise<Comment>;
  abstract updateContent(id: number, content: string): Promise<Comment>;
  abstract delete(id: number): Promise<void>;
  abstract deleteFor(contentType: ContentType, contentId: number): Promise<number>;
}
