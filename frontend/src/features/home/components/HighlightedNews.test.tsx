import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aNewsSummary } from '../../../test/news';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

describe('HighlightedNews on the home page', () => {
  it('shows three placeholders while loading, then at most three highlighted articles and the view-all link', async () => {
    // The answer waits until the placeholders were seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/news/highlighted', async () => {
        await answered;
        return HttpResponse.json([1, 2, 3, 4].map((id) => aNewsSummary({ id, title: `Highlight ${id}`, is_highlighted: 1 })));
      }),
    );
    renderApp('/');
    // The home page is a lazy chunk: wait for it before looking for its sections.
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

    const loading = await screen.findByRole('list', { name: 'Loading the news' });
    expect(within(loading).getAllByTestId('news-skeleton')).toHaveLength(3);
    answer();

    const list = await screen.findByRole('list', { name: 'Highlighted news' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getByRole('heading', { name: 'Highlight 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View all news/ })).toHaveAttribute('href', '/news');
  });

  it('is not shown when nothing is highlighted', async () => {
    let asked = false;
    server.use(
      http.get('/api/news/highlighted', () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Highlighted news' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /View all news/ })).not.toBeInTheDocument();
  });
});
