import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { aDeck, aDeckDetail } from '../test/decks';
import { server } from '../test/server';
import { decksApi, type DeckPayload } from './decks';

const PAYLOAD: DeckPayload = {
  name: 'Rush',
  author: 'Nami',
  tier: 'Tier 1',
  format: 'OP10',
  leaderId: 1,
  shortDescription: '',
  shortDescription_it: '',
  description: '',
  description_en: '',
  videoUrl: null,
  matchups: [],
  priority: 5,
  isDraft: false,
  cards: [{ cardId: 2, quantity: 4 }],
};

/** Counts the API's reads, and answers the writes. */
function countingApi() {
  const hits = { list: 0, leaders: 0, detail: 0 };
  server.use(
    http.get('/api/decks', () => {
      hits.list += 1;
      return HttpResponse.json([aDeck({ id: 2 })]);
    }),
    http.get('/api/decks/leaders', () => {
      hits.leaders += 1;
      return HttpResponse.json([]);
    }),
    http.get('/api/decks/2', () => {
      hits.detail += 1;
      return HttpResponse.json(aDeckDetail({ id: 2 }));
    }),
    http.get('/api/decks/9', () => HttpResponse.json(aDeckDetail({ id: 9 }))),
    http.post('/api/decks', () => HttpResponse.json(aDeckDetail({ id: 9 }), { status: 201 })),
    http.put('/api/decks/2', () => HttpResponse.json(aDeckDetail({ id: 2 }))),
    http.delete('/api/decks/9', () => HttpResponse.json({ success: true })),
  );
  return hits;
}

async function subscribeAll(store: ReturnType<typeof makeStore>) {
  await Promise.all([
    store.dispatch(decksApi.endpoints.listDecks.initiate({})),
    store.dispatch(decksApi.endpoints.listDeckLeaders.initiate({})),
    store.dispatch(decksApi.endpoints.getDeck.initiate({ id: 2 })),
    store.dispatch(decksApi.endpoints.getDeck.initiate({ id: 9 })),
  ]);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('deck cache tags', () => {
  it('an update refreshes the lists (gallery, home, leaders) and that deck page', async () => {
    const hits = countingApi();
    const store = makeStore();
    await subscribeAll(store);
    expect(hits).toEqual({ list: 1, leaders: 1, detail: 1 });

    await store.dispatch(decksApi.endpoints.updateDeck.initiate({ id: 2, saveDeckDto: PAYLOAD }));
    await settle();

    expect(hits).toEqual({ list: 2, leaders: 2, detail: 2 });
  });

  it('a create or a delete refreshes the lists but not the pages of other decks', async () => {
    const hits = countingApi();
    const store = makeStore();
    await subscribeAll(store);

    await store.dispatch(decksApi.endpoints.createDeck.initiate({ saveDeckDto: PAYLOAD }));
    await settle();
    expect(hits).toEqual({ list: 2, leaders: 2, detail: 1 });

    await store.dispatch(decksApi.endpoints.deleteDeck.initiate({ id: 9 }));
    await settle();
    expect(hits).toEqual({ list: 3, leaders: 3, detail: 1 });
  });
});
