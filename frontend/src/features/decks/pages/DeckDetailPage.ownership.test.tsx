import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDeckDetail } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { aUser, mockSession } from '../../../test/session';

const CURATED = aDeckDetail({ id: 7, name: 'Straw Hat Rush', curated: 1 });
const COMMUNITY = aDeckDetail({
  id: 8,
  name: 'My Zoro twist',
  curated: 0,
  visibility: 'unlisted',
  owner: { username: 'luffy99' },
  copiedFrom: { id: 7, name: 'Straw Hat Rush' },
});

function serveDecks() {
  server.use(
    http.get('/api/decks/7', () => HttpResponse.json(CURATED)),
    http.get('/api/decks/8', () => HttpResponse.json(COMMUNITY)),
    http.get('/api/comments/:type/:id/page', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
  );
}

describe('DeckDetailPage: whose deck, copies (issue 34)', () => {
  it("names a player's deck's owner with a link to their page, and the deck it is based on", async () => {
    serveDecks();
    mockSession(null);
    renderApp('/decks/8');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Zoro twist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'luffy99' })).toHaveAttribute('href', '/players/luffy99');
    expect(screen.getByText(/Based on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Straw Hat Rush' })).toHaveAttribute('href', '/decks/7');
    // A player's deck shows how it is shared instead of a tier.
    expect(screen.getByText('Unlisted')).toBeInTheDocument();
    expect(screen.queryByText('Tier 1')).not.toBeInTheDocument();
  });

  it('offers a visitor the login form to copy a deck, and back to the deck after it', async () => {
    serveDecks();
    mockSession(null);
    renderApp('/decks/7');

    const login = await screen.findByRole('link', { name: /Log in to copy this deck/ });
    expect(login).toHaveAttribute('href', '/auth?from=%2Fdecks%2F7');
    expect(screen.queryByText(/Deck by/)).not.toBeInTheDocument();
  });

  it('tells an unverified player why they cannot copy', async () => {
    serveDecks();
    mockSession(aUser({ isEmailVerified: 0 }));
    renderApp('/decks/7');

    expect(await screen.findByText('Verify your e-mail address to copy decks.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy to my decks/ })).toBeDisabled();
  });

  it("copies the deck for a verified player and opens the copy's editor", async () => {
    serveDecks();
    mockSession(aUser());
    let copied = 0;
    server.use(
      http.post('/api/decks/7/copy', () => {
        copied += 1;
        return HttpResponse.json({ ...COMMUNITY, id: 99, name: 'Straw Hat Rush', visibility: 'private', owner: { username: 'sailor7' } }, { status: 201 });
      }),
      http.get('/api/decks/99', () => HttpResponse.json({ ...COMMUNITY, id: 99, visibility: 'private', owner: { username: 'sailor7' } })),
    );
    const { user, history } = renderApp('/decks/7');

    await user.click(await screen.findByRole('button', { name: /Copy to my decks/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/decks/99/edit'));
    expect(copied).toBe(1);
  });

  it('says so when the copy is refused (the 200-deck limit)', async () => {
    serveDecks();
    mockSession(aUser());
    server.use(http.post('/api/decks/7/copy', () => HttpResponse.json({ statusCode: 409, code: 'deck_limit_reached', message: 'limit' }, { status: 409 })));
    const { user } = renderApp('/decks/7');

    await user.click(await screen.findByRole('button', { name: /Copy to my decks/ }));
    expect(await screen.findByText(/You have reached the maximum number of decks/)).toBeInTheDocument();
  });

  it('offers its owner the editor of their own deck', async () => {
    serveDecks();
    mockSession(aUser({ username: 'luffy99' }));
    renderApp('/decks/8');

    expect(await screen.findByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/decks/8/edit');
  });

  it('tells the owner of a hidden deck why nobody else sees it', async () => {
    server.use(http.get('/api/decks/8', () => HttpResponse.json({ ...COMMUNITY, hidden: 1 })));
    mockSession(aUser({ username: 'luffy99' }));
    renderApp('/decks/8');
    expect(await screen.findByText(/This deck is hidden by the moderators: only you and the admins can see it/)).toBeInTheDocument();
    // Nothing left to report: the moderators have acted.
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
