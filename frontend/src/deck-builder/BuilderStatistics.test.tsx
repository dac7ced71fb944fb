import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { languageChosen } from '../i18n/language';
import { redShanksStatistics } from '../test/deck-statistics';
import { server } from '../test/server';
import { BuilderStatistics } from './BuilderStatistics';

function renderStatistics(cards: Array<{ cardId: number; quantity: number }>) {
  const store = makeStore();
  store.dispatch(languageChosen('en'));
  const view = render(
    <AppProviders store={store}>
      <BuilderStatistics cards={cards} />
    </AppProviders>,
  );
  const rerender = (next: Array<{ cardId: number; quantity: number }>) =>
    view.rerender(
      <AppProviders store={store}>
        <BuilderStatistics cards={next} />
      </AppProviders>,
    );
  return { ...view, rerender };
}

describe('BuilderStatistics', () => {
  it('asks the API for the statistics of the unsaved list and shows them', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/decks/statistics', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(redShanksStatistics());
      }),
    );
    renderStatistics([
      { cardId: 2, quantity: 4 },
      { cardId: 4, quantity: 2 },
    ]);
    expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cost curve', level: 4 })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        cards: [
          { cardId: 2, quantity: 4 },
          { cardId: 4, quantity: 2 },
        ],
      },
    ]);
  });

  it('asks once more, after a pause, when the list changes', async () => {
    const bodies: Array<{ cards: unknown[] }> = [];
    server.use(
      http.post('/api/decks/statistics', async ({ request }) => {
        bodies.push((await request.json()) as { cards: unknown[] });
        return HttpResponse.json(redShanksStatistics());
      }),
    );
    const { rerender } = renderStatistics([{ cardId: 2, quantity: 4 }]);
    await screen.findByRole('heading', { name: 'Cost curve', level: 4 });
    rerender([{ cardId: 2, quantity: 3 }]);
    rerender([
      { cardId: 2, quantity: 3 },
      { cardId: 5, quantity: 1 },
    ]);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.cards).toEqual([
      { cardId: 2, quantity: 3 },
      { cardId: 5, quantity: 1 },
    ]);
  });

  it('says what to do with an empty list, without asking', () => {
    let asked = false;
    server.use(
      http.post('/api/decks/statistics', () => {
        asked = true;
        return HttpResponse.json(redShanksStatistics());
      }),
    );
    renderStatistics([]);
    expect(screen.getByText('Add cards to the deck to see its statistics.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('says so when the API cannot compute them', async () => {
    server.use(http.post('/api/decks/statistics', () => HttpResponse.json({ statusCode: 503, code: 'database_unavailable', message: 'x' }, { status: 503 })));
    renderStatistics([{ cardId: 2, quantity: 4 }]);
    expect(await screen.findByText('The statistics could not be computed right now.')).toBeInTheDocument();
  });
});
