import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, aSuperAdmin, mockSession } from '../../test/session';

function withStats(stats = { cards: 68, decks: 12, communityDecks: 340, publishedNews: 5 }) {
  server.use(http.get('/api/admin/stats', () => HttpResponse.json(stats)));
}

describe('AdminDashboardPage', () => {
  it('shows a spinner while checking, then sends a visitor who is not an admin to /admin-login', async () => {
    server.use(
      http.get('/api/admin/auth', async () => {
        await delay(80);
        return HttpResponse.json({ isAuthenticated: false, user: null });
      }),
    );
    const { history } = renderApp('/admin');

    expect(await screen.findByText('Checking your access…')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });

  it('gives a super admin the label, the counters, New Admin and the admin and user managers', async () => {
    mockSession(aSuperAdmin({ username: 'admin' }));
    withStats();
    renderApp('/admin?tab=admins');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Logged in as', { exact: false })).toHaveTextContent('Logged in as admin super admin');
    expect(screen.getByRole('button', { name: 'New Admin' })).toBeInTheDocument();
    const counters = screen.getByRole('region', { name: 'Site counters' });
    await waitFor(() => expect(counters).toHaveTextContent('Cards68'));
    expect(counters).toHaveTextContent('Decks12');
    expect(counters).toHaveTextContent('Community decks340');
    expect(counters).toHaveTextContent('Published news5');
    expect(screen.getByRole('tab', { name: /Admin manager/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /User manager/ })).toBeInTheDocument();
  });

  it('gives a plain admin the admin label, but no New Admin button and no super-admin tabs', async () => {
    localStorage.setItem('language', 'it');
    mockSession(anAdmin({ username: 'deckmaster' }));
    withStats();
    renderApp('/admin?tab=none');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pannello di amministrazione' })).toBeInTheDocument();
    expect(screen.getByText('Connesso come', { exact: false })).toHaveTextContent('Connesso come deckmaster admin');
    expect(screen.queryByRole('button', { name: 'Nuovo Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Gestione Admin/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Gestione Utenti/ })).not.toBeInTheDocument();
  });

  it('creates an admin: create stays disabled until every field is filled; on success the dialog closes and clears', async () => {
    mockSession(aSuperAdmin());
    withStats();
    let body: unknown;
    server.use(
      http.post('/api/admin/create', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ success: true, message: 'Amministratore creato', user: anAdmin({ id: 9, username: 'koby' }) }, { status: 201 });
      }),
    );
    const { user } = renderApp('/admin?tab=admins');

    await user.click(await screen.findByRole('button', { name: 'New Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'New administrator' });
    const create = within(dialog).getByRole('button', { name: 'Create admin' });
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Username'), 'koby');
    await user.type(within(dialog).getByLabelText('E-mail'), 'koby@example.test');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'marine-pass');
    expect(create).toBeEnabled();

    await user.click(create);

    expect(await screen.findByText('Administrator created')).toBeInTheDocument();
    expect(body).toEqual({ username: 'koby', email: 'koby@example.test', password: 'marine-pass' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New administrator' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New Admin' }));
    const reopened = await screen.findByRole('dialog', { name: 'New administrator' });
    expect(within(reopened).getByLabelText('Username')).toHaveValue('');
    expect(within(reopened).getByLabelText('Password')).toHaveValue('');
  });

  it('keeps the dialog open with the server reason when the creation fails', async () => {
    localStorage.setItem('language', 'it');
    mockSession(aSuperAdmin());
    withStats();
    server.use(
      http.post('/api/admin/create', () =>
        HttpResponse.json({ statusCode: 409, code: 'email_taken', message: 'Indirizzo email già registrato' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/admin?tab=admins');

    await user.click(await screen.findByRole('button', { name: 'Nuovo Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo amministratore' });
    await user.type(within(dialog).getByLabelText('Username'), 'koby');
    await user.type(within(dialog).getByLabelText('Email'), 'admin@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'marine-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Crea admin' }));

    expect(await screen.findByText('Creazione admin fallita')).toBeInTheDocument();
    expect(screen.getByText('Indirizzo email già registrato')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nuovo amministratore' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('koby');
  });

  it('logs out back to /admin-login', async () => {
    mockSession(aSuperAdmin());
    withStats();
    const { user, history } = renderApp('/admin?tab=admins');

    // The header has the site's logout too (one session): this is the dashboard's.
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
    // No bounce back to the dashboard on the way.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(history.location.pathname).toBe('/admin-login');
  });
});
