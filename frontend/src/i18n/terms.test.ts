import { describe, expect, it } from 'vitest';
import itMessages from './it.json';

/**
 * Issue #10 item 8: one name per card type, the one the Italian card game prints. The card database, a
 * deck's list and its popup (components/CardDetailModal.tsx, the site's one card popup) read the same keys.
 */
describe('card type names', () => {
  it('calls stages "Terreno" in the card database and on deck pages alike', () => {
    expect(itMessages['cards.type.STAGE']).toBe('Terreno');
    expect(itMessages['deck.composition.stages']).toMatch(/^Terreni /);
  });
});
