import type { Actor } from '../../../shared/domain/actor.js';
import { canDeleteComment, canEditComment, checkCommentText, MAX_COMMENT_LENGTH } from './comment.js';

const author: Actor = { id: 1, username: 'nami', roles: ['user', 'verified'] };
const other: Actor = { id: 2, username: 'usopp', roles: ['user'] };
const admin: Actor = { id: 3, username: 'admin', roles: ['user', 'verified', 'admin'] };

describe('comment rules', () => {
  it('trims text and refuses empty or overlong comments', () => {
    expect(checkCommentText('  great deck \n')).toEqual({ ok: true, text: 'great deck' });
    expect(checkCommentText(' \n\t ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkCommentText('x'.repeat(MAX_COMMENT_LENGTH + 1))).toEqual({ ok: false, problem: 'too_long' });
    expect(checkCommentText('x'.repeat(MAX_COMMENT_LENGTH))).toMatchObject({ ok: true });
  });

  it('lets only the author edit', () => {
    expect(canEditComment(author, { userId: 1 })).toBe(true);
    expect(canEditComment(other, { userId: 1 })).toBe(false);
    expect(canEditComment(admin, { userId: 1 })).toBe(false);
  });

  it('lets the author or an admin delete', () => {
    expect(canDeleteComment(author, { userId: 1 })).toBe(true);
    expect(canDeleteComment(admin, { userId: 1 })).toBe(true);
    expect(canDeleteComment(other, { userId: 1 })).toBe(false);
  });
});
