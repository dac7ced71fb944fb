import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDeckDetail } from '../../../test/decks';
import { aNews } from '../../../test/news';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const NOT_FOUND = { statusCode: 404, code: 'news_not_found', message: 'News article not found' };

function serveNews(news: ReturnType<typeof aNews>) {
  server.use(http.get(`/api/news/${news.id}`, () => HttpResponse.json(news)));
}

describe('NewsDetailPage (/news/{id})', () => {
  it('shows the article with back link, title, author, date, body, sharing and comments', async () => {
    serveNews(aNews({ id: 4, title: 'Beginner guide', content: '<h2>Setting up</h2><p>Draw 5 cards.</p>', is_highlighted: 1 }));
    renderApp('/news/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Beginner guide' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('by Nami');
    expect(article).toHaveTextContent('04/03/2025');
    expect(article).toHaveTextContent('Featured');
    expect(within(article).getByRole('heading', { level: 2, name: 'Setting up' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Draw 5 cards.');
    expect(screen.getByRole('group', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(encodeURIComponent('/news/4'));
    expect(await screen.findByText('No comments yet: be the first!')).toBeInTheDocument();
  });

  it('reads the Italian text to Italian readers, and says when only the English one exists', async () => {
    localStorage.setItem('language', 'it');
    serveNews(aNews({ id: 5, title: 'What is the game?', title_it: "Che cos'è il gioco?", content_it: '<p>Un gioco di carte.</p>' }));
    const { unmount } = renderApp('/news/5');
    expect(await screen.findByRole('heading', { level: 1, name: "Che cos'è il gioco?" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Un gioco di carte.');
    unmount();

    serveNews(aNews({ id: 6, title: 'English only', title_it: null, content: '<p>Only English.</p>', content_it: null }));
    renderApp('/news/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'English only' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Questo articolo è disponibile solo in inglese.')).toBeInTheDocument();
  });

  it("describes the page in the head with the API's pageDescription in the reader's language", async () => {
    localStorage.setItem('language', 'it');
    serveNews(aNews({ id: 7, title_it: 'Guida', pageDescription: { it: 'Come si gioca.', en: 'How to play.' } }));
    renderApp('/news/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guida' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Come si gioca.'));
  });

  it('shows a linked deck as a deck tile and a YouTube link as a thumbnail that opens the player', async () => {
    serveNews(aNews({ id: 2, deck_id: 7, youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    server.use(http.get('/api/decks/7', () => HttpResponse.json(aDeckDetail({ id: 7, name: 'Straw Hat Rush' }))));
    const { user } = renderApp('/news/2');

    const deckSection = await screen.findByRole('region', { name: 'The deck in this article' }, { timeout: 15_000 });
    expect(await within(deckSection).findByRole('link', { name: /Straw Hat Rush/ })).toHaveAttribute('href', '/decks/7');

    const videos = screen.getByRole('list', { name: 'Videos of this article' });
    await user.click(within(videos).getByRole('button', { name: 'Play video 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it("says 'News article not found' for a missing or draft article", async () => {
    server.use(http.get('/api/news/99', () => HttpResponse.json(NOT_FOUND, { status: 404 })));
    renderApp('/news/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'News article not found' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to news/ })).toHaveAttribute('href', '/news');
  });

  it('says the same for an address that is not an article number', async () => {
    renderApp('/news/not-a-number');
    expect(await screen.findByRole('heading', { level: 1, name: 'News article not found' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
