import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UpdateDeckVisibilityDto } from '../../../api/generated';
import { aDeck, aDeckDetail, deckSummary, type TestDeck } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { aUser, mockSession } from '../../../test/session';

/** The player's decks as GET /api/decks/mine answers them, changed by PATCH and DELETE as the API would. */
function serveMyDecks(decks: TestDeck[]) {
  const state = { decks: [...decks], changes: [] as UpdateDeckVisibilityDto[], deckReads: 0 };
  server.use(
    // Numbered pages, and 404 page_out_of_range past the end, as the API pages (ADR 0067).
    http.get('/api/decks/mine', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 9);
      const last = Math.max(1, Math.ceil(state.decks.length / pageSize));
      if (page > last)
        return HttpResponse.json(
          { statusCode: 404, code: 'page_out_of_range', message: 'no', details: [{ field: 'page', code: 'too_large', max: last }] },
          { status: 404 },
        );
      const items = state.decks.slice((page - 1) * pageSize, page * pageSize).map(deckSummary);
      return HttpResponse.json({ items, total: state.decks.length, page, pageSize });
    }),
    http.get('/api/decks/:id', ({ params }) => {
      state.deckReads += 1;
      const deck = state.decks.find((entry) => entry.id === Number(params.id));
      return deck ? HttpResponse.json(aDeckDetail(deck)) : HttpResponse.json({ statusCode: 404, code: 'deck_not_found', message: 'no' }, { status: 404 });
    }),
    http.patch('/api/decks/:id', async ({ params, request }) => {
      const body = (await request.json()) as UpdateDeckVisibilityDto;
      state.changes.push(body);
      state.decks = state.decks.map((deck) => (deck.id === Number(params.id) ? { ...deck, visibility: body.visibility } : deck));
      return HttpResponse.json(aDeckDetail(state.decks.find((deck) => deck.id === Number(params.id))));
    }),
    http.delete('/api/decks/:id', ({ params }) => {
      state.decks = state.decks.filter((deck) => deck.id !== Number(params.id));
      return HttpResponse.json({ success: true, message: 'deleted' });
    }),
  );
  return state;
}

const MINE = [
  aDeck({ id: 40, name: 'Red rush', curated: 0, visibility: 'private', owner: { username: 'sailor7' }, cardCount: 50, cards: [{ cardId: 13, quantity: 4 }] }),
  aDeck({ id: 41, name: 'Blue tempo', curated: 0, visibility: 'public', owner: { username: 'sailor7' }, cardCount: 50 }),
];

describe('My account → My decks', () => {
  it('marks a deck the moderators hid (issue 34 item 6)', async () => {
    mockSession(aUser());
    serveMyDecks([
      aDeck({ id: 41, name: 'Blue tempo', curated: 0, visibility: 'public', owner: { username: 'sailor7' }, hidden: 1 }),
      aDeck({ id: 40, name: 'Red rush', curated: 0, visibility: 'private', owner: { username: 'sailor7' } }),
    ]);
    renderApp('/my-account?tab=decks');

    const list = await screen.findByRole('list', { name: 'My decks' });
    const hidden = within(list).getByRole('link', { name: 'Blue tempo' }).closest('li') as HTMLElement;
    expect(hidden).toHaveTextContent('Hidden by the moderators');
    const shown = within(list).getByRole('link', { name: 'Red rush' }).closest('li') as HTMLElement;
    expect(shown).not.toHaveTextContent('Hidden by the moderators');
  });

  it("lists the player's decks with their visibility, and opens, edits and creates from there", async () => {
    mockSession(aUser());
    serveMyDecks(MINE);
    const { user, history } = renderApp('/my-account');

    await user.click(await screen.findByRole('tab', { name: /My decks/ }));
    expect(history.location.search).toBe('?tab=decks');
    const list = await screen.findByRole('list', { name: 'My decks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'My decks (2)' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Red rush' })).toHaveAttribute('href', '/decks/40');
    expect(within(list).getByRole('link', { name: 'Edit Red rush' })).toHaveAttribute('href', '/decks/40/edit');
    expect(within(list).getByRole('link', { name: 'Open Blue tempo' })).toHaveAttribute('href', '/decks/41');
    expect(within(list).getByLabelText('Who sees Red rush').closest('.ant-select')).toHaveTextContent('Private');
    expect(within(list).getByLabelText('Who sees Blue tempo').closest('.ant-select')).toHaveTextContent('Public');
    expect(screen.getByRole('link', { name: /New deck/ })).toHaveAttribute('href', '/decks/new');
  });

  it("changes a deck's visibility in place, sending the visibility alone", async () => {
    mockSession(aUser());
    const state = serveMyDecks(MINE);
    const { user } = renderApp('/my-account?tab=decks');

    await user.click(await screen.findByLabelText('Who sees Red rush'));
    await user.click(await screen.findByTitle('Unlisted'));
    await waitFor(() => expect(state.changes).toHaveLength(1));
    expect(state.changes[0]).toEqual({ visibility: 'unlisted' });
    expect(state.deckReads).toBe(0);
    await waitFor(() => expect(screen.getByLabelText('Who sees Red rush').closest('.ant-select')).toHaveTextContent('Unlisted'));
  });

  it('shows the page before when the only deck of the last page is deleted (that page no longer exists)', async () => {
    mockSession(aUser());
    const many = Array.from({ length: 21 }, (_, index) =>
      aDeck({ id: 100 + index, name: `Deck ${index + 1}`, curated: 0, visibility: 'private', owner: { username: 'sailor7' } }),
    );
    serveMyDecks(many);
    const { user } = renderApp('/my-account?tab=decks');
    const list = await screen.findByRole('list', { name: 'My decks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'My decks' })).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete Deck 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Deck 21"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the deck' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'My decks' })).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByRole('link', { name: 'Deck 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My decks (20)' })).toBeInTheDocument();
  }, 60_000);

  it('deletes a deck after a confirmation that names it', async () => {
    mockSession(aUser());
    serveMyDecks(MINE);
    const { user } = renderApp('/my-account?tab=decks');

    await user.click(await screen.findByRole('button', { name: 'Delete Blue tempo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Blue tempo"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the deck' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Blue tempo' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'My decks (1)' })).toBeInTheDocument();
  });

  it('invites a player without decks to build one', async () => {
    mockSession(aUser());
    serveMyDecks([]);
    renderApp('/my-account?tab=decks');
    expect(await screen.findByText('You have no decks yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New deck/ })).toHaveAttribute('href', '/decks/new');
  });

  it('shows an error with a retry when the decks cannot be loaded', async () => {
    mockSession(aUser());
    server.use(http.get('/api/decks/mine', () => HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'x' }, { status: 500 })));
    renderApp('/my-account?tab=decks');
    expect(await screen.findByText('Could not load your decks')).toBeInTheDocument();
  });

  it('tells an unverified player that verifying lets them build decks', async () => {
    mockSession(aUser({ isEmailVerified: 0 }));
    renderApp('/my-account');
    expect(await screen.findByText(/Once your address is verified you can build, copy and share decks/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /My decks/ })).not.toBeInTheDocument();
  });
});
