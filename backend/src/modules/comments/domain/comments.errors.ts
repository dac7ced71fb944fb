import { DomainError } from '../../../shared/domain/domain-error.js';

export class CommentNotFoundError extends DomainError {
  readonly code = 'comment_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Comment not found');
  }
}

export class CommentTargetNotFoundError extends DomainError {
  readonly code = 'comment_target_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('There is nothing to comment on at this address');
  }
}

export class InvalidCommentError extends DomainError {
  readonly code = 'invalid_comment';
  readonly kind = 'invalid';
}

export class NotCommentAuthorError extends DomainError {
  readonly code = 'not_comment_author';
  readonly kind = 'forbidden';
  constructor() {
    super('Only the author can change this comment');
  }
}
