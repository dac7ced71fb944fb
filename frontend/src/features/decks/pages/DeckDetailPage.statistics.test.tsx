import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { redShanksStatistics } from '../../../test/deck-statistics';
import { aDeckDetail } from '../../../test/decks';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

function serveDeck(deck: ReturnType<typeof aDeckDetail>) {
  server.use(http.get(`/api/decks/${deck.id}`, () => HttpResponse.json(deck)));
}

// The first test loads the lazy deck page (and the app around it) on a busy machine: it may take longer than 5 s.
describe('DeckDetailPage statistics', () => {
  it('shows the statistics the API sent with the deck, after the composition', async () => {
    let statisticsAsked = false;
    server.use(
      http.post('/api/decks/statistics', () => {
        statisticsAsked = true;
        return HttpResponse.json(redShanksStatistics());
      }),
    );
    serveDeck(aDeckDetail({ id: 9, name: 'Red Shanks', statistics: redShanksStatistics() }));
    renderApp('/decks/9');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Statistics' }, { timeout: 15_000 })).closest('section')!;
    expect(within(section).getByRole('heading', { level: 3, name: 'Cost curve' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Odds of drawing a card' })).toBeInTheDocument();
    expect(within(section).getByText('In the opening hand (4 of 50)').nextElementSibling).toHaveTextContent('35.3%');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Statistics')).toBe(headings.findIndex((text) => text?.startsWith('Deck list')) + 1);
    // The deck page reads them from the deck; only the builder asks for a draft's.
    expect(statisticsAsked).toBe(false);
  });

  it('says a deck with no cards has nothing to count, in Italian too', async () => {
    serveDeck(aDeckDetail({ id: 10 }));
    renderApp('/it/decks/10');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Statistiche' }, { timeout: 15_000 })).closest('section')!;
    expect(section).toHaveTextContent('Aggiungi carte al mazzo per vederne le statistiche.');
  });
});
