import type { Deck } from '../domain/deck.js';
import { leaderRef, refersToCard } from './card-resolver.js';

/**
 * Copies a deck lists that the card database no longer has (the leader counts as one): what a
 * deck page must say instead of showing a smaller count as if nothing were wrong. `resolved` are the
 * deck's entries that were found (by id, else by code), `leaderFound` whether its leader was.
 */
export function missingCardCount(
  deck: Pick<Deck, 'leaderId' | 'leaderCode' | 'cards'>,
  resolved: ReadonlyArray<{ quantity: number }>,
  leaderFound: boolean,
): number {
  const listed = deck.cards.reduce((sum, entry) => sum + entry.quantity, 0);
  const found = resolved.reduce((sum, entry) => sum + entry.quantity, 0);
  const leaderMissing = !leaderFound && refersToCard(leaderRef(deck)) ? 1 : 0;
  return Math.max(0, listed - found) + leaderMissing;
}
