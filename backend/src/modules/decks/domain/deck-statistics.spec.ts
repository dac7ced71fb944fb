import { officialKeyedCards } from '../../../../test/fixtures/cards/real-cards.js';
import { deckStatistics, type StatisticsCard } from './deck-statistics.js';
import { atLeastOne, ODDS_TURNS } from './opening-odds.js';

const OFFICIAL = officialKeyedCards();
let nextId = 1;
/** A card of the official list as the database stores it (counter as text, colours slash-joined). */
const real = (code: string): StatisticsCard => {
  const found = OFFICIAL[code];
  if (!found) throw new Error(`no card ${code} in the fixture`);
  return {
    id: nextId++,
    code: found.id,
    name: found.name,
    type: found.category,
    cost: found.cost,
    counter: found.counter === null ? '-' : String(found.counter),
    color: found.colors.join('/'),
    trigger: found.trigger,
  };
};
const list = (lines: string[]) =>
  lines.map((line) => {
    const [quantity, code] = line.split('x');
    return { card: real(code), quantity: Number(quantity) };
  });

/** Red Shanks (OP09), a tournament-style list; the expected values were counted by hand from the official card list. */
const RED_SHANKS = list([
  '4xOP09-002',
  '4xOP09-008',
  '4xOP09-011',
  '4xOP09-014',
  '4xOP09-015',
  '4xOP09-016',
  '4xOP09-013',
  '4xOP09-009',
  '2xOP09-004',
  '4xOP09-019',
  '4xOP09-018',
  '2xOP09-021',
  '2xOP06-007',
  '4xOP09-020',
]);

const aCard = (overrides: Partial<StatisticsCard>): StatisticsCard => ({
  id: nextId++,
  code: `TS01-${String(nextId).padStart(3, '0')}`,
  name: 'Test card',
  type: 'CHARACTER',
  cost: 1,
  counter: null,
  color: 'Red',
  trigger: null,
  ...overrides,
});

describe('deckStatistics on a tournament list (Red Shanks, 50 cards)', () => {
  const statistics = deckStatistics({ cards: RED_SHANKS });

  it('counts 50 cards and gives every cost from 0 to 10, gaps included', () => {
    expect(statistics.deckSize).toBe(50);
    expect(statistics.costCurve).toEqual([
      { cost: 0, count: 0 },
      { cost: 1, count: 12 },
      { cost: 2, count: 6 },
      { cost: 3, count: 12 },
      { cost: 4, count: 8 },
      { cost: 5, count: 4 },
      { cost: 6, count: 0 },
      { cost: 7, count: 4 },
      { cost: 8, count: 0 },
      { cost: 9, count: 0 },
      { cost: 10, count: 4 },
    ]);
    expect(statistics.averageCost).toBeCloseTo(3.6, 10);
  });

  it('splits colours and types (types normalised, Characters first)', () => {
    expect(statistics.colors).toEqual([{ color: 'Red', count: 50 }]);
    expect(statistics.types).toEqual([
      { type: 'CHARACTER', count: 36 },
      { type: 'EVENT', count: 12 },
      { type: 'STAGE', count: 2 },
    ]);
  });

  it('adds up the counters (36,000 on 28 cards: 20 of 1000, 8 of 2000) and the density of each value', () => {
    expect(statistics.counters).toEqual({
      total: 36000,
      cards: 28,
      byValue: [
        { value: 1000, count: 20, density: 0.4 },
        { value: 2000, count: 8, density: 0.16 },
      ],
    });
  });

  it('counts the copies with a [Trigger]', () => {
    expect(statistics.triggers).toBe(8);
  });

  it('gives the odds of every card, most copies first, then by code; two cards with one name stay two cards', () => {
    expect(statistics.odds).toHaveLength(14);
    expect(statistics.odds.map((odds) => `${odds.copies}x${odds.code}`)).toEqual([
      '4xOP09-002',
      '4xOP09-008',
      '4xOP09-009',
      '4xOP09-011',
      '4xOP09-013',
      '4xOP09-014',
      '4xOP09-015',
      '4xOP09-016',
      '4xOP09-018',
      '4xOP09-019',
      '4xOP09-020',
      '2xOP06-007',
      '2xOP09-004',
      '2xOP09-021',
    ]);
    const uta = statistics.odds[0];
    expect(uta).toMatchObject({ name: 'Uta', copies: 4 });
    expect(uta.openingHand).toBeCloseTo(0.35304, 6);
    expect(uta.withMulligan).toBeCloseTo(0.581442, 6);
    expect(uta.byTurn).toHaveLength(ODDS_TURNS);
    const twoOf = statistics.odds.find((odds) => odds.code === 'OP09-004')!;
    expect(twoOf.openingHand).toBeCloseTo(0.191837, 6);
  });
});

describe('deckStatistics rules', () => {
  it('counts parallel printings and reprints as one card for the odds, in one deck of the summed size', () => {
    const base = aCard({ code: 'OP01-024', name: 'Luffy' });
    const parallel = aCard({ code: 'OP01-024_p1', name: 'Luffy' });
    const other = aCard({ code: 'OP01-025', cost: 2 });
    const statistics = deckStatistics({
      cards: [
        { card: base, quantity: 2 },
        { card: parallel, quantity: 2 },
        { card: other, quantity: 46 },
      ],
    });
    expect(statistics.odds.map(({ code, copies, cardId }) => ({ code, copies, cardId }))).toEqual([
      { code: 'OP01-025', copies: 46, cardId: other.id },
      { code: 'OP01-024', copies: 4, cardId: base.id },
    ]);
    expect(statistics.odds[1].openingHand).toBeCloseTo(atLeastOne(50, 4, 5), 12);
  });

  it('reads an empty cost as 0, "-" and null as no counter, "-" as no trigger, and a multicolour card in each colour', () => {
    const statistics = deckStatistics({
      cards: [
        { card: aCard({ type: 'Event', cost: null, counter: '-', trigger: '-' }), quantity: 3 },
        { card: aCard({ type: 'character', cost: 2, counter: '2000', color: 'red/GREEN', trigger: '[Trigger] Play this card.' }), quantity: 2 },
        { card: aCard({ type: 'Stage', cost: 1, counter: '1000', color: 'Green' }), quantity: 1 },
      ],
    });
    expect(statistics.costCurve).toEqual([
      { cost: 0, count: 3 },
      { cost: 1, count: 1 },
      { cost: 2, count: 2 },
    ]);
    expect(statistics.colors).toEqual([
      { color: 'Red', count: 5 },
      { color: 'Green', count: 3 },
    ]);
    expect(statistics.types).toEqual([
      { type: 'CHARACTER', count: 2 },
      { type: 'EVENT', count: 3 },
      { type: 'STAGE', count: 1 },
    ]);
    expect(statistics.counters.total).toBe(5000);
    expect(statistics.counters.cards).toBe(3);
    expect(statistics.counters.byValue).toEqual([
      { value: 1000, count: 1, density: 1 / 6 },
      { value: 2000, count: 2, density: 2 / 6 },
    ]);
    expect(statistics.triggers).toBe(2);
  });

  it('lists a type that is not a deck card after the playable ones (legality reports it; statistics still count it)', () => {
    const statistics = deckStatistics({
      cards: [
        { card: aCard({ type: 'DON!!' }), quantity: 1 },
        { card: aCard({ type: 'STAGE' }), quantity: 1 },
      ],
    });
    expect(statistics.types.map(({ type }) => type)).toEqual(['STAGE', 'DON']);
  });

  it('an empty deck has no curve, no average and no odds', () => {
    expect(deckStatistics({ cards: [] })).toEqual({
      deckSize: 0,
      costCurve: [],
      averageCost: null,
      colors: [],
      types: [],
      counters: {
        total: 0,
        cards: 0,
        byValue: [
          { value: 1000, count: 0, density: 0 },
          { value: 2000, count: 0, density: 0 },
        ],
      },
      triggers: 0,
      odds: [],
    });
  });

  it('ignores entries without copies', () => {
    const statistics = deckStatistics({ cards: [{ card: aCard({ cost: 4 }), quantity: 0 }] });
    expect(statistics.deckSize).toBe(0);
    expect(statistics.odds).toEqual([]);
  });

  it('a draft of 10 cards draws from those 10', () => {
    const key = aCard({ code: 'OP02-001' });
    const statistics = deckStatistics({
      cards: [
        { card: key, quantity: 1 },
        { card: aCard({}), quantity: 9 },
      ],
    });
    expect(statistics.odds.find((odds) => odds.cardId === key.id)!.openingHand).toBeCloseTo(0.5, 12);
  });
});
