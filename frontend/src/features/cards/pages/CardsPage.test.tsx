import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cardImagePath } from '../../../components/CardImage';
import { aCard } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

function cardTiles() {
  return within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem');
}

describe('CardsPage', () => {
  it('shows skeletons while loading, then 24 cards, then 24 more on each load-more', async () => {
    server.use(
      http.get('/api/cards', async () => {
        await delay(50);
        return HttpResponse.json(Array.from({ length: 60 }, (_, index) => aCard({ id: index + 1 })));
      }),
    );
    const { user } = renderApp('/cards');

    expect(await screen.findByRole('status', { name: 'Loading cards' })).toBeInTheDocument();
    await waitFor(() => expect(cardTiles()).toHaveLength(24));
    expect(screen.queryByRole('status', { name: 'Loading cards' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 60 cards')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardTiles()).toHaveLength(48);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardTiles()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the order of the API and shows image, code, name and type of each card', async () => {
    server.use(
      http.get('/api/cards', () =>
        HttpResponse.json([
          aCard({ id: 7, code: 'ST01-012', name: 'Monkey.D.Luffy', type: 'CHARACTER', imageUrl: 'https://cards.example.test/ST01-012.png' }),
          aCard({ id: 3, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER', imageUrl: null }),
        ]),
      ),
    );
    renderApp('/cards');

    await waitFor(() => expect(cardTiles()).toHaveLength(2));
    const [first, second] = cardTiles();
    expect(first).toHaveTextContent('ST01-012');
    expect(first).toHaveTextContent('Character');
    expect(within(first!).getByRole('heading', { name: 'Monkey.D.Luffy' })).toBeInTheDocument();
    // Grids load the site's own thumbnail of the recorded picture, never the remote original.
    expect(within(first!).getByRole('img', { name: 'Monkey.D.Luffy (ST01-012)' })).toHaveAttribute(
      'src',
      cardImagePath('ST01-012', 'https://cards.example.test/ST01-012.png', 'thumb'),
    );
    expect(second).toHaveTextContent('ST01-001');
    expect(second).toHaveTextContent('Leader');
    expect(within(second!).getByRole('img')).toHaveAttribute('src', '/card-back.svg');
    await waitFor(() => expect(document.title).toBe('Card database – OP Decks'));
  });

  it('shows the empty state with a link to the admin area when there are no cards', async () => {
    server.use(http.get('/api/cards', () => HttpResponse.json([])));
    renderApp('/cards');

    expect(await screen.findByText('No cards found for your search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin area' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('list', { name: 'Cards' })).not.toBeInTheDocument();
  });

  it('shows the Italian empty state', async () => {
    localStorage.setItem('language', 'it');
    server.use(http.get('/api/cards', () => HttpResponse.json([])));
    renderApp('/cards');

    expect(await screen.findByText('Nessuna carta trovata per la tua ricerca')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Vai all'area admin" })).toHaveAttribute('href', '/admin');
  });

  it('shows an error with a retry button that loads the cards again', async () => {
    let requests = 0;
    server.use(
      http.get('/api/cards', () => {
        requests += 1;
        return requests === 1
          ? HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })
          : HttpResponse.json([aCard({ id: 1, name: 'Nami' })]);
      }),
    );
    const { user } = renderApp('/cards');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the cards');
    expect(requests).toBe(1); // no automatic retries

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(cardTiles()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toBe(2);
  });

  it('filters by name and starts again from 24 cards; no match shows the empty state with a way back', async () => {
    const { user } = renderApp('/cards');
    await waitFor(() => expect(cardTiles()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search cards by name' }), 'zoro');

    // The 60-card fixture cycles through 10 names: 6 of them are Roronoa Zoro.
    await waitFor(() => expect(cardTiles()).toHaveLength(6));
    for (const tile of cardTiles()) expect(tile).toHaveTextContent('Roronoa Zoro');

    await user.type(screen.getByRole('searchbox', { name: 'Search cards by name' }), ' nobody');
    expect(await screen.findByText('No cards found for your search')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardTiles()).toHaveLength(24));
  });
});
