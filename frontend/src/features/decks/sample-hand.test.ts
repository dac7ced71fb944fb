import { describe, expect, it } from 'vitest';
import { someGameRules } from '../../test/game-rules';
import {
  dealHand,
  drawsByTurn,
  hashSeed,
  lastTurn,
  mulberry32,
  randomSeed,
  readHandState,
  sampleDeck,
  SEED_PATTERN,
  writeHandState,
  type HandState,
} from './sample-hand';

// The server's own draw rules (game-rules.json): 5 in the opening hand, one mulligan, a card a turn, no first draw going first.
const rules = someGameRules().draws;

/** A 50-card deck: 12 different cards by 4, and 2 by 1 (as the deck page groups it, the leader first). */
const groups = [
  { key: 'leader' as const, entries: [{ card: 'LEADER', quantity: 1 }] },
  { key: 'characters' as const, entries: Array.from({ length: 10 }, (_, index) => ({ card: `C${index}`, quantity: 4 })) },
  {
    key: 'events' as const,
    entries: [
      { card: 'E0', quantity: 4 },
      { card: 'E1', quantity: 4 },
      { card: 'E2', quantity: 1 },
      { card: 'E3', quantity: 1 },
    ],
  },
];
const deck = sampleDeck(groups);
const state = (overrides: Partial<HandState> = {}): HandState => ({ seed: 'luffy', goingFirst: true, mulligans: 0, turn: 0, ...overrides });

describe('sample hand', () => {
  it('reads the draw rules from the game rules', () => {
    expect(rules).toEqual({ openingHand: 5, mulligans: 1, perTurn: 1, firstPlayerDrawsOnFirstTurn: false });
  });

  it('shuffles every copy of every card but the leader', () => {
    expect(deck).toHaveLength(50);
    expect(deck).not.toContain('LEADER');
    expect(deck.filter((card) => card === 'C3')).toHaveLength(4);
    expect(deck.filter((card) => card === 'E2')).toHaveLength(1);
    // The whole deck dealt out is the deck, in another order: each copy is a card of its own.
    const all = dealHand(deck, state({ turn: 99 }), rules);
    expect(all.left).toBe(0);
    expect([...all.hand].sort()).toEqual([...deck].sort());
    expect(all.hand).not.toEqual(deck);
  });

  it('uses the published FNV-1a and mulberry32', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
    expect(hashSeed('foobar')).toBe(0xbf9cf968);
    const random = mulberry32(0);
    expect(Math.floor(random() * 2 ** 32)).toBe(1144304738);
    expect(Math.floor(random() * 2 ** 32)).toBe(1416247);
  });

  it('gives the same hand for the same seed, another for another seed', () => {
    const first = dealHand(deck, state(), rules);
    expect(first.hand).toHaveLength(5);
    expect(first.left).toBe(45);
    expect(first.drawnThisTurn).toEqual([]);
    expect(dealHand(deck, state(), rules)).toEqual(first);
    expect(dealHand(deck, state({ seed: 'zoro' }), rules).hand).not.toEqual(first.hand);
  });

  it('takes the mulligan from a new shuffle of the whole deck, the same for the same seed', () => {
    const opening = dealHand(deck, state(), rules);
    const mulligan = dealHand(deck, state({ mulligans: 1 }), rules);
    expect(mulligan.hand).toHaveLength(5);
    expect(mulligan.left).toBe(45);
    expect(mulligan.hand).not.toEqual(opening.hand);
    expect(dealHand(deck, state({ mulligans: 1 }), rules)).toEqual(mulligan);
    // One mulligan only: asking for more is the one.
    expect(dealHand(deck, state({ mulligans: 3 }), rules)).toEqual(mulligan);
    // The whole deck was shuffled again: played out, the mulligan's deck is another order of the same cards.
    const opened = dealHand(deck, state({ turn: 99 }), rules).hand;
    const redrawn = dealHand(deck, state({ mulligans: 1, turn: 99 }), rules).hand;
    expect([...redrawn].sort()).toEqual([...opened].sort());
    expect(redrawn).not.toEqual(opened);
  });

  it('draws a card a turn, none on the first turn going first', () => {
    expect(drawsByTurn(0, true, rules)).toBe(0);
    expect(drawsByTurn(1, true, rules)).toBe(0);
    expect(drawsByTurn(1, false, rules)).toBe(1);
    expect(drawsByTurn(3, true, rules)).toBe(2);
    expect(drawsByTurn(3, false, rules)).toBe(3);

    const turnOneFirst = dealHand(deck, state({ turn: 1 }), rules);
    expect(turnOneFirst.hand).toHaveLength(5);
    expect(turnOneFirst.drawnThisTurn).toEqual([]);
    const turnOneSecond = dealHand(deck, state({ goingFirst: false, turn: 1 }), rules);
    expect(turnOneSecond.hand).toHaveLength(6);
    expect(turnOneSecond.left).toBe(44);
    expect(turnOneSecond.drawnThisTurn).toEqual([turnOneSecond.hand[5]]);

    // The draws come from the same deck the opening hand was dealt from: the hand only grows.
    const turnThree = dealHand(deck, state({ turn: 3 }), rules);
    expect(turnThree.hand).toHaveLength(7);
    expect(turnThree.hand.slice(0, 5)).toEqual(dealHand(deck, state(), rules).hand);
    expect(turnThree.drawnThisTurn).toEqual([turnThree.hand[6]]);
  });

  it('stops at an empty deck', () => {
    expect(lastTurn(50, true, rules)).toBe(46);
    expect(lastTurn(50, false, rules)).toBe(45);
    expect(dealHand(deck, state({ turn: 46 }), rules).left).toBe(0);
    const small = dealHand(['A', 'B', 'C'], state({ turn: 4 }), rules);
    expect(small.hand).toHaveLength(3);
    expect(small.left).toBe(0);
    expect(small.drawnThisTurn).toEqual([]);
    expect(dealHand([], state(), rules)).toEqual({ hand: [], drawnThisTurn: [], left: 0 });
  });

  it('reads and writes the state in the address', () => {
    const written = writeHandState(new URLSearchParams('tab=odds'), state({ goingFirst: false, mulligans: 1, turn: 2 }));
    expect(written.toString()).toBe('tab=odds&hand=luffy&first=0&mulligan=1&turn=2');
    expect(readHandState(written, rules)).toEqual(state({ goingFirst: false, mulligans: 1, turn: 2 }));
    expect(readHandState(new URLSearchParams('hand=luffy'), rules)).toEqual(state());
    expect(readHandState(new URLSearchParams(''), rules)).toBeNull();
    expect(readHandState(new URLSearchParams('hand=<script>'), rules)).toBeNull();
    expect(readHandState(new URLSearchParams('hand=luffy&mulligan=9&turn=-4'), rules)).toEqual(state({ mulligans: 1 }));
    expect(readHandState(new URLSearchParams('hand=luffy&turn=abc'), rules)).toEqual(state());
  });

  it('picks readable random seeds', () => {
    const seeds = new Set(Array.from({ length: 20 }, () => randomSeed()));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(SEED_PATTERN);
  });
});
