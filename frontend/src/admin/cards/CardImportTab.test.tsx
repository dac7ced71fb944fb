import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDto } from '../../api/generated';
import { aCard, someCards } from '../../test/fixtures';
import { renderApp as renderWholeApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

/** The whole app, with a user-event that skips its CSS pointer-events check (slow in jsdom with antd's styles). */
function renderApp(path: string) {
  return { ...renderWholeApp(path), user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** A keyed-format file (docs/product.md#card-import-files) of two cards. */
const KEYED_FILE = {
  'OP01-001': {
    code: 'OP01-001',
    type: 'leader',
    color: ['Red'],
    attribute: ['Slash'],
    life: 5,
    cost: null,
    power: 5000,
    counter: null,
    name: 'Roronoa Zoro',
    archetype: ['Supernovas', 'Straw Hat Crew'],
    effectText: '[DON!! x1] [Your Turn] All of your Characters gain +1000 power.',
    triggerText: '',
    set: 'OP-01',
  },
  'OP01-002': { code: 'OP01-002', type: 'leader', color: ['Red', 'Green'], name: 'Trafalgar Law', set: 'OP-01', power: 5000, life: 4 },
};

/** The card list as the server holds it: imports and deletions change what the next GET answers. */
function cardDatabase(initial: CardDto[]) {
  const db = { cards: initial, listRequests: 0 };
  server.use(
    http.get('/api/cards', () => {
      db.listRequests += 1;
      return HttpResponse.json(db.cards);
    }),
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: db.cards.length, decks: 0, publishedNews: 0 })),
    // No deck uses the cards: the deletion dialogs say so (issue #10).
    http.get('/api/cards/clear/impact', () => HttpResponse.json({ deckCount: 0, publishedDeckCount: 0, decks: [] })),
    http.get('/api/cards/clear-prefix/impact', () => HttpResponse.json({ deckCount: 0, publishedDeckCount: 0, decks: [] })),
  );
  return db;
}

function jsonFile(content: string, name = 'cards.json', type = 'application/json') {
  return new File([content], name, { type });
}

async function openImportTab() {
  const view = renderApp('/admin');
  await screen.findByRole('tab', { name: /Card import/, selected: true }, { timeout: 5000 });
  return view;
}

beforeEach(() => {
  mockSession(anAdmin());
});

describe('card import tab', () => {
  it('is the default tab for a plain admin, followed by manage cards', async () => {
    cardDatabase([]);
    await openImportTab();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent?.trim());
    expect(tabs.slice(0, 2)).toEqual(['Card import', 'Manage cards']);
    expect(screen.getByRole('tab', { name: /Import from file/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Paste JSON/ })).toBeInTheDocument();
    // No cards and no import yet: no status panel.
    expect(screen.queryByRole('region', { name: 'Card database' })).not.toBeInTheDocument();
  });

  it('imports a selected .json file: sends its parsed content, shows the count and refreshes the card list', async () => {
    const db = cardDatabase([]);
    let body: unknown;
    let finish = () => {};
    const answered = new Promise<void>((resolve) => (finish = resolve));
    server.use(
      http.post('/api/cards/import', async ({ request }) => {
        body = await request.json();
        await answered;
        db.cards = [aCard({ id: 1, code: 'OP01-001' }), aCard({ id: 2, code: 'OP01-002' })];
        return HttpResponse.json({ success: true, count: 2 });
      }),
    );
    const { user } = await openImportTab();

    await user.upload(screen.getByLabelText('Card file (JSON)'), jsonFile(JSON.stringify(KEYED_FILE)));

    // While importing, the controls are disabled.
    expect(await screen.findByText('Importing cards.json…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a card file' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Card file (JSON)')).toBeDisabled();
    finish();

    expect(await screen.findByText('2 cards imported successfully', { selector: '.ant-alert-title' })).toBeInTheDocument();
    expect(body).toEqual(KEYED_FILE);
    const status = await screen.findByRole('region', { name: 'Card database' });
    await waitFor(() => expect(status).toHaveTextContent('2cards in the database'));
    expect(within(status).getByText('Cards available')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: /View cards/ })).toHaveAttribute('href', '/cards');
    expect(screen.getByRole('button', { name: 'Choose a card file' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('accepts a .json file whose type the browser left empty', async () => {
    cardDatabase([]);
    server.use(http.post('/api/cards/import', () => HttpResponse.json({ success: true, count: 2 })));
    const { user } = await openImportTab();

    await user.upload(screen.getByLabelText('Card file (JSON)'), jsonFile(JSON.stringify(KEYED_FILE), 'export.JSON', ''));

    expect(await screen.findByText('2 cards imported successfully', { selector: '.ant-alert-title' })).toBeInTheDocument();
  });

  it('takes exactly one dropped file, of type JSON only', async () => {
    cardDatabase([]);
    let requests = 0;
    server.use(
      http.post('/api/cards/import', () => {
        requests += 1;
        return HttpResponse.json({ success: true, count: 2 });
      }),
    );
    await openImportTab();
    const zone = screen.getByRole('button', { name: 'Choose a card file' });

    fireEvent.drop(zone, { dataTransfer: { files: [jsonFile('{}', 'a.json'), jsonFile('{}', 'b.json')] } });
    // The message shows under the drop zone (and in a toast, which may or may not be up yet).
    expect(await screen.findByText('Please select only one file', { selector: '.card-import__error' })).toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [jsonFile('{}', 'cards.txt', 'text/plain')] } });
    expect(await screen.findByText('Only JSON files are accepted', { selector: '.card-import__error' })).toBeInTheDocument();
    expect(requests).toBe(0);

    fireEvent.drop(zone, { dataTransfer: { files: [jsonFile(JSON.stringify(KEYED_FILE))] } });
    expect(await screen.findByText('2 cards imported successfully', { selector: '.ant-alert-title' })).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('refuses a file that is not JSON without calling the API: failed, count 0', async () => {
    cardDatabase([]);
    let requests = 0;
    server.use(
      http.post('/api/cards/import', () => {
        requests += 1;
        return HttpResponse.json({ success: true, count: 1 });
      }),
    );
    const { user } = await openImportTab();

    await user.upload(screen.getByLabelText('Card file (JSON)'), jsonFile('{ "OP01-001": { "name": "Zoro", } '));

    const alert = await screen.findByText('Import failed (0 cards imported)');
    // Where the text stops being JSON, in the parser's words (issue 38).
    expect(alert.closest('.ant-alert')).toHaveTextContent(/Invalid JSON: .*position 32.*\. Please check your file\./);
    // The toast says it too.
    expect(await screen.findByText('Import failed', { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(requests).toBe(0);
    // A result exists: the status panel shows, with no cards.
    expect(screen.getByRole('region', { name: 'Card database' })).toHaveTextContent('0cards in the database');
  });

  it('says a dropped [] is an empty list, and where pasted JSON breaks, without calling the API (issue 38)', async () => {
    cardDatabase([]);
    let requests = 0;
    server.use(
      http.post('/api/cards/import', () => {
        requests += 1;
        return HttpResponse.json({ success: true, count: 0 });
      }),
    );
    const { user } = await openImportTab();
    fireEvent.drop(screen.getByRole('button', { name: 'Choose a card file' }), { dataTransfer: { files: [jsonFile('[]')] } });
    const empty = await screen.findByText('Import failed (0 cards imported)');
    expect(empty.closest('.ant-alert')).toHaveTextContent('The list is empty: no cards to import');
    expect(empty.closest('.ant-alert')).not.toHaveTextContent('Expected an array');

    await user.click(screen.getByRole('tab', { name: /Paste JSON/ }));
    fireEvent.change(await screen.findByLabelText('Card data (JSON)'), { target: { value: '[{"code": "OP01-001"} {"code": "OP01-002"}]' } });
    await user.click(screen.getByRole('button', { name: /Import cards/ }));
    await waitFor(() => expect(screen.getByText('Import failed (0 cards imported)').closest('.ant-alert')).toHaveTextContent(/Invalid JSON: .*position 22/));
    expect(requests).toBe(0);
  });

  it('imports pasted JSON; blank text asks for data', async () => {
    cardDatabase([]);
    let body: unknown;
    server.use(
      http.post('/api/cards/import', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, count: 1 });
      }),
    );
    const { user } = await openImportTab();
    await user.click(screen.getByRole('tab', { name: /Paste JSON/ }));

    await user.click(await screen.findByRole('button', { name: /Import cards/ }));
    expect(await screen.findByText('Please enter the JSON data to import')).toBeInTheDocument();
    expect(body).toBeUndefined();

    const standard = { data: [{ code: 'OP01-003', name: 'Monkey.D.Luffy', type: 'LEADER', cost: 5 }] };
    fireEvent.change(screen.getByLabelText('Card data (JSON)'), { target: { value: JSON.stringify(standard) } });
    await user.click(screen.getByRole('button', { name: /Import cards/ }));

    expect(await screen.findByText('1 card imported successfully', { selector: '.ant-alert-title' })).toBeInTheDocument();
    expect(body).toEqual(standard);
  });

  it('shows the entries the server refused, with their problems', async () => {
    cardDatabase([]);
    server.use(
      http.post('/api/cards/import', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'invalid_card_file',
            message: 'Invalid JSON format. Please check your file.',
            details: [
              {
                field: 'entries.OP01-001',
                code: 'invalid_entry',
                entry: 'OP01-001',
                cardCode: 'OP01-001',
                problems: ['cost must be a number (got "five")'],
                issues: [{ field: 'cost', issue: 'not_a_number' }],
              },
              {
                field: 'entries.3',
                code: 'invalid_entry',
                entry: '3',
                cardCode: null,
                problems: ['code is missing', 'name is missing'],
                issues: [
                  { field: 'code', issue: 'missing' },
                  { field: 'name', issue: 'missing' },
                ],
              },
              // A problem this screen has no text of its own for reads as the catalogue's, never the server's words.
              {
                field: 'entries.4',
                code: 'invalid_entry',
                entry: '4',
                cardCode: 'OP01-004',
                problems: ['brand new problem'],
                issues: [{ field: 'power', issue: 'too_large' }],
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openImportTab();
    await user.click(screen.getByRole('tab', { name: /Paste JSON/ }));
    fireEvent.change(await screen.findByLabelText('Card data (JSON)'), { target: { value: '[{"code":"OP01-001","cost":"five"}]' } });
    await user.click(screen.getByRole('button', { name: /Import cards/ }));

    const entries = await screen.findByRole('list', { name: 'Invalid entries' });
    const items = within(entries).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Entry OP01-001 (OP01-001): cost must be a number');
    expect(items[1]).toHaveTextContent('Entry 3: code is missing; name is missing');
    expect(items[2]).toHaveTextContent('Entry 4 (OP01-004): power: too large');
    expect(entries).not.toHaveTextContent('brand new problem');
    expect(screen.getByText('3 entries of the file are not valid: nothing was imported.')).toBeInTheDocument();
    expect(screen.getByText('Import failed (0 cards imported)')).toBeInTheDocument();
  });

  it("says each refused entry's problems in Italian by their codes, and drops them when the next file is refused on the client (issue #10)", async () => {
    localStorage.setItem('language', 'it');
    cardDatabase([]);
    server.use(
      http.post('/api/cards/import', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'invalid_card_file',
            message: 'Invalid JSON format. Please check your file.',
            details: [
              {
                field: 'entries.3',
                code: 'invalid_entry',
                entry: '3',
                cardCode: null,
                problems: ['code is missing', 'name is missing'],
                issues: [
                  { field: 'code', issue: 'missing' },
                  { field: 'name', issue: 'missing' },
                ],
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/admin');
    const zone = await screen.findByLabelText('Scegli un file di carte', { selector: '[role="button"]' }, { timeout: 10_000 });
    fireEvent.drop(zone, { dataTransfer: { files: [jsonFile('[{"name":"x"}]')] } });
    const entries = await screen.findByLabelText('Voci non valide', { selector: 'ul' });
    expect(entries.querySelector('li')).toHaveTextContent('manca il campo code; manca il campo name');
    expect(entries).not.toHaveTextContent('is missing');

    fireEvent.drop(zone, { dataTransfer: { files: [jsonFile('{}', 'cards.txt', 'text/plain')] } });
    await waitFor(() => expect(screen.queryByLabelText('Voci non valide', { selector: 'ul' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Sono accettati solo file JSON').length).toBeGreaterThan(0);
  });

  it('shows "Expected an array of cards" in Italian for the code card_file_not_an_array', async () => {
    localStorage.setItem('language', 'it');
    cardDatabase([]);
    server.use(
      http.post('/api/cards/import', () =>
        HttpResponse.json({ statusCode: 400, code: 'card_file_not_an_array', message: 'Invalid JSON format. Expected an array of cards.' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: /Incolla JSON/ }, { timeout: 5000 }));
    const field = await screen.findByLabelText('Dati delle carte (JSON)');
    fireEvent.change(field, { target: { value: '{"cards": 3}' } });
    // The paste panel's button: the section menu names its section "Importa carte" too.
    await user.click(within(field.closest('[role="tabpanel"]') as HTMLElement).getByRole('button', { name: /Importa carte/ }));

    expect(await screen.findByText('Importazione fallita (0 carte importate)')).toBeInTheDocument();
    expect(screen.getByText('Formato JSON non valido. Era atteso un elenco di carte.', { selector: 'p' })).toBeInTheDocument();
  });

  it('clears the database after confirmation', async () => {
    const db = cardDatabase(someCards(3));
    server.use(
      http.post('/api/cards/clear', () => {
        const count = db.cards.length;
        db.cards = [];
        return HttpResponse.json({ success: true, count });
      }),
    );
    const { user } = await openImportTab();
    const status = await screen.findByRole('region', { name: 'Card database' });
    expect(status).toHaveTextContent('3cards in the database');

    await user.click(within(status).getByRole('button', { name: /Clear database/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete every card?' });
    expect(confirm).toHaveTextContent('3 cards will be deleted. This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete all' }));

    expect(await screen.findByText('Database cleared')).toBeInTheDocument();
    expect(screen.getByText('3 cards deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Card database' })).not.toBeInTheDocument());
  });
});

describe('delete cards by prefix', () => {
  it('proposes OP10, refuses a blank prefix, deletes and reports count and prefix', async () => {
    const db = cardDatabase([aCard({ id: 1, code: 'OP01-001' }), aCard({ id: 2, code: 'OP01-002' }), aCard({ id: 3, code: 'ST01-001' })]);
    const bodies: unknown[] = [];
    let finish = () => {};
    const answered = new Promise<void>((resolve) => (finish = resolve));
    server.use(
      http.post('/api/cards/clear-prefix', async ({ request }) => {
        const body = (await request.json()) as { prefix: string };
        bodies.push(body);
        await answered;
        const before = db.cards.length;
        db.cards = db.cards.filter((card) => !card.code.toUpperCase().startsWith(body.prefix.toUpperCase()));
        return HttpResponse.json({ success: true, count: before - db.cards.length });
      }),
    );
    const { user } = await openImportTab();
    await user.click(await screen.findByRole('button', { name: /Delete cards by prefix/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete cards by prefix' });
    const prefix = within(dialog).getByLabelText('Prefix');
    expect(prefix).toHaveValue('OP10');

    await user.clear(prefix);
    await user.type(prefix, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Enter a valid prefix')).toHaveAttribute('role', 'alert');
    expect(bodies).toEqual([]);

    await user.clear(prefix);
    await user.type(prefix, 'OP01');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Deleting: the buttons wait.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    finish();

    expect(await screen.findByText('Deletion completed')).toBeInTheDocument();
    expect(screen.getByText('2 cards with prefix OP01 deleted')).toBeInTheDocument();
    expect(bodies).toEqual([{ prefix: 'OP01' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete cards by prefix' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Card database' })).toHaveTextContent('1cards in the database'));
  });

  it('reports a failure with the product title and text (Italian)', async () => {
    localStorage.setItem('language', 'it');
    cardDatabase(someCards(2));
    server.use(
      http.post('/api/cards/clear-prefix', () =>
        HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: /Elimina carte per prefisso/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina carte per prefisso' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(screen.getByText("Si è verificato un errore durante l'eliminazione delle carte")).toBeInTheDocument();
    // The dialog stays open to try again.
    expect(screen.getByRole('dialog', { name: 'Elimina carte per prefisso' })).toBeInTheDocument();
  });
});
