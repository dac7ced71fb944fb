import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDeck, deckSummary } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const DECKS = Array.from({ length: 11 }, (_, index) =>
  aDeck({ id: 30 + index, name: `Luffy list ${index + 1}`, curated: 0, visibility: 'public', owner: { username: 'luffy99' } }),
);

function servePlayer(queries: URLSearchParams[] = []) {
  server.use(
    http.get('/api/players/:username', ({ params, request }) => {
      if (String(params.username).toLowerCase() !== 'luffy99')
        return HttpResponse.json({ statusCode: 404, code: 'player_not_found', message: 'no' }, { status: 404 });
      const search = new URL(request.url).searchParams;
      queries.push(search);
      const page = Number(search.get('page') ?? 1);
      // Past the end: 404 page_out_of_range with the last page (ADR 0067).
      if (page > 2)
        return HttpResponse.json(
          { statusCode: 404, code: 'page_out_of_range', message: 'no', details: [{ field: 'page', code: 'too_large', max: 2 }] },
          { status: 404 },
        );
      const items = DECKS.slice((page - 1) * 9, page * 9).map(deckSummary);
      return HttpResponse.json({ username: 'luffy99', favoritesReceived: 12, decks: { items, total: DECKS.length, page, pageSize: 9 } });
    }),
  );
}

describe('PlayerPage', () => {
  it("shows a player's public decks, their count and the favourites they received, a page at a time", async () => {
    const queries: URLSearchParams[] = [];
    servePlayer(queries);
    const { user, history } = renderApp('/players/luffy99');

    expect(await screen.findByRole('heading', { level: 1, name: 'luffy99' })).toBeInTheDocument();
    expect(screen.getByText('11 public decks')).toBeInTheDocument();
    expect(screen.getByText('12 favourites received')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: "luffy99's public decks" });
    expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(within(grid).getByRole('link', { name: /Luffy list 1\b/ })).toHaveAttribute('href', '/decks/30');
    await waitFor(() => expect(document.title).toBe("luffy99's decks – OP Decks"));

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: "luffy99's public decks" })).getAllByRole('heading', { level: 2 })).toHaveLength(2));
    expect(history.location.search).toBe('?page=2');
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('moves an address past the last page to the last page (an old link)', async () => {
    servePlayer();
    const { history } = renderApp('/players/luffy99?page=7');
    const grid = await screen.findByRole('list', { name: "luffy99's public decks" });
    expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(history.location.search).toBe('?page=2');
  });

  it('says when a player has no public deck', async () => {
    server.use(
      http.get('/api/players/:username', () =>
        HttpResponse.json({ username: 'zoro', favoritesReceived: 0, decks: { items: [], total: 0, page: 1, pageSize: 9 } }),
      ),
    );
    renderApp('/players/zoro');
    expect(await screen.findByText('zoro has not published any deck yet.')).toBeInTheDocument();
    expect(screen.getByText('0 public decks')).toBeInTheDocument();
  });

  it('is the not-found page for an unknown player', async () => {
    servePlayer();
    renderApp('/players/nobody');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is in Italian under /it/', async () => {
    servePlayer();
    renderApp('/it/players/luffy99');
    expect(await screen.findByText('11 mazzi pubblici')).toBeInTheDocument();
    expect(screen.getByText('12 preferiti ricevuti')).toBeInTheDocument();
  });
});
