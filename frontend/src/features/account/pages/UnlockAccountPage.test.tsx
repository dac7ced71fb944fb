import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const INVALID_TOKEN = { statusCode: 422, code: 'unlock_token_invalid', message: 'Link di sblocco non valido o scaduto' };

describe('UnlockAccountPage', () => {
  it('sends the token of the link only on a click, then says the account is unlocked', async () => {
    const tokens: unknown[] = [];
    server.use(
      http.post('/api/unlock-account', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return HttpResponse.json({ success: true, message: 'Account sbloccato: ora puoi accedere' });
      }),
    );
    const { user } = renderApp('/unlock-account?token=abc123');

    expect(await screen.findByRole('heading', { name: 'Unlock your account' })).toBeInTheDocument();
    expect(tokens).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unlock my account' }));
    expect(await screen.findByRole('heading', { name: 'Account unlocked!' })).toBeInTheDocument();
    expect(tokens).toEqual(['abc123']);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  it('shows the translated error for a used or expired link', async () => {
    server.use(http.post('/api/unlock-account', () => HttpResponse.json(INVALID_TOKEN, { status: 422 })));
    const { user } = renderApp('/unlock-account?token=expired');

    await user.click(await screen.findByRole('button', { name: 'Unlock my account' }));
    expect(await screen.findByRole('heading', { name: 'Unlock failed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('The unlock link is invalid or has expired');
  });

  it('says the link is incomplete without a token, and sends nothing', async () => {
    renderApp('/unlock-account');
    expect(await screen.findByRole('heading', { name: 'Unlock failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Incomplete unlock link: the token is missing');
    expect(screen.queryByRole('button', { name: 'Unlock my account' })).not.toBeInTheDocument();
  });
});
