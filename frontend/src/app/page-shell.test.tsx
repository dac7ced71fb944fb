import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { aNews, aNewsSummary } from '../test/news';
import { server } from '../test/server';
import { readFirstScreenData, seedFirstScreen, type FirstScreenData } from './first-screen-data';
import { firstScreenDataScript, HERO_IMAGE_SLOT, renderPageShell } from './page-shell';
import { Site } from './router';
import { makeStore } from './store';

describe("a page's shell (its first screen in the HTML, ADR 0040)", () => {
  it('is the page itself, not the loading spinner, in the language asked for', async () => {
    const italian = await renderPageShell('/cards', 'it');
    expect(italian).toMatch(/<h1[^>]*>Database carte<\/h1>/);
    expect(italian).not.toContain('Card database');
    // The header and the footer around it, as the app draws them.
    expect(italian).toContain('class="site-header"');
    expect(italian).toContain('<footer');
    expect(italian).not.toContain('page-loading');

    const english = await renderPageShell('/cards', 'en');
    expect(english).toMatch(/<h1[^>]*>Card database<\/h1>/);
  });

  it("draws a deck page in its loading state: no visitor's data, the same for everyone", async () => {
    const deck = await renderPageShell('/decks/0', 'en');
    expect(deck).toContain('class="site-header"');
    expect(deck).not.toContain('page-loading');
    expect(deck).not.toMatch(/Not found|404/i);
    // The leader's picture in the hero, at the slot the server writes its address into (ADR 0044).
    expect(deck).toMatch(new RegExp(`<div class="deck-hero__leader"><img class="card-image" src="${HERO_IMAGE_SLOT}"[^>]* fetchPriority="high"`));
    expect(await renderPageShell('/cards', 'en')).not.toContain(HERO_IMAGE_SLOT);
  });
});

describe('an article drawn by the server with its API answer (ADR 0045)', () => {
  const news = aNews({
    id: 7,
    title: 'Tournament report',
    title_it: 'Resoconto del torneo',
    content: '<p>English body</p>',
    content_it: '<p>Corpo italiano con </script><b>markup</b></p>',
    // Near midnight: the day differs between UTC and some visitors' zones.
    created_at: '2025-03-04T23:30:00.000Z',
  });

  it('is the article itself, in the language asked for, and its data travels beside it intact', async () => {
    const html = await renderPageShell('/news/7', 'it', { news });
    expect(html).toMatch(/<h1 class="news-article__title">Resoconto del torneo<\/h1>/);
    expect(html).toContain('Corpo italiano');
    expect(html).not.toContain('aria-busy="true" aria-label');
    // The day of the timestamp itself until the browser's render, and share links without an origin.
    expect(html).toContain('04/03/2025');
    expect(html).toContain(encodeURIComponent('/news/7'));

    const script = firstScreenDataScript({ news });
    // The body's own '</script>' cannot close the element.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(readFirstScreenData()).toEqual({ news });
    document.body.innerHTML = '';
  });

  /** Draws `path` as the server does, then hydrates it as main.tsx does; the recoverable errors React met. */
  async function drawThenHydrate(path: string, language: 'en' | 'it', data: FirstScreenData) {
    const html = await renderPageShell(path, language, data);
    document.body.innerHTML = `<div id="root" inert>${html}</div>`;
    const root = document.getElementById('root')!;
    const store = makeStore({ language: { current: language } });
    seedFirstScreen(store, data);
    const recoverable: unknown[] = [];
    const router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
    const hydrated = await act(async () =>
      hydrateRoot(root, <Site store={store} router={router} />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    // Test files share a document (vitest's isolate is off): leave it as found.
    onTestFinished(() => {
      act(() => hydrated.unmount());
      document.body.innerHTML = '';
    });
    return { html, root, recoverable };
  }

  it("is hydrated by the app's first render without a mismatch, which then adds what only the browser knows", async () => {
    // A visitor for whom the article is from the next day (00:30 in Rome).
    vi.stubEnv('TZ', 'Europe/Rome');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const { html, root, recoverable } = await drawThenHydrate('/news/7', 'en', { news });
    expect(html).toContain('04/03/2025');

    expect(recoverable).toEqual([]);
    expect(root).not.toHaveAttribute('inert');
    const shareLink = root.querySelector<HTMLAnchorElement>('.share-buttons a')!;
    await waitFor(() => expect(shareLink.href).toContain(encodeURIComponent(`${window.location.origin}/news/7`)));
    expect(root.querySelector('time')).toHaveTextContent('05/03/2025');
    expect(root.querySelector('h1')).toHaveTextContent('Tournament report');
  });

  it('draws /news with its list and /privacy with its policy, hydrated without a mismatch and without asking the API for them', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listen);
    onTestFinished(() => {
      server.events.removeListener('request:start', listen);
    });

    const list = await drawThenHydrate('/news', 'it', { newsList: [aNewsSummary({ id: 3, created_at: news.created_at })] });
    expect(list.html).toContain('Notizia 3');
    expect(list.recoverable).toEqual([]);
    expect(list.root.querySelector('.news-card__title')).toHaveTextContent('Notizia 3');

    const privacyPolicy = { key: 'privacy_policy_it', value: '<p>Trattiamo pochi dati.</p>', language: 'it' as const, last_updated: news.created_at };
    const policy = await drawThenHydrate('/privacy', 'it', { privacyPolicy });
    expect(policy.html).toContain('Trattiamo pochi dati.');
    expect(policy.recoverable).toEqual([]);
    expect(policy.root.querySelector('.privacy-page__policy')).toHaveTextContent('Trattiamo pochi dati.');

    expect(asked).not.toContain('/api/news');
    expect(asked).not.toContain('/api/settings/privacy_policy');
  });
});
