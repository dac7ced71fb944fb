import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDeckDetail } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { anAdmin, aUser, mockSession } from '../../../test/session';

/** A player's public deck whose hidden flag the mocked hide and restore routes change, as the API would. */
function serveDeck() {
  const state = { hidden: 0 as 0 | 1, calls: [] as string[] };
  const deck = () => aDeckDetail({ id: 8, name: 'Spam deck', curated: 0, visibility: 'public', owner: { username: 'luffy99' }, hidden: state.hidden });
  server.use(
    http.get('/api/decks/8', () => HttpResponse.json(deck())),
    http.get('/api/comments/:type/:id/page', () => HttpResponse.json({ items: [], total: 0, nextBefore: null })),
    http.post('/api/admin/decks/8/hide', () => {
      state.calls.push('hide');
      state.hidden = 1;
      return HttpResponse.json({ id: 8, hidden: 1, resolvedReports: 0 });
    }),
    http.post('/api/admin/decks/8/restore', () => {
      state.calls.push('restore');
      state.hidden = 0;
      return HttpResponse.json({ id: 8, hidden: 0, resolvedReports: 0 });
    }),
  );
  return state;
}

describe('the deck page for admins: hide and restore (issue 34 item 6)', () => {
  it('hides a deck after asking, then restores it', async () => {
    const state = serveDeck();
    mockSession(anAdmin());
    const { user } = renderApp('/decks/8');

    await user.click(await screen.findByRole('button', { name: /Hide deck/ }));
    // The confirmation's own button (the popover's, the last of the two).
    await screen.findByText('Hide this deck? Only its owner and the admins will see it.');
    await user.click(screen.getAllByRole('button', { name: 'Hide deck' }).at(-1)!);
    expect(await screen.findByText(/This deck is hidden by the moderators/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Restore deck/ }));
    await waitFor(() => expect(screen.queryByText(/This deck is hidden by the moderators/)).not.toBeInTheDocument());
    expect(state.calls).toEqual(['hide', 'restore']);
  });

  it('offers players no moderation', async () => {
    serveDeck();
    mockSession(aUser());
    renderApp('/decks/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spam deck' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide deck/ })).not.toBeInTheDocument();
  });
});
