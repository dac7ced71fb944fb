import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDto } from '../../api/generated';
import { tablePageAnswer } from '../../test/admin-tables';
import { aCard, someCards, someFilterOptions } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

/** A card database behind the card table and the calls of ADR 0075: create, bulk delete with its impact, normalise a selection. */
function cardDatabase(cards: CardDto[] = someCards(25)) {
  const db = { cards: [...cards], created: [] as unknown[], deleted: [] as number[][], normalized: [] as unknown[], impactAsked: [] as string[] };
  server.use(
    http.get('/api/cards', () => HttpResponse.json(db.cards)),
    http.get('/api/cards/filter-options', () => HttpResponse.json(someFilterOptions())),
    http.get('/api/admin/cards', ({ request }) => tablePageAnswer(db.cards, new URL(request.url).searchParams, { defaultSort: 'id', pageSize: 10 })),
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: db.cards.length, decks: 0, publishedNews: 0 })),
    http.post('/api/cards', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      db.created.push(body);
      if (db.cards.some((card) => card.code === body.code))
        return HttpResponse.json({ statusCode: 409, code: 'card_code_taken', message: 'A card with this code already exists' }, { status: 409 });
      const card = aCard({ id: 900, code: String(body.code), name: String(body.name), type: String(body.type) });
      db.cards.push(card);
      return HttpResponse.json(card, { status: 201 });
    }),
    http.get('/api/cards/bulk-delete/impact', ({ request }) => {
      db.impactAsked.push(new URL(request.url).searchParams.get('ids') ?? '');
      return HttpResponse.json({ deckCount: 1, publishedDeckCount: 1, decks: [{ id: 4, name: 'Red Zoro', isDraft: 0, cards: 4 }] });
    }),
    http.post('/api/cards/bulk-delete', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      db.deleted.push(ids);
      db.cards = db.cards.filter((card) => !ids.includes(card.id));
      return HttpResponse.json({ success: true, count: ids.length });
    }),
    http.post('/api/cards/normalize-types', async ({ request }) => {
      db.normalized.push(await request.json());
      return HttpResponse.json({ success: true, message: 'ok', updatedCount: 1, updatedExamples: [] });
    }),
  );
  return db;
}

const fastUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function openManageCards(language: 'en' | 'it' = 'en') {
  if (language === 'it') localStorage.setItem('language', 'it');
  renderApp('/admin?tab=manage-cards');
  const table = await screen.findByRole('region', { name: language === 'it' ? 'Carte' : 'Cards' }, { timeout: 5000 });
  await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10), { timeout: 5000 });
  return { table, user: fastUser() };
}

function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((element) => element.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title);
    expect(dialog).toBeDefined();
    return dialog!;
  });
}

/** The row of a code, and its selection box. */
function rowOf(table: HTMLElement, code: string): HTMLElement {
  const row = [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((element) => element.textContent?.includes(code));
  if (!row) throw new Error(`no row ${code}`);
  return row;
}
const tick = (table: HTMLElement, code: string) => fireEvent.click(rowOf(table, code).querySelector('input[type="checkbox"]')!);

beforeEach(() => {
  mockSession(anAdmin());
});

describe('a card made by hand (ADR 0075)', () => {
  it("creates a card from the edit dialog's form, then opens it for editing", async () => {
    const db = cardDatabase();
    const { user } = await openManageCards();
    await user.click(screen.getByText('New card'));
    const dialog = await dialogTitled('New card');
    // No delete and no upload before the card exists; an empty picture address is allowed.
    expect(within(dialog).queryByText('Delete card')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Upload image').closest('button')).toBeDisabled();
    expect(within(dialog).getByText("Empty: the official card list's picture for the code.")).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'OP99-001' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Hand Made' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByTitle('EVENT'));
    fireEvent.change(within(dialog).getByLabelText('Cost (life for leaders)'), { target: { value: '3' } });
    await user.click(within(dialog).getByText('Create card'));

    await waitFor(() => expect(db.created).toHaveLength(1));
    expect(db.created[0]).toMatchObject({ code: 'OP99-001', name: 'Hand Made', type: 'EVENT', cost: 3, imageUrl: null });
    expect(await screen.findByText('Card created')).toBeInTheDocument();
    // The same dialog, now the new card's: its picture can be uploaded.
    const edit = await dialogTitled('Edit card OP99-001');
    expect(within(edit).getByText('Upload image').closest('button')).toBeEnabled();
    expect(within(edit).getByText('Delete card')).toBeInTheDocument();
  });

  it('checks the fields as the edit dialog does, and says when the code is taken (409)', async () => {
    const db = cardDatabase([aCard({ id: 1, code: 'OP01-001' }), ...someCards(12).slice(1)]);
    localStorage.setItem('language', 'it');
    renderApp('/admin?tab=manage-cards');
    const user = fastUser();
    await user.click(await screen.findByText('Nuova carta', {}, { timeout: 5000 }));
    const dialog = await dialogTitled('Nuova carta');
    await user.click(within(dialog).getByText('Crea carta'));
    expect(await within(dialog).findByText('Il codice deve avere almeno 3 caratteri')).toBeInTheDocument();
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(db.created).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Codice'), { target: { value: 'OP01-001' } });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Twice' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByTitle('LEADER'));
    await user.click(within(dialog).getByText('Crea carta'));
    expect(await screen.findByText('Esiste già una carta con questo codice')).toBeInTheDocument();
    expect(db.created).toHaveLength(1);
    expect(screen.getAllByRole('dialog').some((element) => element.textContent?.includes('Nuova carta'))).toBe(true);
  });
});

describe('bulk actions on selected cards (ADR 0075)', () => {
  it('deletes the selected cards in one request after a question that names them and the decks they empty', async () => {
    const db = cardDatabase();
    const { table, user } = await openManageCards();
    tick(table, 'ST01-002');
    tick(table, 'ST01-005');
    const bar = await screen.findByRole('region', { name: 'Actions on the selected cards' });
    expect(within(bar).getByText('2 cards selected')).toBeInTheDocument();

    await user.click(within(bar).getByText('Delete selected'));
    const question = await dialogTitled('Delete the 2 selected cards?');
    expect(within(question).getByText('ST01-002, ST01-005')).toBeInTheDocument();
    // The decks that lose cards, from the deletion impact of the selection.
    expect(await within(question).findByText('Red Zoro')).toBeInTheDocument();
    expect(db.impactAsked).toEqual(['2,5']);
    await user.click(within(question).getByText('Delete'));

    await waitFor(() => expect(db.deleted).toEqual([[2, 5]]));
    expect(await screen.findByText('2 cards deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Actions on the selected cards' })).not.toBeInTheDocument());
    await waitFor(() => expect(table.textContent).not.toContain('ST01-002'));
  });

  it("keeps a selection across pages and normalises only the selected cards' types (Italian)", async () => {
    const db = cardDatabase();
    const { table, user } = await openManageCards('it');
    tick(table, 'ST01-003');
    await user.click(within(table.querySelector('.ant-pagination')!).getByTitle('2'));
    await waitFor(() => expect(table.textContent).toContain('ST01-011'));
    tick(table, 'ST01-011');
    const bar = await screen.findByRole('region', { name: 'Azioni sulle carte selezionate' });
    expect(within(bar).getByText('2 carte selezionate')).toBeInTheDocument();

    await user.click(within(bar).getByText('Normalizza i tipi'));
    await waitFor(() => expect(db.normalized).toEqual([{ ids: [3, 11] }]));
    expect(await screen.findByText('Normalizzazione completata')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Azioni sulle carte selezionate' })).not.toBeInTheDocument());
  });
});
