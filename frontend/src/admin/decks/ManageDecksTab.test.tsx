import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { containsQ, tablePageAnswer } from '../../test/admin-tables';
import { aDeck, aDeckDetail, deckSummary, LUFFY, type TestDeck } from '../../test/decks';
import { aCard } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

vi.mock('../../components/RichTextEditor', () => ({
  default: ({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange(html: string): void }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)} />
  ),
}));

const ZORO = aCard({ id: 13, code: 'ST01-013', name: 'Roronoa Zoro', type: 'CHARACTER' });
const USOPP = aCard({ id: 2, code: 'ST01-002', name: 'Usopp', type: 'CHARACTER' });
const NAMI = aCard({ id: 3, code: 'ST01-003', name: 'Nami', type: 'CHARACTER' });

/**
 * A stateful deck API: the paged search (drafts only when asked; every query kept), one deck,
 * delete and update. Queries go by label and text (see DeckBuilder.test.tsx on why role queries
 * are avoided on these pages).
 */
function mockDeckApi(decks: TestDeck[]) {
  const state = { decks: [...decks], pageQueries: [] as URLSearchParams[], updated: undefined as unknown };
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 3, decks: state.decks.length, publishedNews: 0 })),
    http.get('/api/cards', () => HttpResponse.json([LUFFY, ZORO, USOPP, NAMI])),
    // GET /api/admin/decks as the API answers it (ADR 0074): searched, filtered, sorted by a column, paged.
    http.get('/api/admin/decks', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.pageQueries.push(params);
      const is = (name: string, value: string) => !params.has(name) || params.get(name) === value;
      return tablePageAnswer(state.decks.map(deckSummary), params, {
        defaultSort: '-createdAt',
        pageSize: 20,
        keep: (deck) =>
          containsQ(params, deck.name, deck.author) &&
          is('format', deck.format) &&
          is('tier', deck.tier) &&
          is('status', deck.isDraft === 1 ? 'draft' : 'published') &&
          (params.get('source') === 'all' || deck.curated === (params.get('source') === 'community' ? 0 : 1)),
      });
    }),
    http.get('/api/decks/:id', ({ params }) => {
      const deck = state.decks.find(({ id }) => id === Number(params.id));
      return deck
        ? HttpResponse.json(aDeckDetail(deck, [LUFFY, ZORO, USOPP, NAMI]))
        : HttpResponse.json({ statusCode: 404, code: 'deck_not_found', message: 'Deck not found' }, { status: 404 });
    }),
    http.delete('/api/decks/:id', ({ params }) => {
      state.decks = state.decks.filter(({ id }) => id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.put('/api/decks/:id', async ({ params, request }) => {
      state.updated = await request.json();
      const body = state.updated as { name: string };
      state.decks = state.decks.map((deck) => (deck.id === Number(params.id) ? { ...deck, name: body.name } : deck));
      return HttpResponse.json(aDeckDetail(state.decks.find(({ id }) => id === Number(params.id))));
    }),
  );
  return state;
}

const DECKS = [
  aDeck({ id: 3, name: 'Crocodile Control', tier: 'Tier 3', format: 'OP09', isDraft: 1, createdAt: '2025-03-04T10:00:00.000Z' }),
  aDeck({
    id: 2,
    name: 'Straw Hat Rush',
    author: 'Nami',
    createdAt: '2025-02-01T10:00:00.000Z',
    cards: [
      { cardId: 13, quantity: 4 },
      { cardId: 2, quantity: 4 },
      { cardId: 3, quantity: 2 },
    ],
  }),
];

function open(tab = 'manage-decks') {
  mockSession(anAdmin());
  const view = renderApp(`/admin?tab=${tab}`);
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

function button(text: string, container: HTMLElement = document.body) {
  return within(container).getByText(text, { selector: 'button, button span' });
}

function row(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

/** The names in the table, top to bottom. */
function names() {
  return [...document.querySelectorAll('.admin-decks__table tbody .admin-decks__name strong')].map((name) => name.textContent);
}

/** The page queries' parameters as plain objects, to compare whole. */
function queries(api: { pageQueries: URLSearchParams[] }) {
  return api.pageQueries.map((params) => Object.fromEntries(params));
}

/** 25 published decks, Deck 1 … Deck 25, the newest last. */
const MANY = Array.from({ length: 25 }, (_, index) =>
  aDeck({ id: index + 1, name: `Deck ${String(index + 1).padStart(2, '0')}`, author: index % 5 === 0 ? 'Zoro' : 'Nami' }),
);

describe('ManageDecksTab', () => {
  it('lists every deck, drafts included with a Bozza badge, with leader, author, tier, format and date', async () => {
    localStorage.setItem('language', 'it');
    const api = mockDeckApi(DECKS);
    open();

    await screen.findByText('Crocodile Control', {}, { timeout: 10_000 });
    // One page of 20 from the server, drafts included, newest first.
    expect(queries(api)).toEqual([{ page: '1', pageSize: '20', sort: '-createdAt' }]);
    expect(screen.getByText('2 mazzi, bozze comprese.')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('.admin-decks__table thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Leader', 'Nome', 'Autore', 'Tier', 'Formato', 'Creato', 'Azioni']);

    const draft = row('Crocodile Control');
    expect(within(draft).getByText('Bozza')).toBeInTheDocument();
    // The badge shows the stored tier until the game rules have come (a separate read), then their label.
    await waitFor(() => expect(draft).toHaveTextContent('Rogue'));
    expect(draft).toHaveTextContent('OP09');
    expect(draft).toHaveTextContent('04/03/2025');
    const published = row('Straw Hat Rush');
    expect(within(published).queryByText('Bozza')).not.toBeInTheDocument();
    expect(within(published).getByAltText('Leader: Monkey.D.Luffy (ST01-001)')).toBeInTheDocument();

    const view = within(published).getByLabelText('Visualizza Straw Hat Rush (nuova scheda)');
    expect(view).toHaveAttribute('href', '/decks/2');
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('deletes a deck after a confirmation that names what goes with it, as the API counted it', async () => {
    mockDeckApi(DECKS);
    server.use(
      http.get('/api/decks/:id/deletion-impact', () =>
        HttpResponse.json({ comments: 3, favorites: 1, tierList: [{ format: 'OP10', tier: 'Tier 1' }], linkedNews: 2 }),
      ),
    );
    const { user } = open();

    await screen.findByText('Straw Hat Rush', {}, { timeout: 10_000 });
    await user.click(within(row('Straw Hat Rush')).getByLabelText('Delete Straw Hat Rush'));
    const confirm = (await screen.findByText('Are you sure you want to delete this deck?', { selector: '.ant-modal-confirm-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(confirm).toHaveTextContent('“Straw Hat Rush” will be deleted.');
    const removed = await within(confirm).findByRole('list', { name: 'Also removed:' });
    expect([...removed.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'its place in the OP10 tier list (Tier 1), taken off the public page at once',
      '3 comments (replies included)',
      "1 player's favourite",
      'the link from 2 news articles (the articles stay)',
    ]);
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    await user.click(button('Delete', confirm));

    expect(await screen.findByText('Deck deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Straw Hat Rush', { selector: 'strong' })).not.toBeInTheDocument());
    expect(screen.getByText('Crocodile Control')).toBeInTheDocument();
  });

  it('edits a deck in place: the builder opens with its data, and cancel goes back to the list', async () => {
    mockDeckApi(DECKS);
    const { user } = open();

    await screen.findByText('Straw Hat Rush', {}, { timeout: 10_000 });
    await user.click(within(row('Straw Hat Rush')).getByLabelText('Edit Straw Hat Rush'));
    const name = await screen.findByLabelText('Deck name', {}, { timeout: 10_000 });
    expect(name).toHaveValue('Straw Hat Rush');
    expect(screen.getByText('Edit: Straw Hat Rush')).toBeInTheDocument();
    const summary = screen.getByLabelText('Deck list', { selector: 'aside' });
    expect(within(summary).getByLabelText('10 of 50 cards, plus the leader')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Monkey.D.Luffy');

    await user.click(button('Cancel'));
    expect(await screen.findByText('Crocodile Control')).toBeInTheDocument();
  });

  it('closes the builder after an update and shows the new name in the list', async () => {
    const api = mockDeckApi(DECKS);
    const { user } = open();

    await screen.findByText('Straw Hat Rush', {}, { timeout: 10_000 });
    await user.click(within(row('Straw Hat Rush')).getByLabelText('Edit Straw Hat Rush'));
    const name = await screen.findByLabelText('Deck name', {}, { timeout: 10_000 });
    await user.clear(name);
    await user.paste('Straw Hat Rush v2');
    await user.click(button('Update deck'));

    expect(await screen.findByText('Deck updated')).toBeInTheDocument();
    expect(api.updated).toMatchObject({
      name: 'Straw Hat Rush v2',
      leaderId: 1,
      cards: [
        { cardId: 13, quantity: 4 },
        { cardId: 2, quantity: 4 },
        { cardId: 3, quantity: 2 },
      ],
    });
    // In the table (the success toast names the deck too).
    expect(await screen.findByRole('cell', { name: 'Straw Hat Rush v2' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Deck name')).not.toBeInTheDocument();
  });

  it('opens an empty builder from "Create new deck"', async () => {
    mockDeckApi(DECKS);
    const { user } = open();

    await screen.findByText('Straw Hat Rush', {}, { timeout: 10_000 });
    await user.click(button('Create new deck'));

    expect(await screen.findByLabelText('Deck name', {}, { timeout: 10_000 })).toHaveValue('');
    expect(screen.getByText('New deck')).toBeInTheDocument();
    await user.click(button('Cancel'));
    expect(await screen.findByText('Crocodile Control')).toBeInTheDocument();
  });

  it('searches the server once typing stops, back on page 1, and says when no deck matches', async () => {
    const api = mockDeckApi(MANY);
    const { user } = open();

    await screen.findByText('Deck 25', {}, { timeout: 10_000 });
    await user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await screen.findByText('Deck 05');
    const before = api.pageQueries.length;

    // The whole word at once: a busy machine may pause longer than the debounce between typed keys.
    fireEvent.change(screen.getByLabelText('Search by name or author'), { target: { value: 'zoro' } });
    // Debounced: one query for the whole word, not one per key.
    expect(await screen.findByText('5 decks found for “zoro”, drafts included.', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(queries(api).slice(before)).toEqual([{ page: '1', pageSize: '20', q: 'zoro', sort: '-createdAt' }]);
    await waitFor(() => expect(names()).toEqual(['Deck 21', 'Deck 16', 'Deck 11', 'Deck 06', 'Deck 01']));
    expect(document.querySelector('.ant-pagination')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search by name or author'), { target: { value: 'zoroxyz' } });
    expect(await screen.findByText('No deck matches “zoroxyz”.', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText('No decks yet: create the first one.')).not.toBeInTheDocument();
  });

  it('reads the next page from the server and orders by the column clicked, either way', async () => {
    const api = mockDeckApi(MANY);
    const { user } = open();

    await screen.findByText('Deck 25', {}, { timeout: 10_000 });
    expect(screen.getByText('25 decks, drafts included.')).toBeInTheDocument();
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Deck 25');

    await user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(names()).toEqual(['Deck 05', 'Deck 04', 'Deck 03', 'Deck 02', 'Deck 01']));
    expect(queries(api).at(-1)).toEqual({ page: '2', pageSize: '20', sort: '-createdAt' });

    // A new order starts again from page 1.
    const header = (text: string) => within(document.querySelector('.admin-decks__table thead') as HTMLElement).getByText(text);
    await user.click(header('Name'));
    await waitFor(() => expect(names()[0]).toBe('Deck 01'));
    expect(queries(api).at(-1)).toEqual({ page: '1', pageSize: '20', sort: 'name' });
    expect(names()).toHaveLength(20);
    await user.click(header('Name'));
    await waitFor(() => expect(names()[0]).toBe('Deck 25'));
    expect(queries(api).at(-1)?.sort).toBe('-name');
    await user.click(header('Author'));
    await waitFor(() => expect(queries(api).at(-1)?.sort).toBe('author'));
    await waitFor(() => expect(names()[0]).toBe('Deck 02'));
  });

  it('filters by format, tier, status and source on the server, each from page 1', async () => {
    const api = mockDeckApi([...DECKS, aDeck({ id: 9, name: 'Player Zoro', curated: 0, visibility: 'private', createdAt: '2025-01-01T10:00:00.000Z' })]);
    open();
    await screen.findByText('Crocodile Control', {}, { timeout: 10_000 });
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByTitle(option));
    };

    await choose('Status', 'Drafts only');
    await waitFor(() => expect(names()).toEqual(['Crocodile Control']));
    expect(queries(api).at(-1)).toEqual({ page: '1', pageSize: '20', sort: '-createdAt', status: 'draft' });
    expect(screen.getByText('1 deck matches the search and filters.')).toBeInTheDocument();
    await choose('Status', 'Published only');
    await waitFor(() => expect(names()).toEqual(['Straw Hat Rush']));
    await choose('Format', 'OP09');
    expect(await screen.findByText('Nothing matches this search and these filters.')).toBeInTheDocument();
    expect(queries(api).at(-1)).toMatchObject({ status: 'published', format: 'OP09' });

    await choose('Status', 'Drafts only');
    await waitFor(() => expect(names()).toEqual(['Crocodile Control']));
    await choose('Tier', 'Tier 3');
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ status: 'draft', format: 'OP09', tier: 'Tier 3' }));
    await choose('Source', "Players' decks");
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        sort: '-createdAt',
        status: 'draft',
        format: 'OP09',
        tier: 'Tier 3',
        source: 'community',
      }),
    );
    expect(await screen.findByText('Nothing matches this search and these filters.')).toBeInTheDocument();
  });

  it('says so when there are no decks at all, with nothing to search', async () => {
    mockDeckApi([]);
    open();

    expect(await screen.findByText('No decks yet: create the first one.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Search by name or author')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the page cannot be read', async () => {
    mockDeckApi(DECKS);
    server.use(
      http.get('/api/admin/decks', () => HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'boom' }, { status: 500 }), { once: true }),
    );
    const { user } = open();

    expect(await screen.findByText('Could not load the decks', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(button('Retry'));
    expect(await screen.findByText('Straw Hat Rush')).toBeInTheDocument();
  });
});
