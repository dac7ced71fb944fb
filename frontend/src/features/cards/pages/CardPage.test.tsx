import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CardPageDto, LeaderPageDto } from '../../../api/generated';
import { aDeck, deckSummary, LUFFY } from '../../../test/decks';
import { aCard } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const ZORO = aCard({ id: 2, code: 'ST01-002', name: 'Roronoa Zoro', type: 'CHARACTER', normalizedType: 'CHARACTER' });
const ZORO_PARALLEL = aCard({ id: 40, code: 'ST01-002_p1', name: 'Roronoa Zoro', baseCode: 'ST01-002', printing: 'parallel' });

function cardPage(overrides: Partial<CardPageDto> = {}): CardPageDto {
  return {
    card: ZORO,
    printings: [ZORO, ZORO_PARALLEL],
    legality: [
      { format: 'OP10', name: 'OP10 Standard', current: true, status: 'legal' },
      { format: 'OP09', name: 'OP09 Standard', current: false, status: 'restricted', maxCopies: 1 },
      { format: 'OP08', name: 'OP08 Standard', current: false, status: 'notLegal' },
    ],
    usage: { decks: 3, averageCopies: 3.5, byLeader: [{ leader: LUFFY, decks: 3, leaderDecks: 4, share: 0.75, averageCopies: 3.5 }] },
    decks: [deckSummary(aDeck({ id: 7, name: 'Luffy aggro' }))],
    ...overrides,
  };
}

function leaderPage(overrides: Partial<LeaderPageDto> = {}): LeaderPageDto {
  return {
    leader: LUFFY,
    printings: [LUFFY],
    decks: 4,
    share: 0.25,
    core: [{ card: ZORO, decks: 4, share: 1, averageCopies: 4 }],
    flex: [{ card: aCard({ id: 3, code: 'ST01-003', name: 'Nami' }), decks: 1, share: 0.25, averageCopies: 2 }],
    recentDecks: [deckSummary(aDeck({ id: 7, name: 'Luffy aggro' }))],
    ...overrides,
  };
}

function serve(card: CardPageDto | null, leader: LeaderPageDto | null = null) {
  const notFound = () => HttpResponse.json({ statusCode: 404, code: 'card_not_found', message: 'Carta non trovata' }, { status: 404 });
  server.use(
    http.get('/api/cards/by-code/:code', ({ params }) =>
      card && String(params.code).toUpperCase().startsWith(card.card.code) ? HttpResponse.json(card) : notFound(),
    ),
    http.get('/api/leaders/:code', ({ params }) =>
      leader && String(params.code).toUpperCase() === leader.leader.code ? HttpResponse.json(leader) : notFound(),
    ),
  );
}

describe('CardPage', () => {
  it('shows the card, its printings, where it is legal and the decks that play it by leader', async () => {
    serve(cardPage());
    renderApp('/cards/ST01-002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roronoa Zoro ST01-002' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Printings (2)' })).toBeInTheDocument();
    const formats = screen.getByRole('region', { name: 'Where it is legal' });
    expect(within(formats).getByText('Legal')).toBeInTheDocument();
    expect(within(formats).getByText('Max 1')).toBeInTheDocument();
    expect(within(formats).getByText('Not legal')).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: 'Decks that play it' });
    expect(within(usage).getByText('In 3 decks of the site, 3.5 copies on average.')).toBeInTheDocument();
    const row = within(usage).getByRole('row', { name: /Monkey\.D\.Luffy/ });
    expect(within(row).getByRole('link', { name: 'Monkey.D.Luffy' })).toHaveAttribute('href', '/leaders/ST01-001');
    expect(within(row).getByText('3 of 4')).toBeInTheDocument();
    expect(within(row).getByText('75%')).toBeInTheDocument();
    expect(within(usage).getByRole('link', { name: /Luffy aggro/ })).toHaveAttribute('href', '/decks/7');
    await waitFor(() => expect(document.title).toBe('Roronoa Zoro (ST01-002) – OP Decks'));
  });

  it('says when no deck plays the card, and that card texts are English on the Italian site', async () => {
    serve(cardPage({ usage: { decks: 0, averageCopies: 0, byLeader: [] }, decks: [] }));
    renderApp('/it/cards/ST01-002');
    expect(await screen.findByText('Nessun mazzo del sito gioca ancora questa carta.')).toBeInTheDocument();
    expect(screen.getByText(/I testi delle carte sono in inglese/)).toBeInTheDocument();
    expect(screen.getByText('Legale')).toBeInTheDocument();
  });

  it("sends a leader's readers to its leader page: a leader leads decks rather than being played in them", async () => {
    serve(cardPage({ card: LUFFY, printings: [LUFFY], usage: { decks: 0, averageCopies: 0, byLeader: [] }, decks: [] }));
    renderApp('/cards/ST01-001');
    const usage = await screen.findByRole('region', { name: 'Decks that play it' });
    expect(await within(usage).findByRole('link', { name: 'Its decks, core cards and share of the meta' })).toHaveAttribute('href', '/leaders/ST01-001');
    expect(within(usage).queryByText('No deck on the site plays this card yet.')).not.toBeInTheDocument();
  });

  it('is the not-found page for an unknown code', async () => {
    serve(cardPage());
    renderApp('/cards/OP99-999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('LeaderPage', () => {
  it("shows a leader's decks, share, core and flex cards", async () => {
    serve(cardPage(), leaderPage());
    renderApp('/leaders/ST01-001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monkey.D.Luffy ST01-001' })).toBeInTheDocument();
    expect(screen.getByText("4 decks · 25% of the site's decks")).toBeInTheDocument();
    const core = screen.getByRole('list', { name: 'Core cards' });
    expect(within(core).getByRole('link', { name: /Roronoa Zoro/ })).toHaveAttribute('href', '/cards/ST01-002');
    expect(within(core).getByText('in 100% of its decks · 4 per deck')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Flex cards' })).getByText('in 25% of its decks · 2 per deck')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Its decks in the gallery' })).toHaveAttribute('href', '/decks?leader=1');
  });

  it('is the not-found page for a card that is not a leader', async () => {
    serve(cardPage(), leaderPage());
    renderApp('/leaders/ST01-002');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
