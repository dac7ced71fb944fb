import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aNewsSummary } from '../../../test/news';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const GUIDE = aNewsSummary({
  id: 4,
  title: 'Beginner guide',
  title_it: 'Guida per principianti',
  excerpt: 'How to play the game.',
  excerpt_it: 'Come si gioca.',
  is_highlighted: 1,
  image_url: '/uploads/news/guide.png',
});
const ENGLISH_ONLY = aNewsSummary({ id: 3, title: 'Deck building basics', title_it: null, excerpt: 'Counters and curve.', excerpt_it: null, author: 'Zoro' });

describe('NewsPage (/news)', () => {
  it('lists the articles with image, title, author, date, excerpt and the featured badge', async () => {
    server.use(http.get('/api/news', () => HttpResponse.json([GUIDE, ENGLISH_ONLY])));
    renderApp('/news');

    const list = await screen.findByRole('list', { name: 'News articles' }, { timeout: 15_000 });
    const [first, second] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Beginner guide' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Featured');
    expect(first).toHaveTextContent('Nami');
    expect(first).toHaveTextContent('04/03/2025');
    expect(first).toHaveTextContent('How to play the game.');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/news/guide.png');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/news/4');
    expect(second).not.toHaveTextContent('Featured');
    expect(second).toHaveTextContent('Zoro');
  });

  it('shows the Italian title and excerpt in Italian, the English ones when there are no Italian ones', async () => {
    localStorage.setItem('language', 'it');
    server.use(http.get('/api/news', () => HttpResponse.json([GUIDE, ENGLISH_ONLY])));
    renderApp('/news');

    const list = await screen.findByRole('list', { name: 'Articoli' }, { timeout: 15_000 });
    const [first, second] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Guida per principianti' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Come si gioca.');
    expect(first).toHaveTextContent('In evidenza');
    expect(within(second).getByRole('heading', { name: 'Deck building basics' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Counters and curve.');
  });

  it('asks the API for the typed search (title or author) and says when nothing matches', async () => {
    const searches: Array<string | null> = [];
    server.use(
      http.get('/api/news', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return HttpResponse.json(search === 'zoro' ? [ENGLISH_ONLY] : search ? [] : [GUIDE, ENGLISH_ONLY]);
      }),
    );
    const { user, history } = renderApp('/news');
    await screen.findByRole('heading', { name: 'Beginner guide' }, { timeout: 15_000 });

    await user.type(screen.getByRole('textbox', { name: 'Search news' }), 'zoro');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Beginner guide' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Deck building basics' })).toBeInTheDocument();
    expect(history.location.search).toBe('?search=zoro');
    expect(searches[0]).toBeNull();
    expect(searches.at(-1)).toBe('zoro');

    await user.type(screen.getByRole('textbox', { name: 'Search news' }), 'x');
    expect(await screen.findByText('No news matches your search.')).toBeInTheDocument();
  });

  it('shows placeholders while loading, then the empty state', async () => {
    // The answer waits until the placeholders were seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/news', async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/news');
    expect(await screen.findByRole('list', { name: 'Loading the news' }, { timeout: 15_000 })).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
  });

  it('says the news could not be loaded and retries', async () => {
    let calls = 0;
    server.use(
      http.get('/api/news', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'boom' }, { status: 500 }) : HttpResponse.json([GUIDE]);
      }),
    );
    const { user } = renderApp('/news');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Could not load the news');
    await user.click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'Beginner guide' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
