import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { anAdmin, mockSession } from '../../test/session';

// A back office with no section this admin may see (as before any content tab existed).
vi.mock('../admin-tabs', () => ({ ADMIN_TABS: [] }));

describe('AdminDashboardPage without sections', () => {
  it('tells the admin that more tools are coming instead of showing an empty tab bar', async () => {
    localStorage.setItem('language', 'it');
    mockSession(anAdmin());
    server.use(http.get('/api/admin/stats', () => HttpResponse.json({ cards: 1, decks: 2, publishedNews: 3 })));
    renderApp('/admin');

    expect(await screen.findByText('Altri strumenti in arrivo')).toBeInTheDocument();
    expect(screen.getByText('Le sezioni per carte, mazzi e news compariranno qui non appena saranno pronte.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
