import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDeckDetail } from '../test/decks';
import { aNews } from '../test/news';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

/** Issue 38: a draft an admin opens says it is one, and shows no publication date. */
describe('the draft banner', () => {
  it('marks a draft deck, in place of "Published on"', async () => {
    server.use(http.get('/api/decks/7', () => HttpResponse.json(aDeckDetail({ id: 7, name: 'Secret Rush', isDraft: 1 }))));
    renderApp('/decks/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Secret Rush' }, { timeout: 15_000 })).toBeInTheDocument();
    const banner = screen.getByText('Draft — not visible to the public').closest('.draft-banner');
    expect(banner).toHaveTextContent('Only administrators see this deck until it is published.');
    expect(screen.queryByText(/Published on/)).not.toBeInTheDocument();
  });

  it('marks a draft news article in Italian, without its date', async () => {
    localStorage.setItem('language', 'it');
    server.use(http.get('/api/news/5', () => HttpResponse.json(aNews({ id: 5, title: 'Coming soon', title_it: 'In arrivo', is_draft: 1 }))));
    renderApp('/news/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'In arrivo' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Bozza — non visibile al pubblico').closest('.draft-banner')).toHaveTextContent(
      'Solo gli amministratori vedono questa news finché non viene pubblicata.',
    );
    expect(screen.getByRole('article')).not.toHaveTextContent('04/03/2025');
  });

  it('is not shown on a published deck', async () => {
    server.use(http.get('/api/decks/8', () => HttpResponse.json(aDeckDetail({ id: 8, name: 'Open Rush', isDraft: 0 }))));
    renderApp('/decks/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Rush' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Draft — not visible to the public')).not.toBeInTheDocument();
  });
});
