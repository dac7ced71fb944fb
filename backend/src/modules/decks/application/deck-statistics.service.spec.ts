import type { Card } from '../../cards/domain/card.js';
import { AN_ADMIN, aDeckInput, aNewCard, CATALOGUE, deckServices, type DeckServices } from '../../../../test/support/deck-services.js';

describe('DeckStatisticsService with in-memory adapters', () => {
  let kit: DeckServices;
  let byCode: Record<string, Card>;

  beforeEach(async () => {
    kit = deckServices();
    byCode = await kit.addCards([
      ...CATALOGUE,
      aNewCard({ code: 'OP01-301', name: 'One-drop', type: 'CHARACTER', cost: 1, counter: '1000', color: 'Red' }),
      aNewCard({ code: 'OP01-301_p1', name: 'One-drop (parallel)', type: 'Character', cost: 1, counter: '+1000', color: 'Red' }),
      aNewCard({ code: 'OP01-302', name: 'Two-drop', type: 'CHARACTER', cost: 2, counter: '2000', color: 'Red/Green' }),
      aNewCard({ code: 'OP01-303', name: 'Event', type: 'EVENT', cost: 3, counter: null, color: 'Green', trigger: 'Draw 1 card.' }),
      aNewCard({ code: 'OP01-304', name: 'Stage', type: 'STAGE', cost: 1, counter: '-', color: 'Red', trigger: '-' }),
    ]);
  });

  /** Eleven cards: 4 + 1 (parallel) one-drops, 2 two-drops, 3 events, 1 stage. */
  const smallDeck = () => [
    { cardId: byCode['OP01-301'].id, quantity: 4 },
    { cardId: byCode['OP01-302'].id, quantity: 2 },
    { cardId: byCode['OP01-303'].id, quantity: 3 },
    { cardId: byCode['OP01-304'].id, quantity: 1 },
    { cardId: byCode['OP01-301_p1'].id, quantity: 1 },
  ];

  it('gives the cost curve, colours, types, counters and triggers of a small known deck', async () => {
    const statistics = await kit.statistics.ofDraft(smallDeck());
    expect(statistics.deckSize).toBe(11);
    expect(statistics.costCurve).toEqual([
      { cost: 0, count: 0 },
      { cost: 1, count: 6 },
      { cost: 2, count: 2 },
      { cost: 3, count: 3 },
    ]);
    expect(statistics.averageCost).toBeCloseTo(19 / 11);
    expect(statistics.colors).toEqual([
      { color: 'Red', count: 8 },
      { color: 'Green', count: 5 },
    ]);
    expect(statistics.types).toEqual([
      { type: 'CHARACTER', count: 7 },
      { type: 'EVENT', count: 3 },
      { type: 'STAGE', count: 1 },
    ]);
    expect(statistics.counters).toEqual({
      total: 9000,
      cards: 7,
      byValue: [
        { value: 1000, count: 5, density: 5 / 11 },
        { value: 2000, count: 2, density: 2 / 11 },
      ],
    });
    expect(statistics.triggers).toBe(3);
  });

  it('gives opening odds per card, printings together, most copies first', async () => {
    const { odds } = await kit.statistics.ofDraft(smallDeck());
    expect(odds.map(({ cardId, code, copies }) => ({ cardId, code, copies }))).toEqual([
      { cardId: byCode['OP01-301'].id, code: 'OP01-301', copies: 5 },
      { cardId: byCode['OP01-303'].id, code: 'OP01-303', copies: 3 },
      { cardId: byCode['OP01-302'].id, code: 'OP01-302', copies: 2 },
      { cardId: byCode['OP01-304'].id, code: 'OP01-304', copies: 1 },
    ]);
    // At least one copy among the 5 opening cards of 11: 1 - C(6,5)/C(11,5) for 5 copies, 5/11 for one.
    expect(odds[0].openingHand).toBeCloseTo(1 - 6 / 462);
    expect(odds[3].openingHand).toBeCloseTo(5 / 11);
  });

  it('leaves out ids the database does not have, and answers an empty list with an empty deck', async () => {
    const withUnknown = await kit.statistics.ofDraft([...smallDeck(), { cardId: 9999, quantity: 4 }]);
    expect(withUnknown.deckSize).toBe(11);
    expect(withUnknown.costCurve).toEqual((await kit.statistics.ofDraft(smallDeck())).costCurve);

    const empty = await kit.statistics.ofDraft([]);
    expect(empty).toMatchObject({ deckSize: 0, costCurve: [], averageCost: null, colors: [], types: [], triggers: 0, odds: [] });
    expect(empty.counters).toEqual({
      total: 0,
      cards: 0,
      byValue: [
        { value: 1000, count: 0, density: 0 },
        { value: 2000, count: 0, density: 0 },
      ],
    });
  });

  it('gives a stored deck the same statistics as its draft, its leader not counted', async () => {
    const deck = await kit.service.create(AN_ADMIN, aDeckInput({ leaderId: byCode['OP01-001'].id, cards: smallDeck() }));
    const { cards } = await kit.queries.get(deck.id, null);
    expect(kit.statistics.ofCards(cards)).toEqual(await kit.statistics.ofDraft(smallDeck()));
    expect(kit.statistics.ofCards(cards).deckSize).toBe(11);
  });
});
