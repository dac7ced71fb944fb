import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const INVALID_TOKEN = { statusCode: 422, code: 'verification_token_invalid', message: 'Token di verifica non valido o scaduto' };

function verifyHandler(onToken: (token: string | null) => Response | Promise<Response>) {
  return http.get('/api/verify-email', ({ request }) => onToken(new URL(request.url).searchParams.get('token')));
}

describe('VerifyEmailPage', () => {
  it('verifies the token of the link by itself: loading, then success with a toast and the links', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      verifyHandler(async (token) => {
        tokens.push(token);
        await delay(50);
        return HttpResponse.json({ success: true, message: 'Email verificata con successo' });
      }),
    );
    renderApp('/verify-email?token=abc123');

    expect(await screen.findByText('Verifying your e-mail address…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail verified!' })).toBeInTheDocument();
    expect(await screen.findByText('Verification complete')).toBeInTheDocument();
    expect(tokens).toEqual(['abc123']); // once, not once per render
    expect(screen.queryByLabelText('Verification token')).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  it('shows the error with the manual form when the token is refused, and verifies a pasted link', async () => {
    server.use(
      verifyHandler((token) =>
        token === 'good-token'
          ? HttpResponse.json({ success: true, message: 'Email verificata con successo' })
          : HttpResponse.json(INVALID_TOKEN, { status: 422 }),
      ),
    );
    const { user } = renderApp('/verify-email?token=expired');

    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('The verification token is invalid or has expired');
    expect(await screen.findByText('Verification error')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification token'), 'http://localhost:3000/verify-email?token=good-token');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'E-mail verified!' })).toBeInTheDocument();
  });

  it('starts idle with the manual form; an empty token is refused with the product text', async () => {
    localStorage.setItem('language', 'it');
    let requests = 0;
    server.use(
      verifyHandler(() => {
        requests += 1;
        return HttpResponse.json({ success: true, message: 'Email verificata con successo' });
      }),
    );
    const { user } = renderApp('/verify-email');

    expect(await screen.findByRole('heading', { name: 'Verifica email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Token di verifica mancante')).toBeInTheDocument();
    expect(requests).toBe(0);

    await user.type(screen.getByLabelText('Token di verifica'), '  tok-1  ');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    expect(await screen.findByRole('heading', { name: 'Email verificata!' })).toBeInTheDocument();
    expect(await screen.findByText('Verifica completata')).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('says the server could not be reached when the request fails on the network', async () => {
    localStorage.setItem('language', 'it');
    server.use(verifyHandler(() => HttpResponse.error()));
    renderApp('/verify-email?token=abc');

    expect(await screen.findByRole('heading', { name: 'Verifica non riuscita' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Errore di connessione. Riprova più tardi.');
    expect(await screen.findByText('Non è stato possibile contattare il server. Riprova più tardi.')).toBeInTheDocument();
    expect(screen.getByLabelText('Token di verifica')).toBeInTheDocument();
  });

  it('reports a link whose token is empty as a missing token, without calling the server', async () => {
    localStorage.setItem('language', 'it');
    renderApp('/verify-email?token=');

    expect(await screen.findByRole('heading', { name: 'Verifica non riuscita' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Token di verifica mancante'));
  });
});
