import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDto } from '../../api/generated';
import { containsQ, tablePageAnswer } from '../../test/admin-tables';
import { aCard, someCards, someFilterOptions } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

/**
 * 60 cards (6 pages), three of them with a type the normaliser would change, as GET /api/cards sends
 * them: ordered by set number (OP05-119 first) and each with the API's normalised type.
 */
function catalogue(): CardDto[] {
  const cards = someCards(60).map((card) => {
    if (card.id === 3) return { ...card, type: 'Leader', normalizedType: 'LEADER', name: 'Lower Leader' };
    if (card.id === 5) return { ...card, type: '', normalizedType: '', name: 'No Type' };
    if (card.id === 7) return { ...card, type: 'DON!!', normalizedType: 'DON', name: 'Don Card' };
    if (card.id === 12) return { ...card, code: 'OP05-119', set: 'OP-05', name: 'Monkey.D.Luffy' };
    return card;
  });
  return [...cards.filter((card) => card.id === 12), ...cards.filter((card) => card.id !== 12)];
}

const ACCEPTED_TYPES = ['LEADER', 'CHARACTER', 'EVENT', 'STAGE', 'DON'];

function cardDatabase(cards = catalogue()) {
  const db = { cards, queries: [] as URLSearchParams[] };
  server.use(
    http.get('/api/cards', () => HttpResponse.json(db.cards)),
    http.get('/api/cards/filter-options', () =>
      HttpResponse.json(
        someFilterOptions({
          types: [{ value: 'LEADER', term: 't:leader' }],
          colors: [{ value: 'Red', term: 'c:red' }],
          sets: [{ value: 'OP-05', term: 'set:"OP-05"' }],
        }),
      ),
    ),
    // GET /api/admin/cards as the API answers it (ADR 0074): searched, filtered, sorted by a column (code: set-number order), paged.
    http.get('/api/admin/cards', ({ request }) => {
      const params = new URL(request.url).searchParams;
      db.queries.push(params);
      const type = params.get('type');
      const sort = params.get('sort') ?? 'code';
      const inSetOrder = db.cards.map((card, index) => ({ ...card, setOrder: index }));
      const answer = tablePageAnswer(inSetOrder, new URLSearchParams({ ...Object.fromEntries(params), sort: sort.replace('code', 'setOrder') }), {
        defaultSort: 'setOrder',
        pageSize: 10,
        keep: (card) =>
          containsQ(params, card.name, card.code, card.set) &&
          (!type || (type === 'invalid' ? !ACCEPTED_TYPES.includes(card.type) : card.type === type)) &&
          (!params.get('color') || (card.color ?? '').split('/').includes(params.get('color')!)) &&
          (!params.get('set') || card.set === params.get('set')),
      });
      return answer;
    }),
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: db.cards.length, decks: 0, publishedNews: 0 })),
  );
  return db;
}

/**
 * user-event checks the CSS `pointer-events` of every ancestor on each click, and jsdom's
 * getComputedStyle is slow with antd's many style rules: these dialogs are clicked without the check.
 */
function fastUser(): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function openAdmin(path: string) {
  return { ...renderApp(path), user: fastUser() };
}

async function openManageCards(language: 'en' | 'it' = 'en') {
  if (language === 'it') localStorage.setItem('language', 'it');
  const view = openAdmin('/admin?tab=manage-cards');
  const table = await screen.findByRole('region', { name: language === 'it' ? 'Carte' : 'Cards' }, { timeout: 15_000 });
  await waitFor(() => expect(codesIn(table)).toHaveLength(10), { timeout: 15_000 });
  return { ...view, table };
}

/** The table's own pagination (antd), or null when everything fits on one page. */
function pagerOf(table: HTMLElement): HTMLElement | null {
  return table.querySelector('.ant-pagination');
}

/** The codes of the table's rows. (DOM queries: role queries over a whole table are slow in jsdom.) */
function codesIn(table: HTMLElement): string[] {
  // The first cell after the selection box (ADR 0075's bulk actions).
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('td:not(.ant-table-selection-column)')?.textContent ?? '');
}

/**
 * A dialog by its visible title. Nested antd dialogs cannot always be found by name: antd's id helper
 * gives every widget the same id when NODE_ENV is 'test', so aria-labelledby may name the wrong title.
 */
function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((element) => element.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title);
    expect(dialog).toBeDefined();
    return dialog!;
  });
}

/** A button by its visible text: cheaper than a role query, which computes every button's name. */
function button(container: HTMLElement, text: string | RegExp): HTMLElement {
  const button = within(container).getByText(text).closest('button');
  if (!button) throw new Error(`no button ${String(text)}`);
  return button;
}

async function openEditor(user: UserEvent, code: string, language: 'en' | 'it' = 'en') {
  await user.click(await screen.findByLabelText(`${language === 'it' ? 'Modifica' : 'Edit'} ${code}`, {}, { timeout: 5000 }));
  return dialogTitled(`${language === 'it' ? 'Modifica carta' : 'Edit card'} ${code}`);
}

beforeEach(() => {
  mockSession(anAdmin());
});

describe('manage cards tab', () => {
  it('lists 10 cards per page with the product columns and at most 5 page links (Italian)', async () => {
    cardDatabase();
    const { user, table } = await openManageCards('it');

    const headers = [...table.querySelectorAll('thead th:not(.ant-table-selection-column)')].map((header) => header.textContent);
    expect(headers).toEqual(['Codice', 'Nome', 'Tipo', 'Set', 'Azioni']);
    expect(codesIn(table)).toEqual(someCards(10).map((card) => card.code));
    expect(screen.getByText('60 carte su 60')).toBeInTheDocument();

    // antd's own pagination (the table's): numbered links by their title, at most 5, ellipses for the rest.
    const pages = pagerOf(table)!;
    const links = () => [...pages.querySelectorAll('.ant-pagination-item')].map((item) => item.textContent);
    expect(links()).toEqual(['1', '2', '3', '6']);
    expect(pages.querySelectorAll('.ant-pagination-jump-next')).toHaveLength(1);
    expect(within(pages).getByTitle('1')).toHaveClass('ant-pagination-item-active');
    expect(within(pages).getByTitle('Pagina precedente')).toHaveAttribute('aria-disabled', 'true');

    // Each page read from the server (ADR 0074).
    await user.click(within(pages).getByTitle('3'));
    await waitFor(() => expect(codesIn(table)[0]).toBe('ST01-021'));
    await user.click(within(pages).getByTitle('4'));
    await waitFor(() => expect(codesIn(table)[0]).toBe('ST01-031'));
    expect(links()).toEqual(['1', '3', '4', '5', '6']);

    await user.click(within(pages).getByTitle('Pagina successiva'));
    await waitFor(() => expect(codesIn(table)[0]).toBe('ST01-041'));
    await user.click(within(pages).getByTitle('6'));
    await waitFor(() => expect(within(pages).getByTitle('Pagina successiva')).toHaveAttribute('aria-disabled', 'true'));
    expect(codesIn(table)).toHaveLength(10);
  });

  it('searches name, code or set 300 ms after typing, and starts again from page 1', async () => {
    cardDatabase();
    const { user, table } = await openManageCards();
    await user.click(within(pagerOf(table)!).getByTitle('2'));

    const search = screen.getByLabelText('Search by name, code or set');
    fireEvent.change(search, { target: { value: 'op-05' } });
    // Not yet: the search waits for the typing to pause.
    expect(codesIn(table)).toHaveLength(10);
    await waitFor(() => expect(codesIn(table)).toEqual(['OP05-119']), { timeout: 3000 });
    // One page of results: no pagination at all.
    expect(pagerOf(table)).toBeNull();

    fireEvent.change(search, { target: { value: 'LUFFY' } });
    await waitFor(() => expect(codesIn(table)).toEqual(['ST01-001', 'ST01-011', 'OP05-119', 'ST01-021', 'ST01-031', 'ST01-041', 'ST01-051']), {
      timeout: 3000,
    });

    fireEvent.change(search, { target: { value: 'st01-05' } });
    await waitFor(
      () =>
        expect(codesIn(table)).toEqual([
          'ST01-050',
          'ST01-051',
          'ST01-052',
          'ST01-053',
          'ST01-054',
          'ST01-055',
          'ST01-056',
          'ST01-057',
          'ST01-058',
          'ST01-059',
        ]),
      { timeout: 3000 },
    );

    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(await within(table).findByText('No cards found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('toggles only empty or invalid types, and the set-number order', async () => {
    cardDatabase();
    const { user, table } = await openManageCards();

    await user.click(screen.getByLabelText('Only empty or invalid type'));
    await waitFor(() => expect(codesIn(table)).toEqual(['ST01-003', 'ST01-005', 'ST01-007']));
    await user.click(screen.getByLabelText('Only empty or invalid type'));
    await waitFor(() => expect(codesIn(table)).toHaveLength(10));

    // Import order (id) by default: OP05-119 (id 12) sits among the ST01 cards.
    expect(codesIn(table)[1]).toBe('ST01-002');
    await user.click(screen.getByLabelText('Sort by set number'));
    await waitFor(() => expect(codesIn(table)[0]).toBe('OP05-119'));
    expect(codesIn(table)[1]).toBe('ST01-001');
  });

  it('asks the server for each filter and each column order, from page 1 (ADR 0074)', async () => {
    const db = cardDatabase();
    const { user, table } = await openManageCards();
    // The table's own reads (the normalisation panel's count asks for one invalid card a page).
    const last = () => Object.fromEntries(db.queries.filter((query) => query.get('pageSize') !== '1').at(-1)!);
    expect(last()).toEqual({ sort: 'id', page: '1', pageSize: '10' });
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByTitle(option));
    };
    await user.click(within(pagerOf(table)!).getByTitle('2'));
    await waitFor(() => expect(last().page).toBe('2'));

    await choose('Type', 'LEADER');
    await waitFor(() => expect(last()).toEqual({ type: 'LEADER', sort: 'id', page: '1', pageSize: '10' }));
    await choose('Type', 'Empty or invalid');
    await waitFor(() => expect(codesIn(table)).toEqual(['ST01-003', 'ST01-005', 'ST01-007']));
    expect(screen.getByLabelText('Only empty or invalid type')).toBeChecked();
    await user.click(screen.getByLabelText('Only empty or invalid type'));
    // Back to the unfiltered first page: the same arguments as the table's first read, so RTK Query answers
    // from its cache without asking again; the rows show it.
    expect(screen.getByLabelText('Only empty or invalid type')).not.toBeChecked();
    await waitFor(() => expect(codesIn(table)).toContain('ST01-001'));

    await choose('Colour', 'Red');
    await waitFor(() => expect(last()).toMatchObject({ color: 'Red', page: '1' }));
    await choose('Set', 'OP-05');
    await waitFor(() => expect(last()).toMatchObject({ color: 'Red', set: 'OP-05' }));

    const header = (text: string) => within(table.querySelector('thead') as HTMLElement).getByText(text);
    await user.click(header('Name'));
    await waitFor(() => expect(last().sort).toBe('name'));
    await user.click(header('Name'));
    await waitFor(() => expect(last().sort).toBe('-name'));
    await user.click(header('Code'));
    await waitFor(() => expect(last().sort).toBe('code'));
    expect(screen.getByLabelText('Sort by set number')).toBeChecked();
    await user.click(header('Set'));
    await waitFor(() => expect(last().sort).toBe('set'));
    await user.click(header('Type'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'type', color: 'Red', set: 'OP-05', page: '1' }));
  });

  it('highlights rows whose type differs from its normalised form, with a tooltip', async () => {
    cardDatabase();
    const { user, table } = await openManageCards();

    const row = (code: string) => within(table).getByText(code).closest('tr')!;
    expect(row('ST01-003')).toHaveClass('card-table__row--mismatch');
    expect(row('ST01-007')).toHaveClass('card-table__row--mismatch');
    expect(row('ST01-001')).not.toHaveClass('card-table__row--mismatch');
    // An empty type is already normal (empty): the invalid-type toggle finds it, no highlight.
    expect(row('ST01-005')).not.toHaveClass('card-table__row--mismatch');

    await user.hover(within(row('ST01-003')).getByText('Leader'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Type “Leader” is not in its standard form: normalising makes it LEADER');
    // Counted by the API: the cards whose type is empty or not one the form accepts.
    expect(screen.getByText(/Cards with an empty or invalid type: 3/)).toBeInTheDocument();
  });

  it('normalises the types and lists examples of what changed; a failure says so', async () => {
    const db = cardDatabase();
    let calls = 0;
    server.use(
      http.post('/api/cards/normalize-types', () => {
        calls += 1;
        if (calls === 2) return HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'Internal server error' }, { status: 500 });
        db.cards = db.cards.map((card) => (card.type === 'Leader' ? { ...card, type: 'LEADER' } : card.type === 'DON!!' ? { ...card, type: 'DON' } : card));
        return HttpResponse.json({
          success: true,
          message: 'Normalizzazione completata: 2 carte aggiornate',
          updatedCount: 2,
          updatedExamples: [
            { code: 'ST01-003', oldType: 'Leader', newType: 'LEADER' },
            { code: 'ST01-007', oldType: 'DON!!', newType: 'DON' },
          ],
        });
      }),
    );
    const { user, table } = await openManageCards('it');

    await user.click(button(document.body, 'Normalizza tipi'));
    expect(await screen.findByText('Normalizzazione completata')).toBeInTheDocument();
    const examples = screen.getByRole('list', { name: 'Esempi di carte aggiornate' });
    expect(
      within(examples)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ST01-003: Leader → LEADER', 'ST01-007: DON!! → DON']);
    // The list is reloaded: no more highlighted rows.
    await waitFor(() => expect(table.querySelectorAll('.card-table__row--mismatch')).toHaveLength(0));

    await user.click(button(document.body, 'Normalizza tipi'));
    expect(await screen.findByText('Si è verificato un errore durante la normalizzazione dei tipi')).toBeInTheDocument();
  });

  it('views a card in the detail popup', async () => {
    cardDatabase();
    const { user } = await openManageCards();
    await user.click(screen.getByLabelText('View ST01-002'));
    const dialog = await dialogTitled('Roronoa Zoro');
    expect(within(dialog).getByText('Code', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ST01-002');
  });
});

// Dialog journeys are the heaviest tests (a form in a modal over the table): more time on a busy machine.
describe('card edit dialog', { timeout: 40_000 }, () => {
  it('checks the form with the product messages and offers an old type in its normalised form', async () => {
    cardDatabase();
    let requests = 0;
    server.use(
      http.put('/api/cards/:id', () => {
        requests += 1;
        return HttpResponse.json({ success: true, card: aCard() });
      }),
    );
    localStorage.setItem('language', 'it');
    const { user } = openAdmin('/admin?tab=manage-cards');
    const dialog = await openEditor(user, 'ST01-003', 'it');

    // 'Leader' is offered as LEADER.
    expect(within(dialog).getByTitle('LEADER')).toBeInTheDocument();

    const field = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(field('Codice'), { target: { value: 'ab' } });
    fireEvent.change(field('Nome'), { target: { value: '  ' } });
    fireEvent.change(field("URL dell'immagine"), { target: { value: '' } });
    fireEvent.change(field('Costo (vita per i leader)'), { target: { value: 'tre' } });
    fireEvent.change(field('Potenza'), { target: { value: '5000x' } });
    await user.click(button(dialog, /Salva modifiche/));

    expect(await within(dialog).findByText('Il codice deve avere almeno 3 caratteri')).toBeInTheDocument();
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText("L'URL dell'immagine è obbligatorio")).toBeInTheDocument();
    expect(within(dialog).getByText('Il costo deve essere un numero o vuoto')).toBeInTheDocument();
    expect(within(dialog).getByText('La potenza deve essere un numero o vuota')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('asks for a type when the stored one is unknown', async () => {
    cardDatabase();
    const { user } = await openManageCards();
    const dialog = await openEditor(user, 'ST01-005');
    await user.click(button(dialog, /Save changes/));
    expect(await within(dialog).findByText('The type is required')).toBeInTheDocument();
  });

  it('saves the card (empty cost and power become null), refreshes the list and closes', async () => {
    const db = cardDatabase();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/cards/:id', async ({ request, params }) => {
        body = (await request.json()) as Record<string, unknown>;
        db.cards = db.cards.map((card) => (card.id === Number(params.id) ? { ...card, ...body, id: card.id } : card));
        return HttpResponse.json({ success: true, card: db.cards.find((card) => card.id === Number(params.id)) });
      }),
    );
    const { user, table } = await openManageCards();
    const dialog = await openEditor(user, 'ST01-002');

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Roronoa Zoro (alt art)' } });
    fireEvent.change(within(dialog).getByLabelText('Cost (life for leaders)'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Power'), { target: { value: ' 6000 ' } });
    fireEvent.change(within(dialog).getByLabelText('Ability'), { target: { value: 'Line one\nLine two\n' } });
    await user.click(button(dialog, /Save changes/));

    expect(await screen.findByText('Card updated')).toBeInTheDocument();
    expect(body).toMatchObject({
      code: 'ST01-002',
      name: 'Roronoa Zoro (alt art)',
      type: 'CHARACTER',
      imageUrl: 'https://cards.example.test/ST01-002.png',
      cost: null,
      power: 6000,
      counter: '1000',
      ability: 'Line one\nLine two',
      trigger: null,
    });
    await waitFor(() => expect(screen.queryByText('Edit card ST01-002')).not.toBeInTheDocument());
    expect(await within(table).findByText('Roronoa Zoro (alt art)')).toBeInTheDocument();
  });

  it('shows why the server refused the change', async () => {
    cardDatabase();
    server.use(
      http.put('/api/cards/:id', () =>
        HttpResponse.json({ statusCode: 409, code: 'card_code_taken', message: 'Esiste già una carta con il codice ST01-001' }, { status: 409 }),
      ),
    );
    const { user } = await openManageCards();
    const dialog = await openEditor(user, 'ST01-002');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'ST01-001' } });
    await user.click(button(dialog, /Save changes/));

    expect(await screen.findByText('Another card already has this code')).toBeInTheDocument();
    expect(screen.getByText('Edit card ST01-002')).toBeInTheDocument();
  });

  it('deletes the card after confirmation', async () => {
    const db = cardDatabase();
    const deleted: string[] = [];
    server.use(
      http.delete('/api/cards/:id', ({ params }) => {
        deleted.push(String(params.id));
        db.cards = db.cards.filter((card) => card.id !== Number(params.id));
        return HttpResponse.json({ success: true });
      }),
    );
    localStorage.setItem('language', 'it');
    const { user } = openAdmin('/admin?tab=manage-cards');
    const dialog = await openEditor(user, 'ST01-004', 'it');

    await user.click(button(dialog, /Elimina carta/));
    const confirm = await dialogTitled('Sei sicuro di voler eliminare questa carta?');
    await user.click(button(confirm, 'Elimina'));

    expect(await screen.findByText('Carta eliminata')).toBeInTheDocument();
    expect(deleted).toEqual(['4']);
    await waitFor(() => expect(screen.queryByText('Modifica carta ST01-004')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('ST01-004')).not.toBeInTheDocument());
  });

  it('uploads only image files; the preview reloads with a cache-busting timestamp', async () => {
    cardDatabase();
    const uploads: string[] = [];
    server.use(
      http.post('/api/cards/:id/image', async ({ request }) => {
        // A File, though not this realm's (jsdom's) File class.
        const image = (await request.formData()).get('image') as File | string | null;
        if (image !== null && typeof image === 'object') uploads.push(image.type);
        return HttpResponse.json({ success: true, imageUrl: '/uploads/cards/abc.png' });
      }),
    );
    const user = (await openManageCards()).user;
    const dialog = await openEditor(user, 'ST01-002');
    const preview = within(dialog).getByAltText('Picture of Roronoa Zoro');
    expect(preview.getAttribute('src')).toMatch(/^https:\/\/cards\.example\.test\/ST01-002\.png\?t=\d+$/);

    const input = within(dialog).getByLabelText('Card image file');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('The selected file is not a valid image.')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'zoro.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(uploads).toEqual(['image/png']);
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue('/uploads/cards/abc.png');
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^\/uploads\/cards\/abc\.png\?t=\d+$/));
  });

  it('shows the server refusing a file that is not really an image', async () => {
    cardDatabase();
    server.use(
      http.post('/api/cards/:id/image', () =>
        HttpResponse.json({ statusCode: 422, code: 'not_an_image', message: "Il file selezionato non è un'immagine valida." }, { status: 422 }),
      ),
    );
    localStorage.setItem('language', 'it');
    const { user } = openAdmin('/admin?tab=manage-cards');
    const dialog = await openEditor(user, 'ST01-002', 'it');
    fireEvent.change(within(dialog).getByLabelText('File immagine della carta'), { target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] } });

    expect(await screen.findByText("Il file selezionato non è un'immagine valida.")).toBeInTheDocument();
  });

  it('fills the ability text from the card-text helper', async () => {
    cardDatabase();
    const { user } = await openManageCards();
    const dialog = await openEditor(user, 'ST01-002');
    await user.click(button(dialog, /Text helper/));

    const helper = await dialogTitled('Card text: Roronoa Zoro');
    expect(within(helper).getByRole('tab', { name: /View image/, selected: true })).toBeInTheDocument();
    const sliders = within(helper).getAllByRole('slider');
    expect(
      sliders.map((slider) => [
        slider.getAttribute('aria-label'),
        slider.getAttribute('aria-valuemin'),
        slider.getAttribute('aria-valuemax'),
        slider.getAttribute('aria-valuenow'),
      ]),
    ).toEqual([
      ['Zoom', '1', '3', '1'],
      ['Contrast', '50', '150', '100'],
      ['Brightness', '50', '150', '100'],
    ]);
    const image = within(helper).getByAltText('Picture of Roronoa Zoro to transcribe');
    expect(image.style.filter).toBe('contrast(100%) brightness(100%)');

    await user.click(button(helper, /Prepare for transcription/));
    expect(within(helper).getByRole('tab', { name: /Enter text/, selected: true })).toBeInTheDocument();
    expect(within(helper).getByText(/Automatic text extraction is not available/)).toBeInTheDocument();
    expect(within(helper).getAllByAltText('Picture of Roronoa Zoro to transcribe').at(-1)!.style.filter).toBe('grayscale(1) contrast(130%) brightness(100%)');

    const text = within(helper).getByLabelText('Ability text');
    fireEvent.change(text, { target: { value: '[On Play] Draw 1 card.\nThen trash 1 card.' } });
    await user.click(button(helper, /Back/));
    expect(within(helper).getByRole('tab', { name: /View image/, selected: true })).toBeInTheDocument();
    await user.click(button(helper, /Enter manually/));
    await user.click(button(helper, /Confirm and apply/));

    expect(await screen.findByText('Text extracted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Card text: Roronoa Zoro')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Ability')).toHaveValue('[On Play] Draw 1 card.\nThen trash 1 card.');
  });
});
