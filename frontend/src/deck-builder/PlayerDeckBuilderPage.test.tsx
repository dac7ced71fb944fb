import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SaveDeckDto } from '../api/generated';
import { aDeckDetail } from '../test/decks';
import { aCard } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { aUser, mockSession } from '../test/session';

// Quill needs a real browser (e2e covers it); here the editor is a plain text area with the same props.
vi.mock('../components/RichTextEditor', () => ({
  default: ({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange(html: string): void }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)} />
  ),
}));

const LUFFY = aCard({ id: 1, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER' });
const ZORO = aCard({ id: 13, code: 'ST01-013', name: 'Roronoa Zoro', type: 'CHARACTER' });
const USOPP = aCard({ id: 2, code: 'ST01-002', name: 'Usopp', type: 'CHARACTER' });
const CATALOGUE = [LUFFY, ZORO, USOPP];

function openPlayerBuilder(path: string, user = aUser({ username: 'luffy99' })) {
  mockSession(user);
  server.use(http.get('/api/cards', () => HttpResponse.json(CATALOGUE)));
  const view = renderApp(path);
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const button = (text: string, container: HTMLElement = document.body) => within(container).getByText(text, { selector: 'button, button span' });

describe("A player's deck builder (/decks/new, /decks/{id}/edit)", () => {
  it('builds a private deck from a pasted one-line list, without the curation fields, and opens it once saved', async () => {
    let body: SaveDeckDto | undefined;
    let pasted = '';
    server.use(
      http.post('/api/decks/parse-list', async ({ request }) => {
        pasted = ((await request.json()) as { text: string }).text;
        return HttpResponse.json({
          leader: { cardId: 1, code: 'ST01-001', name: LUFFY.name, type: 'LEADER', quantity: 1 },
          cards: [
            { cardId: 13, code: 'ST01-013', name: ZORO.name, type: 'CHARACTER', quantity: 4 },
            { cardId: 2, code: 'ST01-002', name: USOPP.name, type: 'CHARACTER', quantity: 4 },
          ],
          missing: [],
          unreadable: [],
          adjustments: [],
        });
      }),
      http.post('/api/decks/legality', () => HttpResponse.json({ legal: false, format: 'OP10', problems: [] })),
      http.post('/api/decks', async ({ request }) => {
        body = (await request.json()) as SaveDeckDto;
        return HttpResponse.json(aDeckDetail({ id: 77, name: body.name, curated: 0, visibility: 'private', owner: { username: 'luffy99' } }), { status: 201 });
      }),
      http.get('/api/decks/77', () =>
        HttpResponse.json(aDeckDetail({ id: 77, name: 'Paste test', curated: 0, visibility: 'private', owner: { username: 'luffy99' } })),
      ),
    );
    const { user, history } = openPlayerBuilder('/decks/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'New deck' }, { timeout: 10_000 })).toBeInTheDocument();
    // The player's name is a new deck's author; no tier, priority or draft flag.
    expect(await screen.findByLabelText('Deck name', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Author')).toHaveValue('luffy99');
    expect(screen.queryByLabelText('Tier')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Priority')).not.toBeInTheDocument();
    expect(screen.queryByText('Draft (not published)')).not.toBeInTheDocument();
    expect(screen.getByText('Only you see this deck.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Deck name'));
    await user.paste('Paste test');
    await user.click(button('Import list'));
    const dialog = await screen.findByLabelText('Import a deck list', { selector: '[role="dialog"]' });
    await user.click(within(dialog).getByLabelText('Deck list'));
    await user.paste('1xST01-001, 4xST01-013, 4xST01-002');
    await user.click(button('Import', dialog));
    await screen.findByText('Successfully imported 3 cards');
    expect(pasted).toBe('1xST01-001, 4xST01-013, 4xST01-002');

    await user.click(button('Save deck'));
    await waitFor(() => expect(history.location.pathname).toBe('/decks/77'));
    expect(body).toMatchObject({ name: 'Paste test', author: 'luffy99', visibility: 'private', leaderId: 1 });
    expect(body?.cards).toEqual([
      { cardId: 13, quantity: 4 },
      { cardId: 2, quantity: 4 },
    ]);
  });

  it("edits the player's own deck, its visibility too, and goes back to the deck", async () => {
    const deck = aDeckDetail(
      { id: 40, name: 'Red rush', curated: 0, visibility: 'private', owner: { username: 'luffy99' }, cards: [{ cardId: 13, quantity: 4 }] },
      [LUFFY, ZORO],
    );
    let body: SaveDeckDto | undefined;
    server.use(
      http.get('/api/decks/40', () => HttpResponse.json(deck)),
      http.post('/api/decks/legality', () => HttpResponse.json({ legal: false, format: 'OP10', problems: [] })),
      http.put('/api/decks/40', async ({ request }) => {
        body = (await request.json()) as SaveDeckDto;
        return HttpResponse.json({ ...deck, visibility: body.visibility ?? deck.visibility });
      }),
    );
    const { user, history } = openPlayerBuilder('/decks/40/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Red rush' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(await screen.findByText('Public', { selector: '.ant-segmented-item-label' }));
    expect(screen.getByText('Listed in the Community gallery and on your player page.')).toBeInTheDocument();
    await user.click(button('Update deck'));
    await waitFor(() => expect(history.location.pathname).toBe('/decks/40'));
    expect(body).toMatchObject({ name: 'Red rush', visibility: 'public', cards: [{ cardId: 13, quantity: 4 }] });
  });

  it("offers to copy a deck that is not the player's instead of editing it", async () => {
    server.use(http.get('/api/decks/7', () => HttpResponse.json(aDeckDetail({ id: 7, name: 'Straw Hat Rush', curated: 1 }))));
    openPlayerBuilder('/decks/7/edit');
    expect(await screen.findByText('This deck is not yours', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the deck/ })).toHaveAttribute('href', '/decks/7');
  });

  it('says when the deck does not exist (or is private)', async () => {
    server.use(http.get('/api/decks/9', () => HttpResponse.json({ statusCode: 404, code: 'deck_not_found', message: 'no' }, { status: 404 })));
    openPlayerBuilder('/decks/9/edit');
    expect(await screen.findByText('Deck not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('tells an unverified player why they cannot build', async () => {
    openPlayerBuilder('/decks/new', aUser({ isEmailVerified: 0 }));
    expect(await screen.findByText('Verify your e-mail to build decks', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Deck name')).not.toBeInTheDocument();
  });

  it('sends a visitor to the login form, and back after it', async () => {
    mockSession(null);
    const { history } = renderApp('/decks/new');
    await waitFor(() => expect(history.location.pathname).toBe('/auth'), { timeout: 10_000 });
    expect(history.location.search).toBe('?from=%2Fdecks%2Fnew');
  });

  it('is in Italian under /it/', async () => {
    openPlayerBuilder('/it/decks/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuovo mazzo' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Solo tu vedi questo mazzo.')).toBeInTheDocument();
  });
});
