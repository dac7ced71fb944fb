import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CommentDto, CreateReportDto } from '../api/generated';
import { aDeckDetail } from '../test/decks';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { aUser, mockSession } from '../test/session';

const DECK = aDeckDetail({ id: 8, name: 'Spam deck', curated: 0, visibility: 'public', owner: { username: 'luffy99' } });

function aComment(overrides: Partial<CommentDto> = {}): CommentDto {
  return {
    id: 31,
    user_id: 40,
    username: 'zoro',
    content: 'buy cheap cards at my shop',
    contentType: 'deck',
    contentId: 8,
    parent_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The deck page with one comment; every report the page sends is kept, and answered as `answer` says. */
function serveDeck(
  answer: (body: CreateReportDto) => Response = (body) =>
    HttpResponse.json({ id: 1, ...body, note: body.note ?? null, status: 'open', createdAt: '2026-11-27T10:00:00.000Z' }, { status: 201 }),
) {
  const reports: CreateReportDto[] = [];
  server.use(
    http.get('/api/decks/8', () => HttpResponse.json(DECK)),
    http.get('/api/comments/:type/:id/page', () => HttpResponse.json({ items: [aComment()], total: 1, nextBefore: null })),
    http.post('/api/reports', async ({ request }) => {
      const body = (await request.json()) as CreateReportDto;
      reports.push(body);
      return answer(body);
    }),
  );
  return reports;
}

describe('Report (issue 34 item 6: moderation)', () => {
  it('offers a visitor the login form, and back to the deck after it', async () => {
    serveDeck();
    mockSession(null);
    renderApp('/decks/8');

    const links = await screen.findAllByRole('link', { name: /Log in to report/ });
    // The deck's, and the comment's.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/auth?from=%2Fdecks%2F8');
  });

  it('tells an unverified player why they cannot report', async () => {
    serveDeck();
    mockSession(aUser({ isEmailVerified: 0 }));
    renderApp('/decks/8');

    expect(await screen.findByText('Verify your e-mail address to report content.')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /Report/ })) expect(button).toBeDisabled();
  });

  it('sends a report of the deck with a reason and a note, once a reason is chosen', async () => {
    const reports = serveDeck();
    mockSession(aUser());
    const { user } = renderApp('/decks/8');

    const hero = (await screen.findByRole('heading', { level: 1, name: 'Spam deck' })).closest('header') as HTMLElement;
    // The button comes with the session, which may answer after the deck.
    await user.click(await within(hero).findByRole('button', { name: /Report/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this deck' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox'), '  links to a shop ');
    await user.click(send);

    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(reports).toEqual([{ targetType: 'deck', targetId: 8, reason: 'spam', note: 'links to a shop' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this deck' })).not.toBeInTheDocument());
  });

  it('reports a comment, and says so kindly when the player already did', async () => {
    const reports = serveDeck(() => HttpResponse.json({ statusCode: 409, code: 'already_reported', message: 'already' }, { status: 409 }));
    mockSession(aUser());
    const { user } = renderApp('/decks/8');

    const comment = await screen.findByRole('listitem', { name: 'zoro' });
    await user.click(within(comment).getByRole('button', { name: /Report/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive or abusive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('You have already reported this: the moderators will look at it')).toBeInTheDocument();
    expect(reports).toEqual([{ targetType: 'comment', targetId: 31, reason: 'offensive', note: null }]);
  });

  it("offers no report of the player's own deck or comment", async () => {
    serveDeck();
    server.use(
      http.get('/api/comments/:type/:id/page', () => HttpResponse.json({ items: [aComment({ user_id: 9, username: 'luffy99' })], total: 1, nextBefore: null })),
    );
    mockSession(aUser({ id: 9, username: 'luffy99' }));
    renderApp('/decks/8');

    expect(await screen.findByRole('listitem', { name: 'luffy99' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
