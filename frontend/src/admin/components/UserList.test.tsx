import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../api/generated';
import { containsQ, tablePageAnswer, type TableQueries } from '../../test/admin-tables';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, aSuperAdmin, aUser, mockSession } from '../../test/session';

const ME = aSuperAdmin({ id: 1, username: 'admin', email: 'admin@example.test' });
const SECOND_SUPER = aSuperAdmin({ id: 5, username: 'captain', email: 'captain@example.test', createdAt: '2025-02-01T09:00:00.000Z' });
const PLAIN_ADMIN = anAdmin({ id: 6, username: 'deckmaster', email: 'deckmaster@example.test', createdAt: '2025-02-10T09:00:00.000Z' });
const NAMI = aUser({ id: 11, username: 'Nami', email: 'navigator@example.test', isEmailVerified: 1, createdAt: '2025-03-04T10:00:00.000Z' });
const USOPP = aUser({ id: 12, username: 'usopp', email: 'sniper@example.test', isEmailVerified: 0, createdAt: null });
const NO_MAIL = aUser({ id: 13, username: 'brook', email: null, isEmailVerified: 0 });

/** GET /api/admin/all-users/page as the API answers it: searched, filtered by admin and verified, sorted, paged (ADR 0074). */
function usersPage(users: UserDto[], params: URLSearchParams) {
  const flag = (name: string) => (params.has(name) ? ['true', '1'].includes(params.get(name)!) : undefined);
  return tablePageAnswer(users, params, {
    defaultSort: '-createdAt',
    pageSize: 20,
    keep: (user) =>
      containsQ(params, user.username, user.email) &&
      (flag('admin') === undefined || (user.isAdmin === 1 || user.isSuperAdmin === 1) === flag('admin')) &&
      (flag('verified') === undefined || (user.isEmailVerified === 1) === flag('verified')),
  });
}

function setUp(users: UserDto[], viewer: UserDto = ME): TableQueries {
  const queries: TableQueries = [];
  mockSession(viewer);
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
    http.get('/api/admin/all-users/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return usersPage(users, params);
    }),
    http.get('/api/admin/users', () => HttpResponse.json({ success: true, users: users.filter((user) => user.isAdmin || user.isSuperAdmin) })),
  );
  return queries;
}

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

/** Text lookups rather than role queries: role queries over a whole antd table are slow in jsdom. */
function row(username: string): HTMLElement {
  const found = within(screen.getByRole('table')).getByText(username, { exact: true }).closest('tr');
  if (!found) throw new Error(`no row for ${username}`);
  return found;
}

async function dialogSaying(text: string): Promise<HTMLElement> {
  // antd's confirm repeats its title (visible, and hidden as the dialog's label).
  const [title] = await screen.findAllByText(text);
  const dialog = title?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`"${text}" is not in a dialog`);
  return dialog;
}

describe('User manager', () => {
  it('lists every user with the product columns, the count in the heading and a case-insensitive search', async () => {
    setUp([NO_MAIL, USOPP, NAMI, PLAIN_ADMIN, SECOND_SUPER, ME]);
    const { user } = renderApp('/admin?tab=users');

    expect(await screen.findByText('Registered users (6)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Username', 'Email', 'Admin', 'SuperAdmin', 'Verified e-mail', 'Created', 'Actions']);
    const nami = row('Nami');
    expect(nami).toHaveTextContent('11');
    expect(nami).toHaveTextContent('navigator@example.test');
    expect(nami).toHaveTextContent('04/03/2025');
    expect(within(nami).getAllByRole('img', { name: 'No' })).toHaveLength(2); // not admin, not super admin
    expect(within(nami).getByRole('img', { name: 'Yes' })).toBeInTheDocument(); // verified
    expect(row('brook')).toHaveTextContent('—'); // no e-mail
    expect(within(row('usopp')).getAllByText('—')).toHaveLength(1); // no creation date

    await user.type(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }), 'NAV');
    expect(await screen.findByText('Registered users (1)')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Nami');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }), 'nami');
    expect(await screen.findByText('Registered users (1)')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }), 'xyz');
    expect(await screen.findByText('No user matches your search')).toBeInTheDocument();
    expect(screen.getByText('Registered users (0)')).toBeInTheDocument();
  });

  it('asks the server for the search (after the typing pause), each filter, each column order and each page (ADR 0074)', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      aUser({
        id: 100 + index,
        username: `crew${String(index).padStart(2, '0')}`,
        email: `crew${index}@example.test`,
        isEmailVerified: 0,
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    );
    const queries = setUp([...many, NAMI, PLAIN_ADMIN, ME]);
    const { user } = renderApp('/admin?tab=users');
    expect(await screen.findByText('Registered users (26)')).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ sort: '-createdAt', page: '1', pageSize: '20' });

    const role = screen.getByRole('combobox', { name: 'Role' });
    fireEvent.mouseDown(role);
    fireEvent.click(await screen.findByTitle('Admins only'));
    expect(await screen.findByText('Registered users (2)')).toBeInTheDocument();
    expect(queries.at(-1)?.get('admin')).toBe('true');
    fireEvent.mouseDown(role);
    fireEvent.click(await screen.findByTitle('Users only'));
    expect(await screen.findByText('Registered users (24)')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'E-mail verified' }));
    fireEvent.click(await screen.findByTitle('Verified only'));
    expect(await screen.findByText('Registered users (1)')).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ admin: 'false', verified: 'true', page: '1' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'E-mail verified' }));
    fireEvent.click(await screen.findByTitle('Unverified only'));
    expect(await screen.findByText('Registered users (23)')).toBeInTheDocument();

    // One request for the whole word, once the typing stops.
    const before = queries.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }), { target: { value: 'crew1' } });
    // crew10 … crew19, and crew01 by its e-mail address (crew1@…).
    expect(await screen.findByText('Registered users (11)')).toBeInTheDocument();
    expect(queries.slice(before).map((query) => query.get('q'))).toEqual(['crew1']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }));
    expect(await screen.findByText('Registered users (23)')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('table').querySelector('thead') as HTMLElement).getByText('Username'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('username'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('crew00'));
    fireEvent.click(within(screen.getByRole('table').querySelector('thead') as HTMLElement).getByText('Username'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('-username'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('crew22'));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('crew02');
  });

  it('says the status and what went wrong when the answer is not the API\'s JSON, never "Error: ?"', async () => {
    mockSession(ME);
    server.use(
      http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
      http.get('/api/admin/users', () => HttpResponse.json({ success: true, users: [ME] })),
      http.get(
        '/api/admin/all-users/page',
        () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderApp('/admin?tab=users');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading users');
    expect(alert).toHaveTextContent('Error 502: the server answered in an unexpected way. Try again shortly.');
    expect(alert).not.toHaveTextContent('?');
  });

  it('shows a spinner while loading and the empty message when nobody is registered', async () => {
    localStorage.setItem('language', 'it');
    mockSession(ME);
    server.use(
      http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
      http.get('/api/admin/all-users/page', async ({ request }) => {
        await delay(80);
        return usersPage([], new URL(request.url).searchParams);
      }),
      http.get('/api/admin/users', () => HttpResponse.json({ success: true, users: [] })),
    );
    renderApp('/admin?tab=users');

    expect(await screen.findByText('Caricamento utenti')).toBeInTheDocument();
    expect(await screen.findByText('Nessun utente registrato')).toBeInTheDocument();
  });

  it('shows the load error with a retry (Riprova) that loads the list again', async () => {
    localStorage.setItem('language', 'it');
    mockSession(ME);
    let requests = 0;
    server.use(
      http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
      http.get('/api/admin/all-users/page', ({ request }) => {
        requests += 1;
        return requests === 1 ? HttpResponse.error() : usersPage([NAMI, ME], new URL(request.url).searchParams);
      }),
      http.get('/api/admin/users', () => HttpResponse.json({ success: true, users: [ME] })),
    );
    const { user } = renderApp('/admin?tab=users');

    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Errore nel caricamento degli utenti');
    expect(alert).toHaveTextContent('Errore di connessione al server');
    expect(requests).toBe(1);

    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));

    expect(await screen.findByText('Utenti registrati (2)')).toBeInTheDocument();
    expect(requests).toBe(2);
  });

  it('deletes a user after the product confirmation; Annulla keeps them', async () => {
    localStorage.setItem('language', 'it');
    const users = [USOPP, NAMI, ME];
    setUp(users);
    const deleted: string[] = [];
    server.use(
      http.delete('/api/admin/user/:id', ({ params }) => {
        deleted.push(String(params.id));
        users.splice(
          users.findIndex((candidate) => String(candidate.id) === params.id),
          1,
        );
        return HttpResponse.json({ success: true, message: 'Utente eliminato' });
      }),
    );
    const { user } = renderApp('/admin?tab=users');
    await screen.findByText('Utenti registrati (3)');

    await user.click(within(row('Nami')).getByRole('button', { name: 'Azioni per Nami' }));
    await user.click(await screen.findByText('Elimina utente'));
    let dialog = await dialogSaying('Sei sicuro di voler eliminare questo utente?');
    expect(dialog).toHaveTextContent("Questa azione non può essere annullata. L'utente sarà eliminato permanentemente dal database.");
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryAllByText('Sei sicuro di voler eliminare questo utente?')).toHaveLength(0));
    expect(deleted).toEqual([]);

    await user.click(within(row('Nami')).getByRole('button', { name: 'Azioni per Nami' }));
    await user.click(await screen.findByText('Elimina utente'));
    dialog = await dialogSaying('Sei sicuro di voler eliminare questo utente?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Utente eliminato')).toBeInTheDocument();
    expect(deleted).toEqual(['11']);
    expect(await screen.findByText('Utenti registrati (2)')).toBeInTheDocument();
    expect(screen.queryByText('Nami', { exact: true })).not.toBeInTheDocument();
  });

  it('shows the server reason when a deletion is refused', async () => {
    localStorage.setItem('language', 'it');
    setUp([NAMI, ME]);
    server.use(
      http.delete('/api/admin/user/:id', () => HttpResponse.json({ statusCode: 404, code: 'user_not_found', message: 'Utente non trovato' }, { status: 404 })),
    );
    const { user } = renderApp('/admin?tab=users');
    await screen.findByText('Utenti registrati (2)');

    await user.click(within(row('Nami')).getByRole('button', { name: 'Azioni per Nami' }));
    await user.click(await screen.findByText('Elimina utente'));
    await user.click(within(await dialogSaying('Sei sicuro di voler eliminare questo utente?')).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText("Impossibile eliminare l'utente")).toBeInTheDocument();
    expect(screen.getByText('Utente non trovato')).toBeInTheDocument();
  });

  it('offers promote only for other non-admins, and it only says the feature is coming', async () => {
    localStorage.setItem('language', 'it');
    setUp([NAMI, PLAIN_ADMIN, SECOND_SUPER, ME]);
    const { user } = renderApp('/admin?tab=users');
    await screen.findByText('Utenti registrati (4)');

    // Myself and the main admin (the oldest super admin): no actions at all.
    expect(within(row('admin')).queryByRole('button', { name: /Azioni/ })).not.toBeInTheDocument();
    await user.click(within(row('deckmaster')).getByRole('button', { name: 'Azioni per deckmaster' }));
    const adminMenu = await screen.findByRole('menu');
    expect(within(adminMenu).queryByRole('menuitem', { name: /Promuovi ad Admin/ })).not.toBeInTheDocument();
    expect(within(adminMenu).getByRole('menuitem', { name: /Elimina utente/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(row('Nami')).getByRole('button', { name: 'Azioni per Nami' }));
    await user.click(await screen.findByText('Promuovi ad Admin'));

    expect(await screen.findByText('Funzionalità in arrivo')).toBeInTheDocument();
    expect(screen.getByText('La promozione ad admin sarà disponibile presto')).toBeInTheDocument();
  });

  it('tells a plain admin who opens it that it needs super admin privileges, without loading users', async () => {
    let requests = 0;
    mockSession(PLAIN_ADMIN);
    server.use(
      http.get('/api/admin/stats', () => HttpResponse.json({ cards: 0, decks: 0, publishedNews: 0 })),
      http.get('/api/admin/all-users/page', () => {
        requests += 1;
        return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 });
      }),
    );
    renderApp('/admin?tab=users');

    const main = screen.getByRole('main');
    expect(await within(main).findByText("You don't have super admin privileges to access this section.")).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /User manager/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests).toBe(0);
  });
});

describe('Admin manager', () => {
  it('loads the admins as cards with their badge when asked, with delete hidden for me and the main admin', async () => {
    localStorage.setItem('language', 'it');
    setUp([NAMI, PLAIN_ADMIN, SECOND_SUPER, ME], SECOND_SUPER);
    let requests = 0;
    server.use(
      http.get('/api/admin/users', () => {
        requests += 1;
        return HttpResponse.json({ success: true, users: [PLAIN_ADMIN, SECOND_SUPER, ME] });
      }),
    );
    const { user } = renderApp('/admin?tab=admins');

    const load = await screen.findByRole('button', { name: 'Carica Amministratori' });
    expect(requests).toBe(0);
    await user.click(load);

    const list = await screen.findByRole('list', { name: 'Amministratori' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['deckmaster ', 'captain (tu)', 'admin ']);
    expect(cards[0]).toHaveTextContent('Admin');
    expect(cards[1]).toHaveTextContent('Super Admin');
    expect(within(cards[0]!).getByRole('button', { name: 'Elimina deckmaster' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument(); // me
    expect(within(cards[2]!).queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument(); // main admin
    expect(screen.getByText('Amministratori (3)')).toBeInTheDocument();

    await user.click(load);
    await waitFor(() => expect(requests).toBe(2));
  });

  it('asks for confirmation before deleting an admin, and says when the server refuses', async () => {
    localStorage.setItem('language', 'it');
    setUp([PLAIN_ADMIN, ME]);
    server.use(
      http.delete('/api/admin/user/:id', () =>
        HttpResponse.json(
          { statusCode: 403, code: 'cannot_delete_main_admin', message: "L'amministratore principale non può essere eliminato" },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp('/admin?tab=admins');

    await user.click(await screen.findByRole('button', { name: 'Carica Amministratori' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina deckmaster' }));
    const dialog = await dialogSaying('Sei sicuro di voler eliminare questo amministratore?');
    expect(dialog).toHaveTextContent('Questa azione non può essere annullata.');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Eliminazione admin fallita')).toBeInTheDocument();
    expect(screen.getByText("L'amministratore principale non può essere eliminato")).toBeInTheDocument();
  });

  it('says "Nessun admin trovato" when the list is empty and shows the no-access message to a plain admin', async () => {
    localStorage.setItem('language', 'it');
    setUp([ME]);
    server.use(http.get('/api/admin/users', () => HttpResponse.json({ success: true, users: [] })));
    const first = renderApp('/admin?tab=admins');
    await first.user.click(await screen.findByRole('button', { name: 'Carica Amministratori' }));
    expect(await screen.findByText('Nessun admin trovato')).toBeInTheDocument();
    first.unmount();

    mockSession(PLAIN_ADMIN);
    renderApp('/admin?tab=admins');
    expect(await within(screen.getByRole('main')).findByText('Non hai i privilegi di super admin per accedere a questa sezione.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carica Amministratori' })).not.toBeInTheDocument();
  });
});
