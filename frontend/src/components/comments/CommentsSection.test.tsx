import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import type { CommentDto } from '../../api/generated';
import { server } from '../../test/server';
import { aUser, anAdmin, mockSession } from '../../test/session';
import { CommentsSection } from './CommentsSection';

const aComment = (overrides: Partial<CommentDto>): CommentDto => ({
  id: 1,
  user_id: 7,
  username: 'sailor7',
  content: 'Great deck',
  contentType: 'deck',
  contentId: 5,
  parent_id: null,
  created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
  updated_at: new Date(Date.now() - 3 * 60_000).toISOString(),
  ...overrides,
});

/** A tiny comments API with real state (oldest first, paged newest first), so the list refreshes after each write. */
function mockComments(initial: CommentDto[]) {
  let comments = [...initial];
  let nextId = 100;
  const pages: string[] = [];
  server.use(
    http.get('/api/comments/deck/5/page', ({ request }) => {
      const query = new URL(request.url).searchParams;
      pages.push(query.toString());
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const items = [...comments].reverse().slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ items, total: comments.length, page, pageSize });
    }),
    http.post('/api/comments', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      const created = aComment({
        id: nextId++,
        content: body.content.trim(),
        user_id: 7,
        username: 'sailor7',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      comments = [...comments, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/comments/:id', async ({ params, request }) => {
      const body = (await request.json()) as { content: string };
      comments = comments.map((comment) =>
        comment.id === Number(params.id) ? { ...comment, content: body.content.trim(), updated_at: new Date().toISOString() } : comment,
      );
      return HttpResponse.json(comments.find((comment) => comment.id === Number(params.id)));
    }),
    http.delete('/api/comments/:id', ({ params }) => {
      comments = comments.filter((comment) => comment.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
  return {
    pages,
    /** A comment someone else posts. */
    add: (comment: CommentDto) => {
      comments = [...comments, comment];
    },
  };
}

function renderSection() {
  const user = userEvent.setup();
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>
        <CommentsSection contentType="deck" contentId={5} />
      </MemoryRouter>
    </AppProviders>,
  );
  return user;
}

describe('CommentsSection', () => {
  beforeEach(() => localStorage.setItem('language', 'en'));

  it('shows comments with author and relative time to a visitor, with a login prompt instead of the form', async () => {
    mockSession(null);
    mockComments([aComment({ content: 'Line one\nLine two' })]);
    renderSection();
    expect(await screen.findByText('Comments (1)')).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'sailor7' });
    expect(within(item).getByText(/3 minutes ago/)).toBeInTheDocument();
    expect(within(item).getByText('Line one Line two', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Delete|Edit/ })).not.toBeInTheDocument();
  });

  it('shows markup as text, never as HTML', async () => {
    mockSession(null);
    mockComments([aComment({ content: '<img src=x onerror=alert(1)><b>bold</b>' })]);
    renderSection();
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('.comment img')).toBeNull();
  });

  it('lets a user add a comment; send stays disabled while the text is blank', async () => {
    mockSession(aUser());
    mockComments([]);
    const user = renderSection();
    expect(await screen.findByText('No comments yet: be the first!')).toBeInTheDocument();
    const send = await screen.findByRole('button', { name: /Send/ });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Nice list!');
    await user.click(send);
    expect(await screen.findByText('Nice list!')).toBeInTheDocument();
    expect(screen.getByText('Comments (1)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
  });

  it('lets the author edit in place (save or cancel) and delete after confirming', async () => {
    mockSession(aUser({ id: 7 }));
    mockComments([aComment({ id: 1, user_id: 7 })]);
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const editor = screen.getByRole('textbox', { name: 'Edit comment' });
    await user.clear(editor);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Great deck')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit comment' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit comment' }), 'Even better');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Even better')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Delete$/ }));
    expect(await screen.findByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('Even better')).not.toBeInTheDocument());
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument();
  });

  it('offers admins "Delete (Admin)" on other people’s comments but no edit', async () => {
    mockSession(anAdmin());
    mockComments([aComment({ user_id: 7 })]);
    renderSection();
    expect(await screen.findByRole('button', { name: /Delete \(Admin\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows the error state with a retry when comments cannot load', async () => {
    mockSession(null);
    server.use(http.get('/api/comments/deck/5/page', () => HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'x' }, { status: 500 })));
    renderSection();
    expect(await screen.findByText('Error loading comments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('shows the newest 20 and loads older ones a page at a time, then a new comment first with nothing skipped', async () => {
    mockSession(aUser({ id: 7 }));
    const many = Array.from({ length: 25 }, (_, index) => aComment({ id: index + 1, content: `#${index + 1}` }));
    const api = mockComments(many);
    const user = renderSection();
    expect(await screen.findByText('Comments (25)')).toBeInTheDocument();
    const listed = () => screen.getAllByRole('listitem').map((item) => within(item).getByText(/^#\d+$/).textContent);
    expect(listed()).toHaveLength(20);
    expect(listed()[0]).toBe('#25');
    await user.click(screen.getByRole('button', { name: 'Load more (20 of 25)' }));
    await waitFor(() => expect(listed()).toHaveLength(25));
    expect(api.pages.at(-1)).toBe('page=2');
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Your comment' }));
    await user.paste('#26');
    await user.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Comments (26)')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(Array.from({ length: 26 }, (_, index) => `#${26 - index}`)));
  }, 60_000);

  it('shows a comment once when another reader posts one between two pages (numbered pages shift)', async () => {
    mockSession(null);
    const many = Array.from({ length: 25 }, (_, index) => aComment({ id: index + 1, content: `#${index + 1}` }));
    const api = mockComments(many);
    const user = renderSection();
    expect(await screen.findByText('Comments (25)')).toBeInTheDocument();
    const listed = () => screen.getAllByRole('listitem').map((item) => within(item).getByText(/^#\d+$/).textContent);
    api.add(aComment({ id: 26, content: '#26' }));
    await user.click(screen.getByRole('button', { name: 'Load more (20 of 25)' }));
    // Page 2 now starts with #7, already shown: listed once, and the count is the latest answer's.
    await waitFor(() => expect(listed()).toHaveLength(26 - 1));
    expect(listed()).toEqual(Array.from({ length: 25 }, (_, index) => `#${25 - index}`));
    expect(screen.getByText('Comments (26)')).toBeInTheDocument();
  }, 60_000);

  it('reports a failed add with the product toast', async () => {
    mockSession(aUser());
    mockComments([]);
    server.use(
      http.post('/api/comments', () => HttpResponse.json({ statusCode: 422, code: 'invalid_comment', message: 'Comment text is empty' }, { status: 422 })),
    );
    const user = renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'hello');
    await user.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
  });
});
