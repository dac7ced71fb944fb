import { printingBaseCode } from '../../cards/domain/card.js';

/**
 * Which listed decks play which cards (issue 35: card and leader pages), worked out from one row per
 * deck entry: printings count as one card (the 4-copy rule's base code), and a deck's share is
 * against every listed deck (curated and community; never private, unlisted or hidden ones).
 */
export interface DeckEntryRow {
  deckId: number;
  /** The code of the card the entry resolves to (by id, else by code). */
  cardCode: string;
  quantity: number;
}

/** A card as a leader's decks play it. */
export interface CardShare {
  /** The base code (printings together). */
  code: string;
  /** Listed decks of the leader that play it. */
  decks: number;
  /** decks / the leader's listed decks, 0 to 1. */
  share: number;
  /** Copies per deck that plays it. */
  averageCopies: number;
}

/** A card that is in at least this share of a leader's decks is one of its core cards. */
export const CORE_CARD_SHARE = 0.75;

/** Flex cards a leader page lists: the most played; past them come one-offs of single decks. */
export const FLEX_CARDS_SHOWN = 30;

/** Copies per deck, to one decimal (what a player reads: "3.4 copies"). */
const perDeck = (copies: number, decks: number) => (decks ? Math.round((copies / decks) * 10) / 10 : 0);
const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);

/**
 * A leader's cards from its decks' entries: core (in ≥ 75 % of its decks) and flex (the most played
 * FLEX_CARDS_SHOWN of the rest), each most played first, then by code.
 */
export function leaderCards(entries: readonly DeckEntryRow[], leaderDecks: number): { core: CardShare[]; flex: CardShare[] } {
  const byCard = new Map<string, { decks: Set<number>; copies: number }>();
  for (const { deckId, cardCode, quantity } of entries) {
    const code = printingBaseCode(cardCode);
    const card = byCard.get(code) ?? { decks: new Set<number>(), copies: 0 };
    card.decks.add(deckId);
    card.copies += quantity;
    byCard.set(code, card);
  }
  const cards = [...byCard]
    .map(([code, { decks, copies }]) => ({ code, decks: decks.size, share: ratio(decks.size, leaderDecks), averageCopies: perDeck(copies, decks.size) }))
    .sort((a, b) => b.decks - a.decks || b.averageCopies - a.averageCopies || a.code.localeCompare(b.code));
  return {
    core: cards.filter((card) => card.share >= CORE_CARD_SHARE),
    flex: cards.filter((card) => card.share < CORE_CARD_SHARE).slice(0, FLEX_CARDS_SHOWN),
  };
}

/** A card's use among the decks of one leader. */
export interface LeaderUsage {
  leaderCode: string;
  /** The leader's listed decks that play the card. */
  decks: number;
  /** The leader's listed decks. */
  leaderDecks: number;
  /** decks / leaderDecks, 0 to 1. */
  share: number;
  averageCopies: number;
}

export interface CardUsage {
  /** Listed decks that play the card (any printing). */
  decks: number;
  /** Copies per deck that plays it. */
  averageCopies: number;
  /** Per leader whose decks play it, most decks first. */
  byLeader: LeaderUsage[];
}

/**
 * A card's use from the entries that hold it (any printing), each with its deck's leader, and the
 * listed decks of every leader.
 */
export function cardUsage(entries: ReadonlyArray<DeckEntryRow & { leaderCode: string }>, leaderDecks: ReadonlyMap<string, number>): CardUsage {
  const copiesByDeck = new Map<number, { leaderCode: string; copies: number }>();
  for (const { deckId, leaderCode, quantity } of entries) {
    const deck = copiesByDeck.get(deckId) ?? { leaderCode, copies: 0 };
    deck.copies += quantity;
    copiesByDeck.set(deckId, deck);
  }
  const byLeader = new Map<string, { decks: number; copies: number }>();
  let copies = 0;
  for (const deck of copiesByDeck.values()) {
    const leader = byLeader.get(deck.leaderCode) ?? { decks: 0, copies: 0 };
    leader.decks += 1;
    leader.copies += deck.copies;
    byLeader.set(deck.leaderCode, leader);
    copies += deck.copies;
  }
  return {
    decks: copiesByDeck.size,
    averageCopies: perDeck(copies, copiesByDeck.size),
    byLeader: [...byLeader]
      .map(([leaderCode, leader]) => {
        const total = Math.max(leaderDecks.get(leaderCode) ?? 0, leader.decks);
        return { leaderCode, decks: leader.decks, leaderDecks: total, share: ratio(leader.decks, total), averageCopies: perDeck(leader.copies, leader.decks) };
      })
      .sort((a, b) => b.decks - a.decks || a.leaderCode.localeCompare(b.leaderCode)),
  };
}

/** A leader's share of every listed deck, 0 to 1. */
export const metaShare = (leaderDecks: number, listedDecks: number): number => ratio(leaderDecks, listedDecks);
