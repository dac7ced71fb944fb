import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDeckDetail, LUFFY } from '../../../test/decks';
import { aCard } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const ZORO = aCard({ id: 13, code: 'ST01-013', name: 'Roronoa Zoro', type: 'CHARACTER' });
const DECK = aDeckDetail({ id: 7, name: 'Straw Hat Rush', cards: [{ cardId: ZORO.id, quantity: 4 }] }, [LUFFY, ZORO]);

/** The API's exports: each format's text, counted per format. */
const LISTS = {
  optcgsim: '1xST01-001\n4xST01-013',
  tournament: '1 ST01-001 Monkey.D.Luffy\n4 ST01-013 Roronoa Zoro',
  cardmarket: '1 Monkey.D.Luffy (ST01-001)\n4 Roronoa Zoro (ST01-013)',
} as const;

function serveDeck() {
  const asked: string[] = [];
  server.use(
    http.get('/api/decks/7', () => HttpResponse.json(DECK)),
    http.get('/api/decks/7/export', ({ request }) => {
      const format = new URL(request.url).searchParams.get('format') as keyof typeof LISTS;
      asked.push(format);
      return new HttpResponse(LISTS[format], { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }),
  );
  return asked;
}

/** The deck page is a lazy chunk: its first render may take a while on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };

/** Downloads are same-origin links clicked by the menu: their addresses, in order. */
function captureDownloads(): string[] {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) downloads.push(this.getAttribute('href')!);
  });
  return downloads;
}

describe('DeckExportMenu on the deck page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers every format, fetches the lists as it opens, and copies the one asked for from the API', async () => {
    const asked = serveDeck();
    const { user } = renderApp('/decks/7');

    await user.click(await screen.findByRole('button', { name: 'Export' }, PAGE_LOAD));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Copy OPTCGSim list',
      'Download OPTCGSim list (.txt)',
      'Copy tournament list',
      'Download tournament list (.txt)',
      'Copy Cardmarket wants list',
      'Download Cardmarket wants list (.txt)',
      'Download deck image (PNG)',
      'Download registration sheet (PDF)',
    ]);
    await waitFor(() => expect([...asked].sort()).toEqual(['cardmarket', 'optcgsim', 'tournament']));

    await user.click(screen.getByRole('menuitem', { name: 'Copy Cardmarket wants list' }));
    expect(await screen.findByText('Copied: Cardmarket wants list')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LISTS.cardmarket);
    // Already fetched as the menu opened: no second request.
    expect(asked.filter((format) => format === 'cardmarket')).toHaveLength(1);
  });

  it('downloads each list, the picture and the registration sheet in the page’s language from the API', async () => {
    serveDeck();
    const downloads = captureDownloads();
    const { user } = renderApp('/it/decks/7');

    for (const label of ['Scarica la lista torneo (.txt)', "Scarica l'immagine del mazzo (PNG)", 'Scarica la lista di registrazione (PDF)']) {
      await user.click(await screen.findByRole('button', { name: 'Esporta' }, PAGE_LOAD));
      await user.click(await screen.findByRole('menuitem', { name: label }));
    }
    expect(downloads).toEqual(['/api/decks/7/export?format=tournament', '/api/decks/7/image.png', '/api/decks/7/registration.pdf?lang=it']);
  });

  it('says so when the list cannot be had', async () => {
    serveDeck();
    server.use(http.get('/api/decks/7/export', () => HttpResponse.json({ statusCode: 503, code: 'database_unavailable', message: 'down' }, { status: 503 })));
    const { user } = renderApp('/decks/7');

    await user.click(await screen.findByRole('button', { name: 'Export' }, PAGE_LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy OPTCGSim list' }));
    expect(await screen.findByText('Could not copy')).toBeInTheDocument();
    expect(screen.getByText('The list could not be copied: download it instead.')).toBeInTheDocument();
  });

  it('shares the picture where the browser can share files', async () => {
    serveDeck();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    server.use(http.get('/api/decks/7/image.png', () => new HttpResponse(png, { headers: { 'Content-Type': 'image/png' } })));
    const share = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share, canShare: () => true });
    try {
      const { user } = renderApp('/decks/7');
      await user.click(await screen.findByRole('button', { name: 'Export' }, PAGE_LOAD));
      await user.click(await screen.findByRole('menuitem', { name: 'Share deck image' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      const [{ files, title, url }] = share.mock.calls[0] as [{ files: [File]; title: string; url: string }];
      expect(title).toBe('Straw Hat Rush');
      expect(url).toMatch(/\/decks\/7$/);
      expect(files[0].type).toBe('image/png');
      expect(files[0].size).toBe(png.length);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
    }
  });
});
