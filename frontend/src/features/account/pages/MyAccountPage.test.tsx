import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { aUser, mockSession } from '../../../test/session';

describe('MyAccountPage', () => {
  it('sends a visitor who is not logged in to /auth, and back to the account after login', async () => {
    const session = mockSession(null);
    server.use(
      http.post('/api/login', () => {
        session.user = aUser({ username: 'robin' });
        return HttpResponse.json(session.user);
      }),
    );
    const { user, history } = renderApp('/my-account');

    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
    await user.type(await screen.findByLabelText('Username'), 'robin');
    await user.type(screen.getByLabelText('Password'), 'ohara1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(history.location.pathname).toBe('/my-account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'robin' })).toBeInTheDocument();
  });

  it('asks an unverified user to verify, with Home and Login links and a working resend button', async () => {
    localStorage.setItem('language', 'it');
    mockSession(aUser({ username: 'usopp', email: 'usopp@example.test', isEmailVerified: 0 }));
    let resent = 0;
    server.use(
      http.post('/api/resend-verification', () => {
        resent += 1;
        return HttpResponse.json({ success: true, message: 'Email di verifica inviata' });
      }),
    );
    const { user } = renderApp('/my-account');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verifica necessaria');
    expect(alert).toHaveTextContent(/casella di posta \(anche la cartella spam\)/);
    expect(within(alert).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(alert).getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'usopp' })).toBeInTheDocument();
    expect(screen.getByText('usopp@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Mazzi preferiti/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: "Invia di nuovo l'email di verifica" }));

    expect(await screen.findByText('Email di verifica inviata')).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('shows the tabs once the account turns out to be verified already (409 on resend)', async () => {
    const session = mockSession(aUser({ username: 'franky', isEmailVerified: 0 }));
    server.use(
      http.post('/api/resend-verification', () => {
        session.user = aUser({ username: 'franky', isEmailVerified: 1 });
        return HttpResponse.json({ statusCode: 409, code: 'email_already_verified', message: "L'indirizzo email è già verificato" }, { status: 409 });
      }),
    );
    const { user } = renderApp('/my-account');

    await user.click(await screen.findByRole('button', { name: 'Send the verification e-mail again' }));

    expect(await screen.findByText('E-mail already verified')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Favourite decks/ })).toBeInTheDocument();
    expect(screen.queryByText('Verification required')).not.toBeInTheDocument();
  });

  it('gives a verified user the favourite decks and Sample tabs', async () => {
    mockSession(aUser({ username: 'brook', email: 'brook@example.test', isEmailVerified: 1, createdAt: '2025-03-04T10:00:00.000Z' }));
    const { user } = renderApp('/my-account');

    expect(await screen.findByRole('tab', { name: /Favourite decks/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'brook' })).toBeInTheDocument();
    expect(screen.getByText('brook@example.test')).toBeInTheDocument();
    expect(screen.getByText('E-mail verified')).toBeInTheDocument();
    expect(screen.getByText('Member since 04/03/2025')).toBeInTheDocument();
    // The favourites come from a request of their own, after the tab shows.
    expect(await screen.findByText('You have no favourite decks yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the decks' })).toHaveAttribute('href', '/decks');
    expect(screen.queryByText('Verification required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Sample/ }));
    expect(await screen.findByText('More for your account is on the way.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My account – OP Decks'));
  });
});
