import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDeckDetail, LUFFY } from '../../../test/decks';
import { aCard } from '../../../test/fixtures';
import { someGameRules } from '../../../test/game-rules';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { groupDeckCards } from '../deck-composition';
import { dealHand, sampleDeck, type HandState } from '../sample-hand';

const rules = someGameRules().draws;
// 50 cards: 12 characters by 4 and 2 events by 1, under Luffy (never drawn).
const CHARACTERS = Array.from({ length: 12 }, (_, index) => aCard({ id: 100 + index, code: `OP01-${100 + index}`, type: 'CHARACTER' }));
const EVENTS = [aCard({ id: 200, code: 'OP01-200', type: 'EVENT' }), aCard({ id: 201, code: 'OP01-201', type: 'EVENT' })];
const DECK = aDeckDetail(
  {
    id: 9,
    name: 'Red Luffy',
    cards: [...CHARACTERS.map((card) => ({ cardId: card.id, quantity: 4 })), ...EVENTS.map((card) => ({ cardId: card.id, quantity: 1 }))],
  },
  [LUFFY, ...CHARACTERS, ...EVENTS],
);
const SHUFFLED = sampleDeck(groupDeckCards(DECK, DECK.resolvedCards));

/** The codes the module deals for a state: what the page must show. */
function expectedCodes(state: Partial<HandState> & { seed: string }): string[] {
  return dealHand(SHUFFLED, { goingFirst: true, mulligans: 0, turn: 0, ...state }, rules).hand.map((card) => card.code);
}

/** The section, found by its heading. */
async function sampleHandSection(name = 'Sample hand'): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 2, name }, { timeout: 15_000 })).closest('section')!;
}

/** The codes of the cards in the hand, from each picture's name (or its text face's). */
function shownCodes(section: HTMLElement, listName: RegExp = /^Hand/): string[] {
  const list = within(section).getByRole('list', { name: listName });
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => {
      const picture = item.querySelector('img') ?? item.querySelector('[role="img"]');
      const name = picture?.getAttribute('alt') ?? picture?.getAttribute('aria-label') ?? '';
      return /\(([^)]+)\)/.exec(name)?.[1] ?? '';
    });
}

function serveDeck() {
  server.use(http.get('/api/decks/9', () => HttpResponse.json(DECK)));
}

describe('DeckDetailPage sample hand', () => {
  it('deals a hand from a new seed into the address, without a history entry', async () => {
    serveDeck();
    const { user, router } = renderApp('/decks/9');
    const section = await sampleHandSection();
    expect(section).toHaveTextContent('50 cards in the deck, shuffled when you draw a hand.');
    expect(shownCodes(section)).toEqual([]);
    expect(within(section).getByRole('button', { name: 'Mulligan' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Draw for the turn' })).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Draw a new hand' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?hand=[a-z0-9]+&first=1&mulligan=0&turn=0$/));
    expect(router.state.historyAction).toBe('REPLACE');
    const seed = new URLSearchParams(router.state.location.search).get('hand')!;
    // The page shows the address's state once the router has handed it over.
    expect(await within(section).findByText(/^New hand: /)).toHaveAttribute('aria-live', 'polite');
    const codes = shownCodes(section, /^Hand: 5 cards$/);
    expect(codes).toEqual(expectedCodes({ seed }));
    expect(codes).not.toContain(LUFFY.code);
    expect(section).toHaveTextContent('Before the first turn · 5 cards in hand · 45 cards left in the deck');
    expect(within(section).getByRole('button', { name: 'Mulligan' })).toBeEnabled();
  });

  it('shows the hand of the address, takes the mulligan once and draws for each turn going second', async () => {
    serveDeck();
    const { user, router } = renderApp('/decks/9?hand=luffy');
    const section = await sampleHandSection();
    expect(shownCodes(section)).toEqual(expectedCodes({ seed: 'luffy' }));

    await user.click(within(section).getByRole('button', { name: 'Mulligan' }));
    expect(await within(section).findByText(/^Mulligan, new hand: /)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?hand=luffy&first=1&mulligan=1&turn=0');
    expect(shownCodes(section)).toEqual(expectedCodes({ seed: 'luffy', mulligans: 1 }));
    expect(within(section).getByRole('button', { name: 'Mulligan' })).toBeDisabled();

    const second = within(section).getByRole('button', { name: 'Going second' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await user.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    expect(within(section).getByRole('button', { name: 'Going first' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(section).getByRole('button', { name: 'Draw for the turn' }));
    await within(section).findByText(/^Turn 1: you drew /);
    expect(router.state.location.search).toBe('?hand=luffy&first=0&mulligan=1&turn=1');
    const hand = expectedCodes({ seed: 'luffy', mulligans: 1, goingFirst: false, turn: 1 });
    expect(hand).toHaveLength(6);
    expect(shownCodes(section, /^Hand: 6 cards$/)).toEqual(hand);
    expect(section).toHaveTextContent('Turn 1 · 6 cards in hand · 44 cards left in the deck · mulligan taken');
    expect(within(section).getByText(/^Turn 1: you drew /)).toHaveTextContent(`(${hand[5]})`);
    // The game has started: the order is chosen, the mulligan gone.
    expect(second).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Mulligan' })).toBeDisabled();
  });

  it('draws nothing on the first turn going first, in Italian too', async () => {
    serveDeck();
    const { user, router } = renderApp('/it/decks/9?hand=zoro&first=1&mulligan=0&turn=0');
    const section = await sampleHandSection('Mano di prova');
    await user.click(within(section).getByRole('button', { name: 'Pesca per il turno' }));
    expect(await within(section).findByText('Turno 1: nessuna pesca, giocando per primo')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?hand=zoro&first=1&mulligan=0&turn=1');
    expect(shownCodes(section, /^Mano: 5 carte$/)).toEqual(expectedCodes({ seed: 'zoro' }));
    await user.click(within(section).getByRole('button', { name: 'Pesca per il turno' }));
    await waitFor(() => expect(shownCodes(section, /^Mano: 6 carte$/)).toEqual(expectedCodes({ seed: 'zoro', turn: 2 })));
    expect(section).toHaveTextContent('Turno 2 · 6 carte in mano · 44 carte rimaste nel mazzo');
  });

  it('has no sample hand for a deck without cards', async () => {
    server.use(http.get('/api/decks/10', () => HttpResponse.json(aDeckDetail({ id: 10 }))));
    renderApp('/decks/10');
    await screen.findByRole('heading', { level: 2, name: 'Statistics' }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { level: 2, name: 'Sample hand' })).not.toBeInTheDocument();
  });
});
