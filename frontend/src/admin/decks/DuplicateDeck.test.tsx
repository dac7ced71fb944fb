import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { tablePageAnswer } from '../../test/admin-tables';
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
const SOURCE = aDeck({ id: 2, name: 'Straw Hat Rush', cards: [{ cardId: 13, quantity: 4 }] });

/** The admin deck table and the copy route: POST /api/decks/{id}/copy answers the copy, named in the page's language. */
function deckApi(decks: TestDeck[], failCopy = false) {
  const state = { decks: [...decks], copies: [] as Array<{ id: number; language: string | null }> };
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 2, decks: state.decks.length, publishedNews: 0 })),
    http.get('/api/cards', () => HttpResponse.json([LUFFY, ZORO])),
    http.get('/api/admin/decks', ({ request }) =>
      tablePageAnswer(state.decks.map(deckSummary), new URL(request.url).searchParams, { defaultSort: '-createdAt', pageSize: 20 }),
    ),
    http.get('/api/decks/:id', ({ params }) =>
      HttpResponse.json(
        aDeckDetail(
          state.decks.find(({ id }) => id === Number(params.id)),
          [LUFFY, ZORO],
        ),
      ),
    ),
    http.post('/api/decks/:id/copy', ({ params, request }) => {
      const language = request.headers.get('Accept-Language');
      state.copies.push({ id: Number(params.id), language });
      if (failCopy) return HttpResponse.json({ statusCode: 404, code: 'deck_not_found', message: 'Deck not found' }, { status: 404 });
      const source = state.decks.find(({ id }) => id === Number(params.id))!;
      const copy = { ...source, id: 77, name: `${source.name} ${language === 'it' ? '(copia)' : '(copy)'}`, isDraft: 1 as const };
      state.decks.push(copy);
      return HttpResponse.json(aDeckDetail({ ...copy, copiedFrom: { id: source.id, name: source.name } }, [LUFFY, ZORO]), { status: 201 });
    }),
  );
  return state;
}

function open(language: 'en' | 'it' = 'en') {
  mockSession(anAdmin());
  if (language === 'it') localStorage.setItem('language', 'it');
  renderApp('/admin?tab=manage-decks');
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** "Duplica" in 'Gestione Mazzi' (ADR 0075). */
describe('duplicating a deck', () => {
  it("copies the deck through the copy route and opens the copy, a draft, in the builder (Italian: '(copia)')", async () => {
    const api = deckApi([SOURCE]);
    const user = open('it');
    await user.click(await screen.findByLabelText('Duplica Straw Hat Rush', {}, { timeout: 10_000 }));

    await waitFor(() => expect(api.copies).toEqual([{ id: 2, language: 'it' }]));
    expect(await screen.findByText('Mazzo duplicato: la copia è una bozza')).toBeInTheDocument();
    const name = await screen.findByLabelText('Nome del mazzo', {}, { timeout: 10_000 });
    expect(name).toHaveValue('Straw Hat Rush (copia)');
    expect(screen.getByText('Modifica: Straw Hat Rush (copia)')).toBeInTheDocument();
  });

  it('says so when the copy fails, and stays on the list', async () => {
    deckApi([SOURCE], true);
    const user = open();
    await user.click(await screen.findByLabelText('Duplicate Straw Hat Rush', {}, { timeout: 10_000 }));
    expect(await screen.findByText('Could not duplicate the deck')).toBeInTheDocument();
    expect(within(screen.getByText('Straw Hat Rush').closest('tr')!).getByLabelText('Edit Straw Hat Rush')).toBeInTheDocument();
  });
});
