import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportGroupDto } from '../../api/generated';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

const DECK_GROUP: ReportGroupDto = {
  targetType: 'deck',
  targetId: 8,
  openReports: 2,
  reasons: [
    { reason: 'spam', count: 1 },
    { reason: 'copyright', count: 1 },
  ],
  firstReportedAt: '2026-11-26T09:00:00.000Z',
  lastReportedAt: '2026-11-27T09:00:00.000Z',
  latest: [
    { id: 5, reason: 'copyright', note: 'copied from a YouTube video', reporter: 'nami', createdAt: '2026-11-27T09:00:00.000Z' },
    { id: 4, reason: 'spam', note: null, reporter: 'usopp', createdAt: '2026-11-26T09:00:00.000Z' },
  ],
  deck: { id: 8, name: 'Spam deck', hidden: 0, owner: 'luffy99' },
  comment: null,
};
const COMMENT_GROUP: ReportGroupDto = {
  targetType: 'comment',
  targetId: 31,
  openReports: 1,
  reasons: [{ reason: 'offensive', count: 1 }],
  firstReportedAt: '2026-11-25T09:00:00.000Z',
  lastReportedAt: '2026-11-25T09:00:00.000Z',
  latest: [{ id: 3, reason: 'offensive', note: null, reporter: null, createdAt: '2026-11-25T09:00:00.000Z' }],
  deck: null,
  comment: { id: 31, content: 'you all play badly', author: 'zoro', contentType: 'news', contentId: 4 },
};

/** The queue behind the mocked API: hiding, restoring, dismissing and deleting change it as the server would. */
function serveQueue() {
  const state = { groups: [DECK_GROUP, COMMENT_GROUP], calls: [] as string[] };
  const answer = () => HttpResponse.json({ items: state.groups, total: state.groups.length, page: 1, pageSize: 20 });
  const drop = (type: string, id: number) => (state.groups = state.groups.filter((group) => !(group.targetType === type && group.targetId === id)));
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
    http.get('/api/admin/reports', answer),
    http.post('/api/admin/decks/:id/hide', ({ params }) => {
      state.calls.push(`hide ${params.id}`);
      drop('deck', Number(params.id));
      return HttpResponse.json({ id: Number(params.id), hidden: 1, resolvedReports: 2 });
    }),
    http.post('/api/admin/reports/:type/:id/dismiss', ({ params }) => {
      state.calls.push(`dismiss ${params.type} ${params.id}`);
      drop(String(params.type), Number(params.id));
      return HttpResponse.json({ closed: 1 });
    }),
    http.delete('/api/comments/:id', ({ params }) => {
      state.calls.push(`delete comment ${params.id}`);
      drop('comment', Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
  return state;
}

function openReports() {
  mockSession(anAdmin());
  renderApp('/admin?tab=reports');
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe("the back office 'Reports' tab", () => {
  it('lists reported decks and comments with their counts, reasons, notes and links', async () => {
    serveQueue();
    openReports();

    expect(await screen.findByRole('heading', { name: 'Reports (2)' }, { timeout: 30_000 })).toBeInTheDocument();
    const deck = screen.getByRole('listitem', { name: 'Reported deck Spam deck' });
    expect(within(deck).getByRole('link', { name: 'Spam deck' })).toHaveAttribute('href', '/decks/8');
    expect(deck).toHaveTextContent('2 reports');
    expect(deck).toHaveTextContent('by luffy99');
    expect(deck).toHaveTextContent('Copyright × 1');
    expect(deck).toHaveTextContent('copied from a YouTube video');
    const comment = screen.getByRole('listitem', { name: /Reported comment you all play badly/ });
    expect(within(comment).getByRole('link', { name: 'Comment on a news item' })).toHaveAttribute('href', '/news/4');
    expect(comment).toHaveTextContent('(deleted account)');
  });

  it('hides a deck, deletes a comment after asking, and dismisses reports', async () => {
    const state = serveQueue();
    const user = openReports();

    const deck = await screen.findByRole('listitem', { name: 'Reported deck Spam deck' }, { timeout: 30_000 });
    await user.click(within(deck).getByRole('button', { name: /Hide deck/ }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Reported deck Spam deck' })).not.toBeInTheDocument());
    expect(await screen.findByText('Deck hidden: Spam deck')).toBeInTheDocument();

    const comment = screen.getByRole('listitem', { name: /Reported comment/ });
    await user.click(within(comment).getByRole('button', { name: /Delete comment/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(state.calls).toEqual(['hide 8', 'delete comment 31']);
  });

  it('dismisses the reports of a deck', async () => {
    const state = serveQueue();
    const user = openReports();

    const deck = await screen.findByRole('listitem', { name: 'Reported deck Spam deck' }, { timeout: 30_000 });
    await user.click(within(deck).getByRole('button', { name: /Dismiss/ }));
    await waitFor(() => expect(state.calls).toEqual(['dismiss deck 8']));
    expect(await screen.findByRole('heading', { name: 'Reports (1)' })).toBeInTheDocument();
  });

  it('is listed in Italian as Segnalazioni', async () => {
    serveQueue();
    mockSession(anAdmin());
    renderApp('/it/admin?tab=reports');
    expect(await screen.findByRole('heading', { name: 'Segnalazioni (2)' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Segnalazioni').length).toBeGreaterThan(0);
  });
});
