import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeckyPhraseDto } from '../../api/decky';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { server } from '../../test/server';
import { anAdmin } from '../../test/session';
import { DeckyTab } from './DeckyTab';

const phrase = (id: number, text: string, language: 'en' | 'it', category: DeckyPhraseDto['category'] = 'general', isActive: 0 | 1 = 1): DeckyPhraseDto => ({
  id,
  text,
  language,
  category,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A stateful phrase API that records what the tab sends. */
function mockPhrases(initial: DeckyPhraseDto[]) {
  const state = { phrases: [...initial], queries: [] as string[], created: [] as unknown[], updated: [] as unknown[] };
  server.use(
    http.get('/api/decky/phrases', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.queries.push(params.toString());
      return HttpResponse.json(
        state.phrases.filter(
          (item) =>
            (!params.get('language') || item.language === params.get('language')) && (!params.get('category') || item.category === params.get('category')),
        ),
      );
    }),
    http.post('/api/decky/phrases', async ({ request }) => {
      const body = (await request.json()) as { text: string; language: 'en' | 'it'; category: DeckyPhraseDto['category']; isActive: boolean };
      state.created.push(body);
      if (body.text.includes('boom')) return HttpResponse.json({ statusCode: 422, code: 'invalid_phrase', message: 'Testo non valido' }, { status: 422 });
      const created = phrase(100 + state.created.length, body.text, body.language, body.category, body.isActive ? 1 : 0);
      state.phrases.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/decky/phrases/:id', async ({ params, request }) => {
      const body = (await request.json()) as { isActive: boolean };
      state.updated.push({ id: Number(params.id), ...body });
      state.phrases = state.phrases.map((item) => (item.id === Number(params.id) ? { ...item, isActive: body.isActive ? 1 : 0 } : item));
      return HttpResponse.json(state.phrases.find((item) => item.id === Number(params.id)));
    }),
    http.delete('/api/decky/phrases/:id', ({ params }) => {
      state.phrases = state.phrases.filter((item) => item.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
  return state;
}

function renderTab() {
  return render(
    <AppProviders store={makeStore({ language: { current: 'it' } })}>
      <DeckyTab viewer={anAdmin()} />
    </AppProviders>,
  );
}

describe('DeckyTab', () => {
  it('lists the phrases with the product columns and filters by language and category', async () => {
    const api = mockPhrases([phrase(1, 'Ahoy!', 'en'), phrase(2, 'Conta i counter', 'it', 'tip'), phrase(3, 'Spenta', 'it', 'fun', 0)]);
    renderTab();
    expect(await screen.findByText('Conta i counter')).toBeInTheDocument();
    for (const column of ['ID', 'Testo', 'Lingua', 'Categoria', 'Attiva', 'Azioni'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Frase 3 attiva' })).not.toBeChecked();
    expect(screen.getByText('Suggerimenti')).toBeInTheDocument();

    const [languageFilter, categoryFilter] = screen.getAllByRole('combobox');
    fireEvent.mouseDown(languageFilter!);
    fireEvent.click(await screen.findByTitle('IT'));
    await waitFor(() => expect(api.queries).toContain('language=it'));
    await waitFor(() => expect(screen.queryByText('Ahoy!')).not.toBeInTheDocument());

    fireEvent.mouseDown(categoryFilter!);
    fireEvent.click(await screen.findByTitle('Mazzi'));
    await waitFor(() => expect(api.queries).toContain('language=it&category=decks'));
    expect(await screen.findByText('Nessuna frase trovata')).toBeInTheDocument();
  });

  it('toggles a phrase and deletes one after asking', async () => {
    const api = mockPhrases([phrase(1, 'Ahoy!', 'en'), phrase(2, 'Ciao', 'it')]);
    renderTab();
    fireEvent.click(await screen.findByRole('switch', { name: 'Frase 1 attiva' }));
    expect(await screen.findByText('Stato aggiornato')).toBeInTheDocument();
    expect(api.updated).toEqual([{ id: 1, isActive: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Frase 1 attiva' })).not.toBeChecked());

    fireEvent.click(screen.getByRole('button', { name: 'Elimina la frase 2' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Sei sicuro di voler eliminare questa frase?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Frase eliminata')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ciao')).not.toBeInTheDocument());
  });

  it('adds a phrase with the product defaults, and requires the text', async () => {
    const api = mockPhrases([]);
    renderTab();
    fireEvent.click(await screen.findByRole('tab', { name: /Aggiungi frase/ }));
    const submit = screen.getByRole('button', { name: /Aggiungi frase/ });
    fireEvent.click(submit);
    expect(await screen.findByText('Il testo è obbligatorio')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();

    fireEvent.change(screen.getByLabelText('Testo'), { target: { value: 'Mescola bene!' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Frase creata')).toBeInTheDocument();
    expect(api.created).toEqual([{ text: 'Mescola bene!', language: 'it', category: 'general', isActive: true }]);
  });

  it('reports a failed creation with the text of its code', async () => {
    mockPhrases([]);
    renderTab();
    fireEvent.click(await screen.findByRole('tab', { name: /Aggiungi frase/ }));
    fireEvent.change(screen.getByLabelText('Testo'), { target: { value: 'boom' } });
    fireEvent.click(screen.getByRole('button', { name: /Aggiungi frase/ }));
    expect(await screen.findByText('Errore nella creazione')).toBeInTheDocument();
    // The catalogue's text of the code, not the server's words (issue #10 item 7).
    expect(screen.getByText('La frase non è valida')).toBeInTheDocument();
  });

  it('says when the phrases cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('/api/decky/phrases', () =>
        fail ? HttpResponse.json({ statusCode: 500, code: 'internal', message: 'Boom' }, { status: 500 }) : HttpResponse.json([phrase(1, 'Ahoy!', 'en')]),
      ),
    );
    renderTab();
    expect(await screen.findAllByText('Errore nel caricamento delle frasi Decky')).not.toHaveLength(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByText('Ahoy!')).toBeInTheDocument();
  });
});
