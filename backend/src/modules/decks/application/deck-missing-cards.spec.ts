import { missingCardCount } from './deck-missing-cards.js';

describe('missingCardCount (what a deck page says is missing)', () => {
  const deck = {
    leaderId: 1,
    leaderCode: 'OP01-001',
    cards: [
      { cardId: 2, cardCode: 'OP01-101', quantity: 4 },
      { cardId: 3, cardCode: 'OP01-102', quantity: 3 },
    ],
  };

  it('is zero when every card and the leader were found', () => {
    expect(missingCardCount(deck, [{ quantity: 4 }, { quantity: 3 }], true)).toBe(0);
  });

  it('counts the copies of cards that were not found', () => {
    expect(missingCardCount(deck, [{ quantity: 4 }], true)).toBe(3);
    expect(missingCardCount(deck, [], true)).toBe(7);
  });

  it('counts a missing leader as one card', () => {
    expect(missingCardCount(deck, [{ quantity: 4 }, { quantity: 3 }], false)).toBe(1);
    expect(missingCardCount(deck, [{ quantity: 4 }], false)).toBe(4);
    // Known by its code alone, or by its id alone: still a leader that is missing.
    expect(missingCardCount({ ...deck, leaderId: null }, [{ quantity: 4 }, { quantity: 3 }], false)).toBe(1);
    expect(missingCardCount({ ...deck, leaderCode: null }, [{ quantity: 4 }, { quantity: 3 }], false)).toBe(1);
  });

  it('does not count a deck without a leader as missing one', () => {
    expect(missingCardCount({ ...deck, leaderId: null, leaderCode: null }, [{ quantity: 4 }, { quantity: 3 }], false)).toBe(0);
    expect(missingCardCount({ ...deck, leaderId: null, leaderCode: '' }, [{ quantity: 4 }, { quantity: 3 }], false)).toBe(0);
  });
});
