import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { DEFAULT_CARDS, server } from '../../../test/server';

const listItems = () => within(screen.getByRole('list', { name: 'Cards to print' })).getAllByRole('listitem');
const quantityOf = (name: string, code: string) => screen.getByRole('textbox', { name: `Quantity of ${name} (${code})` });

describe('PrintPage', () => {
  it('reads d: only known codes with a non-zero quantity, and shows 9 cards per preview page', async () => {
    renderApp('/print?d=ST01-001.4,XX99-999.2,ST01-002.0,ST01-003.6,garbage!');

    await waitFor(() => expect(listItems()).toHaveLength(2));
    expect(quantityOf('Monkey.D.Luffy', 'ST01-001')).toHaveValue('4');
    expect(quantityOf('Nami', 'ST01-003')).toHaveValue('6');
    expect(screen.getByRole('heading', { name: 'Cards to print (10)' })).toBeInTheDocument();

    const first = screen.getByRole('region', { name: 'Page 1 of 2' });
    expect(first.querySelectorAll('.print-card')).toHaveLength(9);
    expect(screen.getByRole('region', { name: 'Page 2 of 2' }).querySelectorAll('.print-card')).toHaveLength(1);
    // The preview uses the site's thumbnails, never the remote address.
    expect(first.querySelector('img')!.getAttribute('src')).toMatch(/^\/api\/card-images\/ST01-001\?v=\w+&size=thumb&fallback=none$/);
  });

  it('shows an empty list and no error for a malformed d', async () => {
    renderApp('/print?d=%7B%22not%22%3A%22a list%22%7D');

    expect(await screen.findByText(/No cards yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Page 1/ })).not.toBeInTheDocument();
  });

  it('asks for the card list only once the search opens, and says so while it comes', async () => {
    const asked: string[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/cards', async ({ request }) => {
        asked.push(request.url);
        await answered;
        return HttpResponse.json(DEFAULT_CARDS);
      }),
    );
    const { user } = renderApp('/print');
    expect(await screen.findByText(/No cards yet/)).toBeInTheDocument();
    await delay(50);
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Search cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search cards' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Card name or code' }), 'nami');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the cards…');
    expect(asked).toHaveLength(1);
    // The page behind the dialog stays as it was.
    expect(screen.getByText(/No cards yet/)).toBeInTheDocument();

    answer();
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Add / })).toHaveLength(6));
  });

  it('says in the search when the card list could not be had', async () => {
    server.use(
      http.get('/api/cards', () => HttpResponse.json({ statusCode: 503, code: 'database_unavailable', message: 'Database unavailable' }, { status: 503 })),
    );
    const { user } = renderApp('/print');
    await user.click(await screen.findByRole('button', { name: 'Search cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search cards' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Card name or code' }), 'nami');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Could not load the cards'));
  });

  it('searches by name or code (at most 50 results), adds cards and keeps the address in step', async () => {
    const { user, history } = renderApp('/print');
    await user.click(await screen.findByRole('button', { name: 'Search cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search cards' });
    const search = within(dialog).getByRole('searchbox', { name: 'Card name or code' });

    await user.type(search, 'st01');
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Add / })).toHaveLength(50));
    expect(within(dialog).getByText('50 cards (at most 50)')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nami');
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Add / })).toHaveLength(6));
    await user.click(within(dialog).getByRole('button', { name: 'Add Nami (ST01-003)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Nami (ST01-003)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Nami (ST01-013)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(listItems()).toHaveLength(2));
    expect(quantityOf('Nami', 'ST01-003')).toHaveValue('2');
    expect(history.location.search).toBe('?d=ST01-003.2%2CST01-013');
  });

  it('ignores a non-numeric quantity, removes a card at 0, and clears the list', async () => {
    const { user, history } = renderApp('/print?d=ST01-001.4,ST01-003.2,ST01-005');
    await waitFor(() => expect(listItems()).toHaveLength(3));

    const luffy = quantityOf('Monkey.D.Luffy', 'ST01-001');
    await user.clear(luffy);
    await user.type(luffy, 'abc');
    await user.tab();
    expect(quantityOf('Monkey.D.Luffy', 'ST01-001')).toHaveValue('4');

    await user.clear(quantityOf('Monkey.D.Luffy', 'ST01-001'));
    await user.type(quantityOf('Monkey.D.Luffy', 'ST01-001'), '3');
    await waitFor(() => expect(history.location.search).toBe('?d=ST01-001.3%2CST01-003.2%2CST01-005'));

    await user.clear(quantityOf('Nami', 'ST01-003'));
    await user.type(quantityOf('Nami', 'ST01-003'), '0');
    await waitFor(() => expect(listItems()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(/No cards yet/)).toBeInTheDocument();
    expect(history.location.search).toBe('');
  });

  it('offers the product settings in Italian too', async () => {
    const { user } = renderApp('/print?d=ST01-001');
    await waitFor(() => expect(listItems()).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'IT' }));
    expect(await screen.findByText('Carte per pagina')).toBeInTheDocument();
    expect(screen.getByText('Dimensione carta')).toBeInTheDocument();
    expect(screen.getByText('Dimensione reale della carta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Stampa$/ })).toBeInTheDocument();
  });

  it('reads the print options from the address, ignores bad values, and writes a change beside the list', async () => {
    const { user, history } = renderApp('/print?d=ST01-001&paper=a3&gap=2&cuts=lines&bleed=9');
    await waitFor(() => expect(listItems()).toHaveLength(1));
    expect(await screen.findByText('6 × 3 cards per page (Landscape)')).toBeInTheDocument();
    const sheet = screen.getByRole('region', { name: 'Page 1 of 1' });
    // Cut lines across the paper along every trim line of the 6 × 3 grid: 12 upright, 6 across.
    expect(sheet.querySelectorAll('.print-cut--vertical')).toHaveLength(12);
    expect(sheet.querySelectorAll('.print-cut--horizontal')).toHaveLength(6);

    await user.click(screen.getByRole('switch', { name: 'Real card size' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('scale')).toBe('95'));
    const params = new URLSearchParams(history.location.search);
    // The bad bleed read as the default, so it is not written again.
    expect(Object.fromEntries(params)).toEqual({ d: 'ST01-001', paper: 'a3', gap: '2', cuts: 'lines', scale: '95' });
  });

  it('draws a card without a picture as its text face, and says before the download that it prints as text', async () => {
    server.use(
      http.get('/api/cards', () =>
        HttpResponse.json(DEFAULT_CARDS.map((card) => (card.code === 'ST01-003' ? { ...card, imageUrl: null, ability: '[On Play] Draw 1 card.' } : card))),
      ),
    );
    renderApp('/print?d=ST01-003.2,ST01-001');
    await waitFor(() => expect(listItems()).toHaveLength(2));
    const sheet = screen.getByRole('region', { name: 'Page 1 of 1' });
    const faces = within(sheet).getAllByRole('img', { name: /^Nami \(ST01-003\): / });
    expect(faces).toHaveLength(2);
    expect(faces[0]).toHaveTextContent('[On Play] Draw 1 card.');
    expect(screen.getByText('1 card has no picture and will print as text')).toBeInTheDocument();
    expect(screen.getByText(/printed instead of the picture: ST01-003\./)).toBeInTheDocument();
  });

  it('adds a pasted list through the builder’s reader, adding up quantities and listing the lines it could not read', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/decks/parse-list', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          leader: { cardId: 1, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER', quantity: 1 },
          cards: [{ cardId: 3, code: 'ST01-003', name: 'Nami', type: 'CHARACTER', quantity: 3 }],
          missing: ['1xZZ99-001'],
          unreadable: ['hello'],
          adjustments: [],
        });
      }),
    );
    const { user, history } = renderApp('/print?d=ST01-003');
    await waitFor(() => expect(listItems()).toHaveLength(1));
    const box = screen.getByRole('textbox', { name: 'Card list to add' });
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(await screen.findByText('Paste a card list first.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(box, '1xST01-001{enter}3 Nami (ST01-003){enter}1xZZ99-001{enter}hello');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(await screen.findByText('4 cards added')).toBeInTheDocument();
    expect(screen.getByText('These 2 lines were not read:')).toBeInTheDocument();
    expect(screen.getByText('1xZZ99-001')).toBeInTheDocument();
    expect(sent).toEqual([{ text: '1xST01-001\n3 Nami (ST01-003)\n1xZZ99-001\nhello' }]);
    await waitFor(() => expect(listItems()).toHaveLength(2));
    expect(quantityOf('Nami', 'ST01-003')).toHaveValue('4');
    expect(history.location.search).toBe('?d=ST01-003.4%2CST01-001');
  });
});
