/**
 * One definition of a deck's size, used by the builder and the public deck page alike (ADR 0016):
 * the main deck, i.e. the copies of every card except the leader. It is always shown with the
 * leader beside it ("50 + leader"), the way players count a deck.
 */
export function mainDeckCount(cards: ReadonlyArray<{ quantity: number }>): number {
  return cards.reduce((sum, { quantity }) => sum + quantity, 0);
}
