import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDeckDetail, LUFFY } from '../../../test/decks';
import { aCard } from '../../../test/fixtures';
import { consentFor, resetConsentCache, saveConsent } from '../../../lib/cookie-consent';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const ZORO = aCard({ id: 13, code: 'ST01-013', name: 'Roronoa Zoro', type: 'CHARACTER', ability: '[Rush]\n[DON!! x1] This Character gains +1000 power.' });
const USOPP = aCard({ id: 2, code: 'ST01-002', name: 'Usopp', type: 'CHARACTER' });
const GUARD = aCard({ id: 14, code: 'ST01-014', name: 'Guard Point', type: 'EVENT', trigger: 'Activate this card.' });
const SUNNY = aCard({ id: 17, code: 'ST01-017', name: 'Thousand Sunny', type: 'STAGE' });

function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return date.toISOString();
}

const GUIDE_IT = '<h2>Piano di gioco</h2><p>Attacca <strong>ogni</strong> turno.</p>';
const GUIDE_EN = '<h2>Game plan</h2><p>Attack <strong>every</strong> turn.</p>';

function deckWithCards(overrides = {}) {
  return aDeckDetail(
    {
      id: 7,
      name: 'Straw Hat Rush',
      author: 'Nami',
      tier: 'Tier 1',
      format: 'OP10',
      createdAt: daysAgo(3),
      description: GUIDE_IT,
      description_en: GUIDE_EN,
      cards: [
        { cardId: ZORO.id, quantity: 4 },
        { cardId: USOPP.id, quantity: 2 },
        { cardId: GUARD.id, quantity: 3 },
        { cardId: SUNNY.id, quantity: 1 },
        { cardId: 404, quantity: 4 },
      ],
      matchups: [
        { deck: 'Kid Supernovas', favorable: 'Favorable', strategy: 'Race them.' },
        { deck: 'Blue Doffy', favorable: 'Even', strategy: 'Trade.' },
        { deck: 'Purple Enel', favorable: 'Unfavorable', strategy: 'Hope.' },
      ],
      ...overrides,
    },
    [LUFFY, ZORO, USOPP, GUARD, SUNNY],
  );
}

function serveDeck(deck: ReturnType<typeof aDeckDetail>) {
  server.use(http.get(`/api/decks/${deck.id}`, () => HttpResponse.json(deck)));
}

/** The OPTCGSim list as the API writes it for deck 7 (the rule is the decks domain's, ADR 0025). */
const LIST_TEXT = '1xST01-001\n2xST01-002\n4xST01-013\n3xST01-014\n1xST01-017';

function serveList() {
  const formats: string[] = [];
  server.use(
    http.get('/api/decks/7/export', ({ request }) => {
      formats.push(new URL(request.url).searchParams.get('format') ?? '');
      return new HttpResponse(LIST_TEXT, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }),
  );
  return formats;
}

describe('DeckDetailPage', () => {
  afterEach(() => {
    resetConsentCache();
  });

  it('shows the back link, tier, name, author, publication date with the posted label, and format', async () => {
    serveDeck(deckWithCards());
    renderApp('/decks/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Straw Hat Rush' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to decks' })).toHaveAttribute('href', '/decks');
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).toHaveTextContent('Tier 1');
    expect(header).toHaveTextContent('by Nami');
    expect(header).toHaveTextContent('OP10');
    expect(header).toHaveTextContent(/Published on \d\d\/\d\d\/\d{4}·3 days ago/);
    await waitFor(() => expect(document.title).toBe('Straw Hat Rush – OP Decks'));
  });

  it('groups the cards as Leader, Characters, Events and Stages with their copies, skipping unknown cards', async () => {
    serveDeck(deckWithCards());
    renderApp('/decks/7');

    const leader = await screen.findByRole('region', { name: 'Leader (1)' });
    expect(within(leader).getByRole('button', { name: '1x Monkey.D.Luffy (ST01-001): show details' })).toBeInTheDocument();
    const characters = screen.getByRole('region', { name: 'Characters (6)' });
    expect(
      within(characters)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['2x Usopp (ST01-002): show details', '4x Roronoa Zoro (ST01-013): show details']);
    expect(screen.getByRole('region', { name: 'Events (3)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stages (1)' })).toBeInTheDocument();
    // One count everywhere (issue #10): the main deck, with the leader beside it.
    expect(screen.getByRole('heading', { name: /Deck list/ })).toHaveTextContent('10 cards + leader');
  });

  it('says so when cards of the list are no longer in the card database, instead of a silently smaller count (issue #10)', async () => {
    serveDeck(deckWithCards({ missingCards: 4 }));
    renderApp('/decks/7');
    expect(await screen.findByText('Cards missing from this deck')).toBeInTheDocument();
    expect(screen.getByText(/4 cards of the list are no longer in the card database/)).toBeInTheDocument();
  });

  it('shows no missing-cards notice for a complete deck', async () => {
    serveDeck(deckWithCards());
    renderApp('/decks/7');
    await screen.findByRole('heading', { name: /Deck list/ });
    expect(screen.queryByText('Cards missing from this deck')).not.toBeInTheDocument();
  });

  it("opens a card in the site's one card popup: its picture, every field, its effect with the line breaks, a link to its page", async () => {
    serveDeck(deckWithCards());
    const { user } = renderApp('/decks/7');

    await user.click(await screen.findByRole('button', { name: '4x Roronoa Zoro (ST01-013): show details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roronoa Zoro' });
    const effect = within(dialog).getByText(/\[Rush\]/);
    expect(effect.textContent).toBe('[Rush]\n[DON!! x1] This Character gains +1000 power.');
    expect(effect).toHaveClass('card-detail__lines');
    expect(dialog).toHaveTextContent('Character');
    expect(within(dialog).getByRole('img', { name: /Roronoa Zoro/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /the card's page/ })).toHaveAttribute('href', '/cards/ST01-013');
  });

  it("shows a leader's life as life and its colour in the page's language, as /cards does (issue 38)", async () => {
    serveDeck(deckWithCards());
    const { user } = renderApp('/it/decks/7');

    await user.click(await screen.findByRole('button', { name: /Monkey\.D\.Luffy \(ST01-001\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Monkey.D.Luffy' });
    const field = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // A leader's life is labelled once the game rules (which type is the leader) have arrived.
    await within(dialog).findByText('Vita', { selector: 'dt' });
    expect(field('Vita')).toBe('2');
    expect(within(dialog).queryByText('Costo', { selector: 'dt' })).toBeNull();
    expect(field('Colore')).toBe('Rosso');
  });

  it('copies the list the API writes (OPTCGSim: leader first, then cards by code) and says so', async () => {
    serveDeck(deckWithCards());
    const formats = serveList();
    // user-event gives the page a clipboard of its own, readable here.
    const { user } = renderApp('/decks/7');

    await user.click(await screen.findByRole('button', { name: 'Copy deck list' }));

    expect(await screen.findByText('Deck list copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LIST_TEXT);
    expect(formats).toEqual(['optcgsim']);
  });

  it('falls back to the old copy command when the Clipboard API refuses', async () => {
    serveDeck(deckWithCards());
    serveList();
    const { user } = renderApp('/decks/7');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(navigator.clipboard, 'write').mockRejectedValue(new Error('denied'));
    let copied = '';
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: vi.fn(() => {
        // The copy's own text area has the focus (antd leaves a hidden one of its own in the page).
        copied = (document.activeElement as HTMLTextAreaElement).value;
        return true;
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Copy deck list' }));

    expect(await screen.findByText('Deck list copied')).toBeInTheDocument();
    expect(copied).toBe(LIST_TEXT);
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('shows the guide in the current language, or in the other one when it is empty', async () => {
    serveDeck(deckWithCards());
    const first = renderApp('/decks/7');
    const guide = await screen.findByRole('region', { name: 'Strategy guide' });
    expect(within(guide).getByRole('heading', { name: 'Game plan' })).toBeInTheDocument();
    expect(within(guide).getByText('every')).toContainHTML('<strong>every</strong>');
    first.unmount();

    serveDeck(deckWithCards({ description_en: '<p><br></p>' }));
    renderApp('/decks/7');
    const fallback = await screen.findByRole('region', { name: 'Strategy guide' });
    expect(within(fallback).getByRole('heading', { name: 'Piano di gioco' })).toBeInTheDocument();
    expect(fallback).toHaveTextContent('This guide is only available in Italian.');
  });

  it("describes the page in the head with the API's pageDescription in the language, else the gallery's description", async () => {
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    serveDeck(deckWithCards({ pageDescription: { it: 'Attacca ogni turno.', en: 'Attack every turn.' } }));
    const first = renderApp('/decks/7');
    await screen.findByRole('region', { name: 'Strategy guide' });
    await waitFor(() => expect(description()).toBe('Attack every turn.'));
    first.unmount();

    serveDeck(deckWithCards({ pageDescription: { it: '', en: '' } }));
    renderApp('/decks/7');
    await screen.findByRole('region', { name: 'Strategy guide' });
    await waitFor(() => expect(description()).toBe('Competitive decks with list, strategy guide and matchups, filterable by tier, format and leader.'));
  });

  it('draws a card whose picture cannot be had as text, in the list, in the popup and as the leader (ADR 0072)', async () => {
    serveDeck(deckWithCards());
    const { user } = renderApp('/decks/7');

    const characters = await screen.findByRole('region', { name: 'Characters (6)' });
    const zoro = within(characters).getByRole('button', { name: '4x Roronoa Zoro (ST01-013): show details' });
    // The site has no picture for it (the picture host is down): the API answers 204 and the <img> fails.
    fireEvent.error(zoro.querySelector('img')!);
    const face = zoro.querySelector('.card-face')!;
    expect(face).toHaveTextContent('Roronoa Zoro');
    expect(face).toHaveTextContent('ST01-013');
    expect(face.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(zoro.querySelector('img')).toBeNull();

    const hero = screen.getByRole('heading', { level: 1 }).closest('header')!;
    fireEvent.error(within(hero).getByRole('img', { name: 'Leader: Monkey.D.Luffy (ST01-001)' }));
    expect(within(hero).getByRole('img', { name: /^Leader: Monkey\.D\.Luffy \(ST01-001\): Leader/ })).toHaveTextContent('Monkey.D.Luffy');

    await user.click(zoro);
    const dialog = await screen.findByRole('dialog', { name: 'Roronoa Zoro' });
    fireEvent.error(within(dialog).getByRole('img', { name: /Roronoa Zoro/ }));
    expect(within(dialog).getByRole('img', { name: /^Roronoa Zoro \(ST01-013\): Character/ })).toHaveTextContent('Roronoa Zoro');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it("names the deck's own 1200×630 picture as its link preview, and keeps the site's picture for a private deck", async () => {
    const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    serveDeck(deckWithCards());
    const first = renderApp('/decks/7');
    await screen.findByRole('region', { name: 'Strategy guide' });
    await waitFor(() => expect(meta('og:image')).toBe(`${location.origin}/api/decks/7/image.png`));
    expect(meta('twitter:image')).toBe(`${location.origin}/api/decks/7/image.png`);
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')]).toEqual(['1200', '630', 'image/png']);
    expect(meta('og:image:alt')).toMatch(/Straw Hat Rush/);
    first.unmount();

    serveDeck(deckWithCards({ curated: 0, visibility: 'private' }));
    renderApp('/decks/7');
    await screen.findByRole('region', { name: 'Strategy guide' });
    await waitFor(() => expect(meta('og:image')).toBe(`${location.origin}/og-image.png`));
    expect(meta('og:image:alt')).toBeUndefined();
  });

  it('shows the Italian guide to Italian visitors', async () => {
    localStorage.setItem('language', 'it');
    serveDeck(deckWithCards());
    renderApp('/decks/7');

    const guide = await screen.findByRole('region', { name: 'Guida strategica' });
    expect(within(guide).getByRole('heading', { name: 'Piano di gioco' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copia lista mazzo' })).toBeInTheDocument();
  });

  it('turns the YouTube videos of the guide into thumbnails that open a player dialog', async () => {
    // Thumbnails load from YouTube only after the visitor accepted external media (ADR 0014).
    saveConsent(consentFor('all'));
    serveDeck(
      deckWithCards({
        description_en:
          '<p>Intro</p><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/AAAAAAAAAAA"></iframe><p>See also <a href="https://youtu.be/BBBBBBBBBBB">this match</a>.</p>',
        videoUrl: 'https://www.youtube.com/watch?v=CCCCCCCCCCC',
      }),
    );
    const { user } = renderApp('/decks/7');

    const videos = await screen.findByRole('list', { name: 'Videos of this deck' });
    const thumbnails = within(videos).getAllByRole('button');
    expect(thumbnails).toHaveLength(3);
    expect(videos.querySelector('img')).toHaveAttribute('src', 'https://img.youtube.com/vi/AAAAAAAAAAA/hqdefault.jpg');
    // The player is not embedded in the guide: nothing from YouTube plays until asked.
    expect(screen.getByRole('region', { name: 'Strategy guide' }).querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'this match' })).toHaveAttribute('href', 'https://youtu.be/BBBBBBBBBBB');

    await user.click(screen.getByRole('button', { name: 'Play video 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    expect(within(dialog).getByTitle('YouTube video player')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/BBBBBBBBBBB?autoplay=1');
  });

  it('shows a placeholder when a thumbnail cannot load', async () => {
    saveConsent(consentFor('all'));
    serveDeck(deckWithCards({ description_en: '<p><a href="https://youtu.be/AAAAAAAAAAA">video</a></p>' }));
    renderApp('/decks/7');

    const videos = await screen.findByRole('list', { name: 'Videos of this deck' });
    videos.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(await within(videos).findByText('Preview unavailable')).toBeInTheDocument();
  });

  it('colours the matchups: favourable green, even yellow, unfavourable red', async () => {
    serveDeck(deckWithCards());
    renderApp('/decks/7');

    const table = await screen.findByRole('table', { name: 'How this deck fares against the others' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Kid Supernovas', 'Blue Doffy', 'Purple Enel']);
    expect(within(rows[0]!).getByText('Favorable')).toHaveClass('matchup-badge--green');
    expect(within(rows[1]!).getByText('Even')).toHaveClass('matchup-badge--yellow');
    expect(within(rows[2]!).getByText('Unfavorable')).toHaveClass('matchup-badge--red');
  });

  it('shares on Facebook, Twitter and Pinterest, and copies the link for Discord', async () => {
    serveDeck(deckWithCards());
    const { user } = renderApp('/decks/7');

    const share = await screen.findByRole('group', { name: 'Share' });
    const pageUrl = encodeURIComponent(`${window.location.origin}/decks/7`);
    expect(within(share).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`);
    expect(within(share).getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')).toContain(`https://twitter.com/intent/tweet?url=${pageUrl}`);
    expect(within(share).getByRole('link', { name: 'Share on Pinterest' }).getAttribute('href')).toContain('https://pinterest.com/pin/create/button/');

    await user.click(within(share).getByRole('button', { name: 'Copy the link to share on Discord' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/decks/7`);
  });

  it('shows the 404 page when the API has no such deck (or it is a draft)', async () => {
    server.use(http.get('/api/decks/99', () => HttpResponse.json({ statusCode: 404, code: 'deck_not_found', message: 'Deck not found' }, { status: 404 })));
    renderApp('/decks/99');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for an address that is not a deck number', async () => {
    renderApp('/decks/not-a-number');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('offers a retry when the deck cannot be loaded', async () => {
    let failing = true;
    let requests = 0;
    server.use(
      http.get('/api/decks/7', () => {
        requests += 1;
        return failing ? HttpResponse.error() : HttpResponse.json(deckWithCards());
      }),
    );
    const { user } = renderApp('/decks/7');

    // The route's read, then the page's own (a failed answer is asked again when the page shows).
    await waitFor(() => expect(requests).toBe(2));
    expect(await screen.findByText('Could not load this deck')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Straw Hat Rush' })).toBeInTheDocument();
  });
});
