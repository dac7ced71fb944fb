import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, siteHeader } from '../../../test/render-app';
import { server } from '../../../test/server';
import { aUser, mockSession } from '../../../test/session';

function registerPanel() {
  return screen.getByRole('tabpanel', { name: /register|registrati/i });
}

describe('AuthPage', () => {
  it('opens on the login tab; ?tab=register opens the register tab with its hints, terms note and side block', async () => {
    const first = renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    first.unmount();

    renderApp('/auth?tab=register');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    const panel = registerPanel();
    expect(within(panel).getByText('Choose a unique username')).toBeInTheDocument();
    expect(within(panel).getByText('We will send you an e-mail to verify your address.')).toBeInTheDocument();
    expect(within(panel).getByText('At least 6 characters.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(panel).toHaveTextContent('By registering you accept the terms of service and the privacy policy.');

    const benefits = screen.getByRole('complementary', { name: 'Why sign up?' });
    for (const item of ['Card catalogue', 'Deck builder', 'Tier list', 'Strategy guides']) expect(benefits).toHaveTextContent(item);
    await waitFor(() => expect(document.title).toBe('Login or register – OP Decks'));
  });

  it('asks for username and password before logging in (docs/product.md#form-validation)', async () => {
    localStorage.setItem('language', 'it');
    let requests = 0;
    server.use(http.post('/api/login', () => void requests++));
    const { user } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Inserisci il tuo nome utente')).toBeInTheDocument();
    expect(screen.getByText('Inserisci la tua password')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('checks every registration rule with the product texts, and sends nothing until they pass', async () => {
    localStorage.setItem('language', 'it');
    let requests = 0;
    server.use(http.post('/api/register', () => void requests++));
    const { user } = renderApp('/auth?tab=register');
    await screen.findByRole('tab', { name: 'Registrati', selected: true });
    const panel = registerPanel();
    const submit = within(panel).getByRole('button', { name: 'Crea account' });

    await user.click(submit);
    expect(await within(panel).findByText('Il nome utente deve avere almeno 3 caratteri')).toBeInTheDocument();
    expect(within(panel).getByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(within(panel).getByText('La password deve avere almeno 6 caratteri')).toBeInTheDocument();
    expect(within(panel).getByText('La password di conferma è obbligatoria')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Nome utente'), 'ab');
    await user.type(within(panel).getByLabelText('Email'), 'not-an-email');
    await user.type(within(panel).getByLabelText('Password'), '12345');
    await user.type(within(panel).getByLabelText('Conferma password'), '12346');
    await user.click(submit);

    expect(await within(panel).findByText('Le password non corrispondono')).toBeInTheDocument();
    expect(within(panel).getByText('Il nome utente deve avere almeno 3 caratteri')).toBeInTheDocument();
    expect(within(panel).getByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(within(panel).getByText('La password deve avere almeno 6 caratteri')).toBeInTheDocument();

    await user.clear(within(panel).getByLabelText('Nome utente'));
    await user.type(within(panel).getByLabelText('Nome utente'), '  ab  ');
    await user.click(submit);
    // Surrounding spaces do not count: the server trims the name.
    expect(await within(panel).findByText('Il nome utente deve avere almeno 3 caratteri')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('registers in the current language without the confirmation, then asks to check the inbox and log in (ADR 0020)', async () => {
    localStorage.setItem('language', 'en');
    mockSession(null);
    let body: unknown;
    server.use(
      http.post('/api/register', async ({ request }) => {
        body = await request.json();
        // The same answer whether the address is new or already has an account: no session, no user.
        return HttpResponse.json({ success: true, message: 'Controlla la tua casella di posta per completare la registrazione' }, { status: 202 });
      }),
    );
    const { user, history } = renderApp('/auth?tab=register');
    await screen.findByRole('tab', { name: 'Register', selected: true });
    const panel = registerPanel();

    await user.type(within(panel).getByLabelText('Username'), 'nami');
    await user.type(within(panel).getByLabelText('E-mail'), 'nami@example.test');
    await user.type(within(panel).getByLabelText('Password'), 'tangerine');
    await user.type(within(panel).getByLabelText('Confirm password'), 'tangerine');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration complete')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox: we have written to you to finish signing up.')).toBeInTheDocument();
    expect(body).toEqual({ username: 'nami', email: 'nami@example.test', password: 'tangerine', language: 'en' });
    expect(within(panel).getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('We have sent a message to nami@example.test: open it to finish signing up, then log in');
    expect(within(panel).queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();

    // Still logged out, on /auth; "Log in" opens the login tab with the new name filled in.
    expect(within(siteHeader()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auth');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('nami');
    expect(history.location.search).toBe('');
  });

  it('shows a taken username under its field and in a toast', async () => {
    server.use(
      http.post('/api/register', () => HttpResponse.json({ statusCode: 409, code: 'username_taken', message: 'Nome utente già in uso' }, { status: 409 })),
    );
    const { user } = renderApp('/auth?tab=register');
    await screen.findByRole('tab', { name: 'Register', selected: true });
    const panel = registerPanel();

    await user.type(within(panel).getByLabelText('Username'), 'luffy');
    await user.type(within(panel).getByLabelText('E-mail'), 'luffy@example.test');
    await user.type(within(panel).getByLabelText('Password'), 'gomugomu');
    await user.type(within(panel).getByLabelText('Confirm password'), 'gomugomu');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    const usernameField = within(panel).getByLabelText('Username').closest('.ant-form-item')!;
    await waitFor(() => expect(usernameField).toHaveTextContent('This username is already taken'));
  });

  it('logs in with a welcome toast and goes home; wrong credentials give the login-failed toast', async () => {
    const session = mockSession(null);
    server.use(
      http.post('/api/login', async ({ request }) => {
        const { username, password } = (await request.json()) as { username: string; password: string };
        if (password !== 'secret1') {
          return HttpResponse.json({ statusCode: 401, code: 'invalid_credentials', message: 'Nome utente o password non validi' }, { status: 401 });
        }
        session.user = aUser({ username });
        return HttpResponse.json(session.user);
      }),
    );
    const { user, history } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Login', selected: true });

    await user.type(screen.getByLabelText('Username'), ' zoro ');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auth');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Welcome zoro')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(within(siteHeader()).getByRole('link', { name: 'zoro' })).toHaveAttribute('href', '/my-account');
  });

  it('sends a visitor who is already logged in to the home page', async () => {
    mockSession(aUser());
    const { history } = renderApp('/auth?tab=register');

    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn how to play, not just what to play' })).toBeInTheDocument();
  });
});
