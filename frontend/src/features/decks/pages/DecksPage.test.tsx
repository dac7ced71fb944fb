import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDeck, aLeaderOption, deckPageQueries, KID, mockDecks } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const kidLeader = { id: KID.id, code: KID.code, name: KID.name, imageUrl: KID.imageUrl, color: KID.color };

/** 12 published decks (ids 1–12, newer id = newer deck) plus a draft. */
function twelveDecks() {
  return [
    ...Array.from({ length: 12 }, (_, index) => {
      const id = index + 1;
      return aDeck({
        id,
        name: `Deck ${String.fromCharCode(76 - index)}`, // L, K, … A: name order is the reverse of id order
        tier: id % 3 === 0 ? 'Tier 3' : id % 2 === 0 ? 'Tier 2' : 'Tier 1',
        format: id <= 10 ? 'OP10' : 'OP09',
        leader: id % 4 === 0 ? kidLeader : undefined,
      });
    }),
    aDeck({ id: 13, name: 'Secret draft', isDraft: 1 }),
  ].reverse();
}

const LEADERS = [aLeaderOption({ count: 9 }), aLeaderOption({ cardId: KID.id, name: KID.name, code: KID.code, count: 3 })];

function deckNames() {
  const grid = screen.getByRole('list', { name: 'Decks' });
  return within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('DecksPage', () => {
  it('shows the published decks 9 per page, newest first, with leader, author, format, tier and description', async () => {
    mockDecks(twelveDecks(), LEADERS);
    const { user } = renderApp('/decks');

    expect(await screen.findByRole('heading', { level: 1, name: 'Decks' })).toBeInTheDocument();
    await waitFor(() => expect(deckNames()).toHaveLength(9));
    expect(deckNames()).toEqual(['Deck A', 'Deck B', 'Deck C', 'Deck D', 'Deck E', 'Deck F', 'Deck G', 'Deck H', 'Deck I']);
    expect(screen.getByText('12 decks')).toBeInTheDocument();
    expect(screen.queryByText('Secret draft')).not.toBeInTheDocument();

    const first = screen.getByRole('link', { name: /Deck A/ });
    expect(first).toHaveAttribute('href', '/decks/12');
    expect(within(first).getByRole('img', { name: 'Leader: Eustass"Captain"Kid (ST02-001)' })).toBeInTheDocument();
    expect(first).toHaveTextContent('by Nami');
    expect(first).toHaveTextContent('OP09');
    expect(first).toHaveTextContent('Rogue');
    expect(first).toHaveTextContent('Short description of deck 12');

    // The pager's numbers are links search engines can follow; a click stays in the app.
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('href', '/decks?page=2');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(deckNames()).toEqual(['Deck J', 'Deck K', 'Deck L']));
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/decks');
  });

  it('filters by tier (Rogue is Tier 3), format and leader, and any filter change goes back to page 1', async () => {
    mockDecks(twelveDecks(), LEADERS);
    const { user, history } = renderApp('/decks?page=2');

    await waitFor(() => expect(deckNames()).toEqual(['Deck J', 'Deck K', 'Deck L']));

    await user.click(screen.getByText('Rogue', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(deckNames()).toEqual(['Deck A', 'Deck D', 'Deck G', 'Deck J']));
    expect(history.location.search).toBe('?tier=rogue');

    await user.click(screen.getByText('OP09 · 2', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(deckNames()).toEqual(['Deck A']));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(deckNames()).toHaveLength(9));

    // Leader: the options come from /api/decks/leaders, with their counts.
    await user.click(screen.getByLabelText('Leader'));
    await user.click(await screen.findByTitle('Eustass"Captain"Kid (ST02-001) · 3'));
    await waitFor(() => expect(deckNames()).toEqual(['Deck A', 'Deck E', 'Deck I']));
    expect(history.location.search).toBe(`?leader=${KID.id}`);
  });

  it('offers only the formats that have decks in the gallery, newest first, each with its count (issue 38)', async () => {
    mockDecks(twelveDecks(), LEADERS);
    // The formats the site knows: two of them have no deck.
    server.use(
      http.get('/api/formats', () =>
        HttpResponse.json(['OP11', 'OP10', 'OP09', 'OP08'].map((code, index) => ({ code, name: code, legalSets: [], banList: [], isCurrent: index === 0 }))),
      ),
    );
    renderApp('/decks');
    await waitFor(() => expect(deckNames()).toHaveLength(9));
    const format = screen.getByRole('radiogroup', { name: 'Format' });
    await waitFor(() =>
      expect([...format.querySelectorAll('.ant-segmented-item-label')].map((label) => label.textContent)).toEqual(['All', 'OP10 · 10', 'OP09 · 2']),
    );
  });

  it('moves an address past the last page to the last page, in place of it (the API refuses the page: ADR 0067)', async () => {
    mockDecks(twelveDecks(), LEADERS);
    const { router } = renderApp('/decks?sort=name&page=7');
    await waitFor(() => expect(deckNames()).toEqual(['Deck J', 'Deck K', 'Deck L']));
    expect(router.state.location.search).toBe('?sort=name&page=2');
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
    expect(deckPageQueries.map((params) => params.get('page'))).toEqual(['7', '2']);
  });

  it('sends its filters, sort and page to the API instead of filtering in the browser', async () => {
    mockDecks(twelveDecks(), LEADERS);
    const { user } = renderApp('/decks?tier=rogue&sort=name&page=2');
    await waitFor(() => expect(deckPageQueries.length).toBeGreaterThan(0));
    // The first query: page 2 of the rogue decks is past their last page, so the gallery then asks for
    // page 1 in its place (ADR 0067), on a fast machine before this line runs.
    expect(Object.fromEntries(deckPageQueries[0]!)).toEqual({ tier: 'Tier 3', sort: 'name', page: '2', pageSize: '9' });

    await user.click(await screen.findByText('OP09 · 2', { selector: '.ant-segmented-item-label' }));
    // A filter change goes back to page 1, and the query says so.
    await waitFor(() =>
      expect(Object.fromEntries(deckPageQueries.at(-1)!)).toEqual({ tier: 'Tier 3', format: 'OP09', sort: 'name', page: '1', pageSize: '9' }),
    );
    // The full list is never fetched by the gallery.
    await waitFor(() => expect(deckNames()).toEqual(['Deck A']));
  });

  it('goes back to page 1 when the sort changes, and sorts by name or oldest first', async () => {
    mockDecks(twelveDecks(), LEADERS);
    const { user, history } = renderApp('/decks?page=2');
    await waitFor(() => expect(deckNames()).toHaveLength(3));

    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Oldest'));
    await waitFor(() => expect(deckNames()).toEqual(['Deck L', 'Deck K', 'Deck J', 'Deck I', 'Deck H', 'Deck G', 'Deck F', 'Deck E', 'Deck D']));
    expect(history.location.search).toBe('?sort=oldest');

    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Name'));
    await waitFor(() => expect(deckNames()[0]).toBe('Deck A'));
    expect(history.location.search).toBe('?sort=name');
  });

  it('says when no deck matches, with a button to clear the filters', async () => {
    mockDecks(twelveDecks(), LEADERS);
    const { user } = renderApp('/decks?tier=tier2&format=OP09&leader=1');

    expect(await screen.findByText('No deck matches these filters')).toBeInTheDocument();
    await user.click(
      within(screen.getByText('No deck matches these filters').closest('.ant-empty')! as HTMLElement).getByRole('button', { name: 'Clear filters' }),
    );
    await waitFor(() => expect(deckNames()).toHaveLength(9));
  });

  it('points to the admin area when there are no decks at all', async () => {
    mockDecks([aDeck({ id: 1, isDraft: 1 })]);
    renderApp('/decks');

    expect(await screen.findByText('No decks yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin area' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('region', { name: 'Filter decks' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry button when the decks cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('/api/decks/page', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ items: [aDeck({ id: 1, name: 'Back online' })], total: 1, page: 1, pageSize: 9 });
      }),
    );
    const { user } = renderApp('/decks');

    expect(await screen.findByText('Could not load the decks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
  });

  it("has a Community tab in the address, with the players' public decks, their names and a most-favourited sort", async () => {
    mockDecks(
      [
        ...twelveDecks(),
        aDeck({ id: 20, name: 'Zoro rush', curated: 0, visibility: 'public', owner: { username: 'luffy99' }, favoriteCount: 9 }),
        aDeck({ id: 21, name: 'Loved list', curated: 0, visibility: 'public', owner: { username: 'nami_x' }, favoriteCount: 7 }),
        aDeck({ id: 22, name: 'Hidden away', curated: 0, visibility: 'private', owner: { username: 'luffy99' } }),
      ],
      LEADERS,
    );
    const { user, history } = renderApp('/decks');
    await waitFor(() => expect(deckNames()).toHaveLength(9));
    expect(screen.queryByText('Zoro rush')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Community' }));
    await waitFor(() => expect(deckNames()).toEqual(['Loved list', 'Zoro rush']));
    expect(history.location.search).toBe('?source=community');
    expect(Object.fromEntries(deckPageQueries.at(-1)!)).toEqual({ source: 'community', sort: 'newest', page: '1', pageSize: '9' });
    expect(screen.getByRole('link', { name: /Zoro rush/ })).toHaveTextContent('by luffy99');
    // A community deck has no tier: no tier filter on this tab.
    expect(screen.queryByText('Rogue', { selector: '.ant-segmented-item-label' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Most favourited'));
    await waitFor(() => expect(deckNames()).toEqual(['Zoro rush', 'Loved list']));
    expect(history.location.search).toBe('?source=community&sort=favorites');

    await user.click(screen.getByRole('tab', { name: 'Curated' }));
    await waitFor(() => expect(deckNames()).toHaveLength(9));
    expect(history.location.search).toBe('');
  });

  it('opens on the Community tab from the address, and says when no player has published a deck', async () => {
    mockDecks(twelveDecks(), LEADERS);
    renderApp('/decks?source=community');
    expect(await screen.findByText('No community decks yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Community', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build a deck' })).toHaveAttribute('href', '/decks/new');
    expect(screen.getByRole('link', { name: /^My account$/ })).toHaveAttribute('href', '/my-account?tab=decks');
  });
});
