import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('unknown routes', () => {
  it('show Page Not Found with a link home', async () => {
    const { user, history } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found – OP Decks'));

    await user.click(screen.getByRole('link', { name: 'Back to home' }));

    expect(history.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn how to play, not just what to play' })).toBeInTheDocument();
  });

  it('show Pagina non trovata in Italian', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');

    renderApp('/pagina-inesistente');

    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});
