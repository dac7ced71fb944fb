import { cardColours, compareBySetNumber, isNormalizedType, normalizeCardType, printingBaseCode, printingKind } from './card.js';

describe('normalizeCardType (docs/product.md#card-types)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['-', ''],
    [null, ''],
    [undefined, ''],
    ['DON', 'DON'],
    ['Don', 'DON'],
    ['DON!!', 'DON'],
    ['don!!', 'DON'],
    ['LEADER', 'LEADER'],
    ['Leader', 'LEADER'],
    ['leader', 'LEADER'],
    ['Character', 'CHARACTER'],
    ['event', 'EVENT'],
    ['Stage', 'STAGE'],
    ['Character Card', 'CHARACTER'],
    ['LEADER (promo)', 'LEADER'],
    ['Stage/Event', 'EVENT'],
    ['token', 'TOKEN'],
    [' weird ', 'WEIRD'],
  ])('%p becomes %p', (raw, expected) => {
    expect(normalizeCardType(raw as string | null | undefined)).toBe(expected);
  });

  it('knows which stored types are already normalised', () => {
    expect(isNormalizedType('LEADER')).toBe(true);
    expect(isNormalizedType('')).toBe(true);
    expect(isNormalizedType('Leader')).toBe(false);
    expect(isNormalizedType('DON!!')).toBe(false);
    expect(isNormalizedType('-')).toBe(false);
  });
});

describe('compareBySetNumber (docs/product.md#cards)', () => {
  const sorted = (codes: string[]) =>
    codes
      .map((code) => ({ code }))
      .sort(compareBySetNumber)
      .map((card) => card.code);

  it('orders by prefix, then set number, then the number after the dash', () => {
    expect(sorted(['OP10-001', 'OP02-010', 'ST01-002', 'OP02-002', 'EB01-061', 'OP01-120', 'ST10-001', 'ST02-001'])).toEqual([
      'EB01-061',
      'OP01-120',
      'OP02-002',
      'OP02-010',
      'OP10-001',
      'ST01-002',
      'ST02-001',
      'ST10-001',
    ]);
  });

  it('compares numbers as numbers, not text', () => {
    expect(sorted(['OP01-100', 'OP01-20', 'OP01-3'])).toEqual(['OP01-3', 'OP01-20', 'OP01-100']);
  });

  it('keeps parallel and reprint variants right after their base card', () => {
    expect(sorted(['OP01-024_p1', 'OP01-025', 'OP01-024', 'OP01-024_r1'])).toEqual(['OP01-024', 'OP01-024_p1', 'OP01-024_r1', 'OP01-025']);
  });

  it('handles promo and odd codes without throwing and puts them last in their prefix', () => {
    expect(sorted(['P-010', 'P-002', 'PRB01-001', 'OP01-001'])).toEqual(['OP01-001', 'P-002', 'P-010', 'PRB01-001']);
    expect(sorted(['weird', 'OP01-001'])).toEqual(['OP01-001', 'weird']);
  });
});

describe('printingBaseCode', () => {
  it.each([
    ['OP01-024_p1', 'OP01-024'],
    ['op01-024_P9', 'OP01-024'],
    ['OP07-091_r2', 'OP07-091'],
    ['ST01-012-p2', 'ST01-012'],
    ['EB01-001_c1', 'EB01-001'],
    ['OP01-024', 'OP01-024'],
    ['P-001', 'P-001'],
  ])('%s is a printing of %s', (code, base) => {
    expect(printingBaseCode(code)).toBe(base);
  });
});

describe('printingKind', () => {
  it.each([
    ['OP01-024', 'base'],
    ['P-001', 'base'],
    ['OP01-024_p1', 'parallel'],
    ['ST01-012-p2', 'parallel'],
    ['op07-091_R2', 'reprint'],
    ['EB01-001_c1', 'variant'],
  ])('%s is a %s printing', (code, kind) => {
    expect(printingKind(code)).toBe(kind);
  });
});

describe('cardColours', () => {
  it('splits multicolour cards on the slash, trimmed, empty parts dropped', () => {
    expect(cardColours('Red')).toEqual(['Red']);
    expect(cardColours('Red/Green')).toEqual(['Red', 'Green']);
    expect(cardColours(' Red / Green /')).toEqual(['Red', 'Green']);
    expect(cardColours('')).toEqual([]);
    expect(cardColours(null)).toEqual([]);
    expect(cardColours(undefined)).toEqual([]);
  });
});
