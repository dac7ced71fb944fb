import type { Actor } from '../../../shared/domain/actor.js';

export const CONTENT_TYPES = ['deck', 'news'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const MAX_COMMENT_LENGTH = 2000;

export interface Comment {
  id: number;
  userId: number;
  username: string;
  content: string;
  contentType: ContentType;
  contentId: number;
  parentId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type CommentTextProblem = 'empty' | 'too_long';

/** Plain text, trimmed; empty after trimming or longer than the cap is refused (docs/product.md#comments). */
export function checkCommentText(text: string): { ok: true; text: string } | { ok: false; problem: CommentTextProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_COMMENT_LENGTH) return { ok: false, problem: 'too_long' };
  return { ok: true, text: trimmed };
}

/** Only the author edits a comment. */
export function canEditComment(actor: Actor, comment: Pick<Comment, 'userId'>): boolean {
  return actor.id === comment.userId;
}

/** The author, or any admin ('Elimina (Admin)', docs/product.md#roles). */
export function canDeleteComment(actor: Actor, comment: Pick<Comment, 'userId'>): boolean {
  return actor.id === comment.userId || actor.roles.includes('admin');
}
