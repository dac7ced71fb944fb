import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { server } from '../test/server';
import { aUser, mockSession } from '../test/session';
import { FavoriteToggle } from './FavoriteToggle';

function renderToggle() {
  const user = userEvent.setup();
  render(
    <AppProviders store={makeStore()}>
      <FavoriteToggle deckId={3} />
    </AppProviders>,
  );
  return user;
}

describe('FavoriteToggle', () => {
  beforeEach(() => localStorage.setItem('language', 'en'));

  it('is not shown to visitors', async () => {
    mockSession(null);
    renderToggle();
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });

  it('adds and removes a favourite', async () => {
    mockSession(aUser());
    let favourite = false;
    server.use(
      http.get('/api/favorites/3', () => HttpResponse.json({ isFavorite: favourite })),
      http.post('/api/favorites', () => {
        favourite = true;
        return HttpResponse.json({ success: true, isFavorite: true });
      }),
      http.delete('/api/favorites/3', () => {
        favourite = false;
        return HttpResponse.json({ success: true, isFavorite: false });
      }),
    );
    const user = renderToggle();
    await user.click(await screen.findByRole('button', { name: /Add to favourites/, pressed: false }));
    expect(await screen.findByRole('button', { name: /Remove from favourites/, pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Remove from favourites/ }));
    expect(await screen.findByRole('button', { name: /Add to favourites/ })).toBeInTheDocument();
  });

  it('tells an unverified user to verify', async () => {
    mockSession(aUser({ isEmailVerified: 0 }));
    server.use(
      http.get('/api/favorites/3', () => HttpResponse.json({ isFavorite: false })),
      http.post('/api/favorites', () => HttpResponse.json({ statusCode: 403, code: 'email_not_verified', message: 'x' }, { status: 403 })),
    );
    const user = renderToggle();
    await user.click(await screen.findByRole('button', { name: /Add to favourites/ }));
    expect(await screen.findByText('Verify your e-mail address to use this feature')).toBeInTheDocument();
  });
});
