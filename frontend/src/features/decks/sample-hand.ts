import type { DrawRulesDto } from '../../api/game-rules';
import type { CompositionGroup } from './deck-composition';

/**
 * A sample hand, as players test a list (issue 35, ADR 0065): the deck shuffled from a seed, an
 * opening hand, one mulligan before the first turn, a draw per turn, going first or second. Pure
 * and deterministic: the same seed and state always give the same cards, so an address carrying
 * them shows the same hand to whoever opens it. The numbers of the draw (opening hand, mulligans,
 * cards per turn, the first player's first draw) are the game rules' (`GET /api/game-rules`, `draws`).
 *
 * Randomness: the seed (any text) is hashed with 32-bit FNV-1a into the state of mulberry32
 * (Tommy Ettinger's 32-bit generator, as published in bryc's "PRNGs" collection), and the deck is
 * shuffled with Fisher–Yates from the last card down. One generator per seed:
 * - the opening shuffle takes its first numbers;
 * - the mulligan puts the hand back and shuffles the whole deck again (all its cards, as the game
 *   does) with the numbers the same generator gives next, then deals a new opening hand from the top;
 *   the new hand may so hold cards of the first one.
 * Never Math.random: a new hand's seed is picked by the caller (`randomSeed`).
 */

/** The game's draw rules as the sample hand needs them (from GET /api/game-rules). */
export type DrawRules = Pick<DrawRulesDto, 'openingHand' | 'mulligans' | 'perTurn' | 'firstPlayerDrawsOnFirstTurn'>;

/** What the address holds: the seed and where the test game stands. */
export interface HandState {
  seed: string;
  /** Going first (no draw on the first turn) or second. */
  goingFirst: boolean;
  /** Mulligans taken (0 up to the rules' `mulligans`). */
  mulligans: number;
  /** 0 before the first turn (the opening hand, the mulligan still possible), then the player's own turns 1, 2, … */
  turn: number;
}

export interface DealtHand<T> {
  /** The cards in hand, in the order they were drawn (the opening hand first). */
  hand: T[];
  /** The cards the current turn drew (empty before the first turn and on a turn with no draw). */
  drawnThisTurn: T[];
  /** Cards still in the deck. */
  left: number;
}

/** 32-bit FNV-1a of the text's UTF-16 code units. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1) from a 32-bit state. */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates in place, from the last card down, with the given generator. */
function shuffle<T>(cards: T[], random: () => number): T[] {
  for (let index = cards.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [cards[index], cards[other]] = [cards[other]!, cards[index]!];
  }
  return cards;
}

/** The cards a deck is shuffled from: every copy of every card but the leader, in the list's order. */
export function sampleDeck<T>(groups: ReadonlyArray<Pick<CompositionGroup, 'key'> & { entries: ReadonlyArray<{ card: T; quantity: number }> }>): T[] {
  return groups
    .filter((group) => group.key !== 'leader')
    .flatMap((group) => group.entries.flatMap(({ card, quantity }) => Array.from({ length: Math.max(0, quantity) }, () => card)));
}

/** Cards drawn after the opening hand by the end of the player's own turn `turn` (0: before the first turn). */
export function drawsByTurn(turn: number, goingFirst: boolean, rules: DrawRules): number {
  if (turn <= 0) return 0;
  const firstTurn = goingFirst && !rules.firstPlayerDrawsOnFirstTurn ? 0 : rules.perTurn;
  return firstTurn + rules.perTurn * (turn - 1);
}

/** The hand the state gives: shuffle (again for each mulligan), deal the opening hand, then each turn's draw. */
export function dealHand<T>(deck: readonly T[], state: HandState, rules: DrawRules): DealtHand<T> {
  const random = mulberry32(hashSeed(state.seed));
  const order = shuffle([...deck], random);
  const mulligans = Math.min(Math.max(0, state.mulligans), rules.mulligans);
  for (let taken = 0; taken < mulligans; taken += 1) shuffle(order, random);
  const turn = Math.max(0, state.turn);
  const held = Math.min(order.length, rules.openingHand + drawsByTurn(turn, state.goingFirst, rules));
  const before = Math.min(order.length, rules.openingHand + drawsByTurn(turn - 1, state.goingFirst, rules));
  return { hand: order.slice(0, held), drawnThisTurn: turn > 0 ? order.slice(before, held) : [], left: order.length - held };
}

/** The last turn worth playing: the one whose draw empties the deck (later turns would draw nothing). */
export function lastTurn(deckSize: number, goingFirst: boolean, rules: DrawRules): number {
  if (rules.perTurn <= 0) return 0;
  let turn = 0;
  while (rules.openingHand + drawsByTurn(turn, goingFirst, rules) < deckSize) turn += 1;
  return turn;
}

const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** A seed that can be read aloud and typed: letters and digits without look-alikes. */
export const SEED_PATTERN = /^[a-z0-9]{1,32}$/;

/** A new hand's seed, from the browser's random source. */
export function randomSeed(length = 8): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => SEED_ALPHABET[byte % SEED_ALPHABET.length]).join('');
}

/** The state an address holds (`?hand=<seed>&first=1&mulligan=1&turn=2`), or null when it holds no readable hand. */
export function readHandState(params: URLSearchParams, rules: DrawRules): HandState | null {
  const seed = params.get('hand');
  if (!seed || !SEED_PATTERN.test(seed)) return null;
  const number = (name: string, max: number) => {
    const value = Number.parseInt(params.get(name) ?? '0', 10);
    return Number.isFinite(value) ? Math.min(Math.max(0, value), max) : 0;
  };
  return { seed, goingFirst: params.get('first') !== '0', mulligans: number('mulligan', rules.mulligans), turn: number('turn', 99) };
}

/** The address's parameters for a state, the page's other parameters kept. */
export function writeHandState(params: URLSearchParams, state: HandState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('hand', state.seed);
  next.set('first', state.goingFirst ? '1' : '0');
  next.set('mulligan', String(state.mulligans));
  next.set('turn', String(state.turn));
  return next;
}
