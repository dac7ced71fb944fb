import { describe, expect, it } from 'vitest';
import en from './en.json';
import itMessages from './it.json';

/** Issue #10 item 8: one name per card type, the one the Italian card game prints. */
describe('card type names', () => {
  it('calls stages "Terreno" in the card database and on deck pages alike', () => {
    expect(itMessages['cards.type.STAGE']).toBe('Terreno');
    expect(itMessages['deck.card.type.STAGE']).toBe('Terreno');
    expect(itMessages['deck.composition.stages']).toMatch(/^Terreni /);
    expect(en['cards.type.STAGE']).toBe(en['deck.card.type.STAGE']);
  });

  it('uses the same word for every type in both places', () => {
    for (const type of ['LEADER', 'CHARACTER', 'EVENT', 'STAGE'] as const) {
      expect(itMessages[`cards.type.${type}`]).toBe(itMessages[`deck.card.type.${type}`]);
      expect(en[`cards.type.${type}`]).toBe(en[`deck.card.type.${type}`]);
    }
  });
});
