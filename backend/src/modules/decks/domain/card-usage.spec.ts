import { cardUsage, CORE_CARD_SHARE, FLEX_CARDS_SHOWN, leaderCards, metaShare } from './card-usage.js';

describe('card usage', () => {
  it('counts printings as one card and splits core from flex at 75 % of the decks', () => {
    const entries = [
      { deckId: 1, cardCode: 'OP01-016', quantity: 4 },
      { deckId: 2, cardCode: 'OP01-016', quantity: 2 },
      { deckId: 2, cardCode: 'OP01-016_p1', quantity: 2 },
      { deckId: 3, cardCode: 'OP01-016', quantity: 4 },
      { deckId: 1, cardCode: 'OP01-025', quantity: 1 },
      { deckId: 2, cardCode: 'OP01-025', quantity: 2 },
      { deckId: 3, cardCode: 'op01-025', quantity: 3 },
      { deckId: 4, cardCode: 'OP01-025', quantity: 4 },
      { deckId: 4, cardCode: 'OP01-030', quantity: 4 },
    ];
    const { core, flex } = leaderCards(entries, 4);
    expect(CORE_CARD_SHARE).toBe(0.75);
    expect(core).toEqual([
      { code: 'OP01-025', decks: 4, share: 1, averageCopies: 2.5 },
      { code: 'OP01-016', decks: 3, share: 0.75, averageCopies: 4 },
    ]);
    expect(flex).toEqual([{ code: 'OP01-030', decks: 1, share: 0.25, averageCopies: 4 }]);
  });

  it('lists the most played flex cards only, the one-offs after them left out', () => {
    // 40 flex cards: card i in i decks of 60 (all under 75 %), so the 30 most played are 40 down to 11.
    const entries = Array.from({ length: 40 }, (_, index) =>
      Array.from({ length: index + 1 }, (_, deck) => ({ deckId: deck + 1, cardCode: `OP02-${String(index + 1).padStart(3, '0')}`, quantity: 1 })),
    ).flat();
    const { core, flex } = leaderCards(entries, 60);
    expect(core).toEqual([]);
    expect(FLEX_CARDS_SHOWN).toBe(30);
    expect(flex.map((card) => card.decks)).toEqual(Array.from({ length: 30 }, (_, index) => 40 - index));
  });

  it("answers a card's decks per leader against each leader's listed decks", () => {
    const usage = cardUsage(
      [
        { deckId: 1, cardCode: 'OP01-016', quantity: 4, leaderCode: 'OP01-001' },
        { deckId: 2, cardCode: 'OP01-016_p1', quantity: 1, leaderCode: 'OP01-001' },
        { deckId: 2, cardCode: 'OP01-016', quantity: 1, leaderCode: 'OP01-001' },
        { deckId: 3, cardCode: 'OP01-016', quantity: 3, leaderCode: 'OP01-003' },
      ],
      new Map([
        ['OP01-001', 4],
        ['OP01-003', 1],
      ]),
    );
    expect(usage).toEqual({
      decks: 3,
      averageCopies: 3,
      byLeader: [
        { leaderCode: 'OP01-001', decks: 2, leaderDecks: 4, share: 0.5, averageCopies: 3 },
        { leaderCode: 'OP01-003', decks: 1, leaderDecks: 1, share: 1, averageCopies: 3 },
      ],
    });
    expect(cardUsage([], new Map())).toEqual({ decks: 0, averageCopies: 0, byLeader: [] });
    expect(metaShare(3, 0)).toBe(0);
    expect(metaShare(1, 3)).toBe(0.333);
  });
});
