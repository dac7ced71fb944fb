import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import adminEn from './admin.en.json';
import adminIt from './admin.it.json';
import en from './en.json';

const format = (message: string, locale: string, values: Record<string, number>) => new IntlMessageFormat(message, locale).format(values);

/** Issue #10 item 7: the texts the product writes, and numbers in the reader's format. */
describe('message catalogue', () => {
  it('reads the card counters with grouped numbers on both sides', () => {
    expect(format(adminEn['admin.cards.table.count'], 'en', { count: 4677, total: 4677 })).toBe('4,677 cards of 4,677');
    expect(format(adminIt['admin.cards.table.count'], 'it', { count: 14677, total: 14677 })).toBe('14.677 carte su 14.677');
    expect(format(en['cards.count'], 'en', { shown: 24, total: 4677 })).toBe('Showing 24 of 4,677 cards');
  });

  it("says 'Testo estratto' when the card-text helper's text is applied (docs/product.md#messages)", () => {
    expect(adminIt['admin.cards.ocr.applied']).toBe('Testo estratto');
  });
});
