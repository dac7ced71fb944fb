import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardImagePath } from '../../../components/CardImage';
import { cardGallery } from '../../../test/card-gallery';
import { aCard } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { DEFAULT_CARDS, server } from '../../../test/server';

function cardTiles() {
  return within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem');
}

// Debounced typing, searches and the lazy page take their time on a busy machine: wait up to 20 s.
beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));

describe('CardsPage', () => {
  it('shows skeletons while loading, then 24 cards, then 24 more on each load-more, a page at a time from the API', async () => {
    const pages: Array<string | null> = [];
    server.use(
      cardGallery(
        Array.from({ length: 60 }, (_, index) => aCard({ id: index + 1 })),
        { onRequest: (params) => pages.push(params.get('page')), wait: 50 },
      ),
    );
    const { user } = renderApp('/cards');

    expect(await screen.findByRole('status', { name: 'Loading cards' })).toBeInTheDocument();
    await waitFor(() => expect(cardTiles()).toHaveLength(24));
    expect(screen.queryByRole('status', { name: 'Loading cards' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 60 cards')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTiles()).toHaveLength(48));
    expect(screen.getByText('Showing 48 of 60 cards')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTiles()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Numbered pages, as every list of the API (ADR 0067).
    expect(pages).toEqual([null, '2', '3']);
  });

  it('keeps the order of the API and shows image, code, name and type of each card; a card without a picture as text', async () => {
    server.use(
      cardGallery([
        aCard({ id: 7, code: 'ST01-012', name: 'Monkey.D.Luffy', type: 'CHARACTER', imageUrl: 'https://cards.example.test/ST01-012.png' }),
        aCard({ id: 3, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER', imageUrl: null, cost: 5, power: 5000, counter: null, color: 'Red/Green' }),
      ]),
    );
    renderApp('/cards');

    await waitFor(() => expect(cardTiles()).toHaveLength(2));
    const [first, second] = cardTiles();
    expect(first).toHaveTextContent('ST01-012');
    expect(first).toHaveTextContent('Character');
    expect(within(first!).getByRole('heading', { name: 'Monkey.D.Luffy' })).toBeInTheDocument();
    // Grids load the site's own thumbnail of the recorded picture, never the remote original; no card back from the site.
    const picture = within(first!).getByRole('img', { name: 'Monkey.D.Luffy (ST01-012)' });
    expect(picture).toHaveAttribute('src', cardImagePath('ST01-012', 'https://cards.example.test/ST01-012.png', 'thumb', 'none'));
    expect(second).toHaveTextContent('ST01-001');
    expect(second).toHaveTextContent('Leader');
    // No picture: the card as text (colour band, life, name, code, power, counter), never a card back.
    // A leader's cost is its life (known once the game rules have loaded).
    const face = await within(second!).findByRole('img', { name: 'Monkey.D.Luffy (ST01-001): Leader, Red / Green, Life 5, Power 5000' });
    expect(face).toHaveTextContent('Monkey.D.Luffy');
    expect(face).toHaveTextContent('ST01-001');
    expect(face).toHaveTextContent('Power5000');
    expect(face).toHaveTextContent('Counter–');
    expect(face.querySelector('.card-face__cost')).toHaveTextContent('5');
    expect(second!.querySelector('img')).toBeNull();

    // A picture the site cannot get (404) turns into the text too.
    fireEvent.error(picture);
    expect(within(first!).getByRole('img', { name: /^Monkey\.D\.Luffy \(ST01-012\): Character/ })).toHaveTextContent('Counter+1000');
    await waitFor(() => expect(document.title).toBe('Card database – OP Decks'));
  });

  it('shows one tile per card with its printings count, a tile per printing on request, and a printing selector in the popup', async () => {
    const printing = (id: number, code: string, kind: 'base' | 'parallel' | 'reprint', set: string) =>
      aCard({ id, code, baseCode: 'OP01-024', printing: kind, name: 'Monkey.D.Luffy', set, type: 'CHARACTER', imageUrl: null });
    server.use(
      cardGallery([
        printing(1, 'OP01-024', 'base', 'OP-01'),
        printing(2, 'OP01-024_p1', 'parallel', 'OP-01'),
        printing(3, 'OP01-024_p2', 'parallel', 'OP-01'),
        printing(4, 'OP01-024_r1', 'reprint', 'PRB-01'),
        aCard({ id: 5, code: 'OP01-025', name: 'Roronoa Zoro', baseCode: 'OP01-025' }),
      ]),
    );
    const { user, history } = renderApp('/cards');

    await waitFor(() => expect(cardTiles()).toHaveLength(2));
    expect(screen.getByText('Showing 2 of 2 cards')).toBeInTheDocument();
    expect(cardTiles()[0]).toHaveTextContent('4 printings');
    expect(cardTiles()[1]).not.toHaveTextContent('printing');

    await user.click(within(cardTiles()[0]!).getByRole('button', { name: 'Monkey.D.Luffy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monkey.D.Luffy' });
    const field = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const selector = within(dialog).getByRole('radiogroup', { name: 'Printings (4)' });
    expect(
      within(selector)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Base', 'Parallel 1', 'Parallel 2', 'Reprint']);
    expect(within(selector).getByRole('radio', { name: 'Base' })).toBeChecked();
    expect(field('Code')).toBe('OP01-024');

    await user.click(within(selector).getByText('Reprint'));
    expect(field('Code')).toBe('OP01-024_r1');
    expect(field('Set')).toBe('PRB-01');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('switch', { name: 'All printings' }));
    await waitFor(() => expect(cardTiles()).toHaveLength(5));
    expect(history.location.search).toBe('?printings=all');
    expect(cardTiles()[1]).toHaveTextContent('Parallel');
    expect(cardTiles()[3]).toHaveTextContent('Reprint');
  }, 90_000);

  it('shows the empty state with a link to the admin area when there are no cards', async () => {
    server.use(cardGallery([]));
    renderApp('/cards');

    expect(await screen.findByText('No cards found for your search')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search cards' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin area' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('list', { name: 'Cards' })).not.toBeInTheDocument();
  });

  it('shows the Italian empty state', async () => {
    localStorage.setItem('language', 'it');
    server.use(cardGallery([]));
    renderApp('/cards');

    expect(await screen.findByText('Nessuna carta trovata per la tua ricerca')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Vai all'area admin" })).toHaveAttribute('href', '/admin');
  });

  it('shows an error with a retry button that loads the cards again', async () => {
    let requests = 0;
    const gallery = cardGallery([aCard({ id: 1, name: 'Nami' })]);
    server.use(
      http.get('/api/cards/gallery', () => {
        requests += 1;
        // Once refused, then passed on to the gallery.
        return requests === 1 ? HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }) : undefined;
      }),
      gallery,
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

  it('searches through the API 300 ms after typing stops, puts the query in the address, and back returns to the previous search', async () => {
    // The API reads the query; the test answers the two queries the page should send, and nothing else.
    const asked: string[] = [];
    server.use(
      cardGallery(DEFAULT_CARDS, {
        search: (q) => {
          asked.push(q);
          const ids = q === 'zoro' ? [2, 12, 22, 32, 42, 52] : q === 'zoro nobody' ? [] : null;
          return ids ?? HttpResponse.json({ statusCode: 500, code: 'internal_error', message: q }, { status: 500 });
        },
      }),
    );
    const { user, history } = renderApp('/cards');
    await waitFor(() => expect(cardTiles()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const box = screen.getByRole('searchbox', { name: 'Search cards' });

    await user.type(box, 'zoro');
    // The 60-card fixture cycles through 10 names: the API says 6 of them are Roronoa Zoro.
    await waitFor(() => expect(cardTiles()).toHaveLength(6));
    for (const tile of cardTiles()) expect(tile).toHaveTextContent('Roronoa Zoro');
    // One request for the word, not one per letter.
    expect(asked).toEqual(['zoro']);
    expect(history.location.search).toBe('?q=zoro');

    await user.type(box, ' nobody');
    expect(await screen.findByText('No cards found for your search')).toBeInTheDocument();
    expect(history.location.search).toBe('?q=zoro+nobody');
    expect(asked).toEqual(['zoro', 'zoro nobody']);

    // The typing made one history entry: back is the page before it, from the cache, with the 48
    // cards it showed.
    act(() => history.go(-1));
    await waitFor(() => expect(cardTiles()).toHaveLength(48));
    expect(box).toHaveValue('');
    act(() => history.go(1));
    await waitFor(() => expect(box).toHaveValue('zoro nobody'));

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardTiles()).toHaveLength(48));
    expect(history.location.search).toBe('');
    expect(asked).toEqual(['zoro', 'zoro nobody']);
    // Typing key by key and walking the history take a while on a busy machine.
  }, 180_000);

  it('keeps the cards on screen, marked busy, while a search is answered, then shows the answer', async () => {
    let answer: (() => void) | undefined;
    server.use(
      cardGallery(DEFAULT_CARDS, {
        search: async () => {
          await new Promise<void>((resolve) => (answer = resolve));
          return [2];
        },
      }),
    );
    const { user } = renderApp('/cards');
    await waitFor(() => expect(cardTiles()).toHaveLength(24));

    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'zoro{Enter}');
    await waitFor(() => expect(answer).toBeDefined());
    // No skeleton in between: the 24 cards stay, and the results say they are being replaced.
    expect(screen.queryByRole('status', { name: 'Loading cards' })).not.toBeInTheDocument();
    expect(cardTiles()).toHaveLength(24);
    await waitFor(() => expect(screen.getByText('Showing 24 of 60 cards').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));

    answer!();
    await waitFor(() => expect(cardTiles()).toHaveLength(1));
    expect(screen.getByText('Showing 1 of 1 cards').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });
});
