import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { aSuperAdmin, aUser, mockSession } from '../../test/session';

const NO_STATS = { cards: 0, decks: 0, publishedNews: 0 };

describe('AdminLoginPage', () => {
  it('requires both fields with the product toast, and sends nothing', async () => {
    localStorage.setItem('language', 'it');
    let requests = 0;
    server.use(http.post('/api/admin/login', () => void requests++));
    const first = renderApp('/admin-login');

    expect(await screen.findByText("L'accesso è riservato agli amministratori autorizzati.")).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(screen.getByText('Username e password sono obbligatori')).toBeInTheDocument();
    first.unmount();

    // A username alone is not enough either.
    const second = renderApp('/admin-login');
    await second.user.type(await screen.findByLabelText('Username'), 'admin');
    await second.user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Username e password sono obbligatori')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('refuses an account that is not an admin with the authentication-error toast', async () => {
    localStorage.setItem('language', 'it');
    mockSession(null);
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json({ statusCode: 403, code: 'not_an_admin', message: 'Solo gli amministratori autorizzati possono accedere' }, { status: 403 }),
      ),
    );
    const { user, history } = renderApp('/admin-login');

    await user.type(await screen.findByLabelText('Username'), 'nami');
    await user.type(screen.getByLabelText('Password'), 'tangerine');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Errore di autenticazione')).toBeInTheDocument();
    expect(screen.getByText('Solo gli amministratori autorizzati possono accedere')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin-login');
  });

  it('shows the button busy while logging in, then opens the dashboard', async () => {
    const session = mockSession(null);
    server.use(
      http.post('/api/admin/login', async ({ request }) => {
        expect(await request.json()).toEqual({ username: 'admin', password: 'admin-pass' });
        await delay(80);
        session.user = aSuperAdmin();
        return HttpResponse.json({ success: true, user: session.user, message: 'Login effettuato' });
      }),
      http.get('/api/admin/stats', () => HttpResponse.json(NO_STATS)),
    );
    const { user, history } = renderApp('/admin-login');

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Log in/ })).toHaveClass('ant-btn-loading'));
    await waitFor(() => expect(history.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('sends an admin who is already logged in straight to the dashboard', async () => {
    mockSession(aSuperAdmin());
    server.use(http.get('/api/admin/stats', () => HttpResponse.json(NO_STATS)));
    const { history } = renderApp('/admin-login');

    await waitFor(() => expect(history.location.pathname).toBe('/admin'));
  });

  it('keeps a logged-in user who is no admin on the login form', async () => {
    mockSession(aUser());
    renderApp('/admin-login');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
