import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCard } from '../../test/fixtures';
import { renderApp as renderWholeApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

/** The whole app, with a user-event that skips its CSS pointer-events check (slow in jsdom with antd's styles). */
function renderApp(path: string) {
  return { ...renderWholeApp(path), user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const EXISTING = [aCard({ id: 1, code: 'ST01-001' }), aCard({ id: 2, code: 'ST01-002' })];

function withCards() {
  const db = { listRequests: 0 };
  server.use(
    http.get('/api/cards', () => {
      db.listRequests += 1;
      return HttpResponse.json(EXISTING);
    }),
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: EXISTING.length, decks: 0, publishedNews: 0 })),
  );
  return db;
}

async function openSearch() {
  const view = renderApp('/admin');
  const codes = await screen.findByLabelText('Card codes, one per line', {}, { timeout: 5000 });
  const start = screen.getByRole('button', { name: /Start search/ });
  const type = (text: string) => fireEvent.change(codes, { target: { value: text } });
  return { ...view, codes, start, type };
}

beforeEach(() => {
  mockSession(anAdmin());
});

describe('automatic card search', () => {
  it('checks the input: blank, no valid code, everything already present', async () => {
    withCards();
    let calls = 0;
    server.use(
      http.post('/api/cards/search-online', () => {
        calls += 1;
        return HttpResponse.json({ success: true, card: aCard() });
      }),
    );
    const { user, start, type } = await openSearch();

    await user.click(start);
    expect(await screen.findByText('Enter at least one card code to search')).toBeInTheDocument();

    type('3\n 4x \n\n');
    await user.click(start);
    expect(await screen.findByText('No valid card code found')).toBeInTheDocument();

    type('2x st01-001\nST01-002 Nami');
    await user.click(start);
    expect(await screen.findByText('All the cards entered are already in the database')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('searches the missing codes one at a time, with the current code and the progress, then lists found and not found', async () => {
    const db = withCards();
    const pending: Array<() => void> = [];
    const asked: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      http.post('/api/cards/search-online', async ({ request }) => {
        const { cardCode } = (await request.json()) as { cardCode: string };
        asked.push(cardCode);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise<void>((resolve) => pending.push(resolve));
        inFlight -= 1;
        return cardCode === 'OP99-999'
          ? HttpResponse.json({ statusCode: 404, code: 'card_not_found_online', message: 'Carta OP99-999 non trovata nel catalogo online' }, { status: 404 })
          : HttpResponse.json({ success: true, card: aCard({ id: 9, code: cardCode }) });
      }),
    );
    const { user, start, type, codes } = await openSearch();
    const listsBefore = db.listRequests;

    type('3 st01-001\nop01-001\n4x OP01-002\n\nop99-999\n');
    await user.click(start);

    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByText(/Searching/)).toHaveTextContent('Searching OP01-001… (0/3)');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(codes).toBeDisabled();
    pending[0]!();

    await waitFor(() => expect(pending).toHaveLength(2));
    await waitFor(() => expect(screen.getByText(/Searching/)).toHaveTextContent('Searching OP01-002… (1/3)'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    pending[1]!();

    await waitFor(() => expect(pending).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67'));
    pending[2]!();

    expect(await screen.findByText('Search completed')).toBeInTheDocument();
    expect(screen.getByText('2 found, 1 not found')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('3 of 3 codes searched')).toBeInTheDocument();
    expect(asked).toEqual(['OP01-001', 'OP01-002', 'OP99-999']);
    expect(maxInFlight).toBe(1);

    const found = screen.getByRole('list', { name: 'Found and imported (2)' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OP01-001', 'OP01-002']);
    const notFound = screen.getByRole('list', { name: 'Not found (1)' });
    expect(
      within(notFound)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OP99-999']);
    expect(screen.getByText('1 code already in the database was skipped.')).toBeInTheDocument();
    // The card list is refreshed once, after the run.
    await waitFor(() => expect(db.listRequests).toBe(listsBefore + 1));
    expect(codes).toBeEnabled();
  });

  it('stops and says so when the online catalogue is not configured, instead of marking every code not found', async () => {
    withCards();
    const asked: string[] = [];
    server.use(
      http.post('/api/cards/search-online', async ({ request }) => {
        asked.push(((await request.json()) as { cardCode: string }).cardCode);
        return HttpResponse.json(
          { statusCode: 503, code: 'card_catalog_unavailable', message: 'Catalogo carte online non disponibile: CARD_CATALOG_URL non configurato' },
          { status: 503 },
        );
      }),
    );
    const { user, start, type } = await openSearch();

    type('OP01-001\nOP01-002\nOP01-003');
    await user.click(start);

    const alert = (await screen.findAllByText('Online search unavailable')).find((element) => element.closest('.ant-alert'))!;
    expect(alert.closest('.ant-alert')).toHaveTextContent('The online card catalogue is not configured on this server or does not answer.');
    // Only the catalogue's texts, never the server's words (issue #10 item 7).
    expect(alert.closest('.ant-alert')).not.toHaveTextContent('CARD_CATALOG_URL');
    expect(asked).toEqual(['OP01-001']);
    expect(screen.getByText('Not found (0)')).toBeInTheDocument();
    const notSearched = screen.getByRole('list', { name: 'Not searched (3)' });
    expect(within(notSearched).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Search completed')).not.toBeInTheDocument();
  });

  it('reports a whole failure when the server cannot be reached', async () => {
    withCards();
    server.use(http.post('/api/cards/search-online', () => HttpResponse.error()));
    const { user, start, type } = await openSearch();

    type('OP01-001\nOP01-002');
    await user.click(start);

    expect(await screen.findByText('An error occurred while searching for the cards')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    localStorage.setItem('language', 'it');
    withCards();
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: /Avvia ricerca/ }, { timeout: 5000 }));
    expect(await screen.findByText('Inserisci almeno un codice carta da cercare')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Codici carta, uno per riga'), { target: { value: 'st01-001' } });
    await user.click(screen.getByRole('button', { name: /Avvia ricerca/ }));
    expect(await screen.findByText('Tutte le carte inserite sono già presenti nel database')).toBeInTheDocument();
  });
});
