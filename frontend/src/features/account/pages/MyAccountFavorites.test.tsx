import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aDeck } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { aUser, mockSession } from '../../../test/session';

describe('My account → favourite decks', () => {
  beforeEach(() => localStorage.setItem('language', 'en'));

  it('shows the favourite decks as tiles linking to their pages', async () => {
    mockSession(aUser());
    server.use(http.get('/api/favorites', () => HttpResponse.json([aDeck({ id: 4, name: 'Straw Hat Rush' }), aDeck({ id: 9, name: 'Kid Supernovas' })])));
    renderApp('/my-account');
    const first = await screen.findByRole('link', { name: /Straw Hat Rush/ });
    expect(first).toHaveAttribute('href', '/decks/4');
    expect(screen.getByRole('link', { name: /Kid Supernovas/ })).toHaveAttribute('href', '/decks/9');
  });

  it('shows the error state when the list cannot load', async () => {
    mockSession(aUser());
    server.use(http.get('/api/favorites', () => HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'x' }, { status: 500 })));
    renderApp('/my-account');
    expect(await screen.findByText('Could not load your favourites')).toBeInTheDocument();
  });
});
