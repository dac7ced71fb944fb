/** Cards in the opening hand (and in the hand redrawn by the mulligan). */
export const OPENING_HAND = 5;
/** Mulligans a player may take, before their first turn: the hand shuffled back, a new one drawn. */
export const MULLIGANS = 1;
/** Cards drawn at the start of each of a player's turns (but the first player's first). */
export const DRAW_PER_TURN = 1;
/** The player going first does not draw on their first turn; the player going second does. */
export const FIRST_PLAYER_DRAWS_ON_FIRST_TURN = false;
/** The turns the odds are given for: a player's own turns 1 to 10. */
export const ODDS_TURNS = 10;

/**
 * Hypergeometric chance of at least one success: `seen` cards drawn without replacement from a
 * deck of `deckSize` holding `copies` of the card. 1 − C(N−K, n)/C(N, n), computed as a product
 * of ratios so it stays exact enough without factorials or big integers.
 */
export function atLeastOne(deckSize: number, copies: number, seen: number): number {
  if (deckSize <= 0 || copies <= 0 || seen <= 0) return 0;
  const drawn = Math.min(seen, deckSize);
  const misses = deckSize - Math.min(copies, deckSize);
  if (drawn > misses) return 1;
  let none = 1;
  for (let i = 0; i < drawn; i += 1) none *= (misses - i) / (deckSize - i);
  return 1 - none;
}

/** Cards a player has seen by their own turn `turn`: the first player does not draw on turn 1, the second does. */
export function cardsSeenByTurn(turn: number, goingFirst: boolean): number {
  const firstTurnDraw = goingFirst && !FIRST_PLAYER_DRAWS_ON_FIRST_TURN ? 0 : DRAW_PER_TURN;
  return OPENING_HAND + firstTurnDraw + DRAW_PER_TURN * (turn - 1);
}

export interface TurnOdds {
  turn: number;
  /** Going first (no draw on turn 1), keeping the opening hand. */
  first: number;
  /** Going second (a draw on turn 1), keeping the opening hand. */
  second: number;
  /** Going first, after taking the mulligan whenever the opening hand has no copy. */
  firstWithMulligan: number;
  /** Going second, after taking the mulligan whenever the opening hand has no copy. */
  secondWithMulligan: number;
}

export interface CardOpeningOdds {
  /** At least one copy among the 5 opening cards. */
  openingHand: number;
  /** The same with the one mulligan taken when the first 5 have no copy (5 new cards from a fresh shuffle). */
  withMulligan: number;
  /** By each of the player's turns 1 to ODDS_TURNS. */
  byTurn: TurnOdds[];
}

/**
 * The odds of seeing a card with `copies` copies in a deck of `deckSize`. Life cards are set aside
 * after the mulligan, from the top of the unseen cards: they are as random as the cards drawn later,
 * so they do not change the chance of drawing a copy, and the hypergeometric on the cards seen holds.
 * The mulligan is one full redraw: a miss needs a miss in the first 5 and a miss in everything seen
 * from the second shuffle.
 */
export function openingOdds(deckSize: number, copies: number): CardOpeningOdds {
  const firstHandMiss = 1 - atLeastOne(deckSize, copies, OPENING_HAND);
  const withMulligan = (seen: number) => 1 - firstHandMiss * (1 - atLeastOne(deckSize, copies, seen));
  const byTurn = Array.from({ length: ODDS_TURNS }, (_, index): TurnOdds => {
    const turn = index + 1;
    const first = cardsSeenByTurn(turn, true);
    const second = cardsSeenByTurn(turn, false);
    return {
      turn,
      first: atLeastOne(deckSize, copies, first),
      second: atLeastOne(deckSize, copies, second),
      firstWithMulligan: withMulligan(first),
      secondWithMulligan: withMulligan(second),
    };
  });
  return { openingHand: 1 - firstHandMiss, withMulligan: withMulligan(OPENING_HAND), byTurn };
}
