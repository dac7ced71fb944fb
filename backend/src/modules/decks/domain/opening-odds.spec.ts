import { atLeastOne, cardsSeenByTurn, ODDS_TURNS, OPENING_HAND, openingOdds } from './opening-odds.js';

/** C(n, k) with big integers: an independent reference for the product of ratios. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
const exactAtLeastOne = (deck: number, copies: number, seen: number) => 1 - Number((choose(deck - copies, seen) * 10n ** 15n) / choose(deck, seen)) / 1e15;

describe('atLeastOne (hypergeometric)', () => {
  it('4 copies in 50, 5-card hand: 1 − C(46,5)/C(50,5) = 2323/6580 ≈ 0.3530', () => {
    expect(atLeastOne(50, 4, 5)).toBeCloseTo(2323 / 6580, 12);
    expect(atLeastOne(50, 4, 5)).toBeCloseTo(0.35304, 5);
  });

  it('known values for 1, 2, 3 and 8 copies', () => {
    expect(atLeastOne(50, 1, 5)).toBeCloseTo(0.1, 12);
    expect(atLeastOne(50, 2, 5)).toBeCloseTo(0.191837, 6);
    expect(atLeastOne(50, 3, 5)).toBeCloseTo(0.27602, 5);
    expect(atLeastOne(50, 8, 5)).toBeCloseTo(0.598507, 6);
  });

  it('agrees with the binomial-coefficient formula for every copy count and hand size of a 50-card deck', () => {
    for (let copies = 1; copies <= 12; copies += 1) {
      for (let seen = 1; seen <= 20; seen += 1) expect(atLeastOne(50, copies, seen)).toBeCloseTo(exactAtLeastOne(50, copies, seen), 10);
    }
  });

  it('is 0 without copies or cards, and 1 once every other card has been seen', () => {
    expect(atLeastOne(50, 0, 5)).toBe(0);
    expect(atLeastOne(0, 0, 5)).toBe(0);
    expect(atLeastOne(50, 4, 0)).toBe(0);
    expect(atLeastOne(50, 4, 47)).toBe(1);
    expect(atLeastOne(10, 4, 7)).toBe(1);
    // A draft smaller than a hand: every card is seen.
    expect(atLeastOne(3, 1, 5)).toBe(1);
  });
});

describe('cardsSeenByTurn', () => {
  it('going first draws from turn 2, going second from turn 1', () => {
    expect(cardsSeenByTurn(1, true)).toBe(OPENING_HAND);
    expect(cardsSeenByTurn(1, false)).toBe(OPENING_HAND + 1);
    expect(cardsSeenByTurn(5, true)).toBe(9);
    expect(cardsSeenByTurn(5, false)).toBe(10);
  });
});

describe('openingOdds', () => {
  const odds = openingOdds(50, 4);

  it('opening hand ≈ 0.3530 and, with one mulligan, 1 − (C(46,5)/C(50,5))² ≈ 0.5814', () => {
    expect(odds.openingHand).toBeCloseTo(0.35304, 6);
    expect(odds.withMulligan).toBeCloseTo(1 - (1 - 2323 / 6580) ** 2, 12);
    expect(odds.withMulligan).toBeCloseTo(0.581442, 6);
  });

  it('by turn: turn 1 going first is the opening hand, going second one card more (≈ 0.4105)', () => {
    expect(odds.byTurn).toHaveLength(ODDS_TURNS);
    expect(odds.byTurn[0]).toMatchObject({ turn: 1 });
    expect(odds.byTurn[0].first).toBeCloseTo(odds.openingHand, 12);
    expect(odds.byTurn[0].second).toBeCloseTo(0.410547, 6);
    expect(odds.byTurn[0].firstWithMulligan).toBeCloseTo(odds.withMulligan, 12);
  });

  it('turn 10: 14 cards seen going first (≈ 0.7442), 15 going second (≈ 0.7726); with the mulligan ≈ 0.8529 going second', () => {
    const turn10 = odds.byTurn[ODDS_TURNS - 1];
    expect(turn10.turn).toBe(10);
    expect(turn10.first).toBeCloseTo(0.744225, 6);
    expect(turn10.second).toBeCloseTo(0.772644, 6);
    expect(turn10.secondWithMulligan).toBeCloseTo(1 - (1 - 2323 / 6580) * (1 - 0.772644377), 6);
    expect(turn10.secondWithMulligan).toBeCloseTo(0.85291, 5);
  });

  it('never falls from one turn to the next, and second is never behind first', () => {
    for (let index = 1; index < odds.byTurn.length; index += 1) {
      expect(odds.byTurn[index].first).toBeGreaterThan(odds.byTurn[index - 1].first);
      expect(odds.byTurn[index].secondWithMulligan).toBeGreaterThan(odds.byTurn[index - 1].secondWithMulligan);
    }
    for (const turn of odds.byTurn) {
      expect(turn.second).toBeGreaterThan(turn.first);
      expect(turn.firstWithMulligan).toBeGreaterThan(turn.first);
    }
  });
});
