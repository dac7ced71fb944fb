import { describe, expect, it } from 'vitest';
import { parseCardCodes, progressPercent, splitByPresence } from './card-codes';

describe('automatic search input (docs/product.md#card-import-files)', () => {
  it('trims lines, strips a leading quantity, uppercases and drops blank lines', () => {
    expect(parseCardCodes('  op01-001 \n\n3 OP01-016\n4xop02-004\n2x ST01-012\n1 x eb01-001\n   \n')).toEqual({
      ok: true,
      codes: ['OP01-001', 'OP01-016', 'OP02-004', 'ST01-012', 'EB01-001'],
    });
  });

  it('keeps only the code of a deck-list line, and each code once', () => {
    expect(parseCardCodes('4 OP01-016 Nami\nOP01-016\r\nop01-024_p1')).toEqual({ ok: true, codes: ['OP01-016', 'OP01-024_P1'] });
  });

  it('refuses blank input and input without codes', () => {
    expect(parseCardCodes('')).toEqual({ ok: false, reason: 'blank' });
    expect(parseCardCodes(' \n\t\n')).toEqual({ ok: false, reason: 'blank' });
    expect(parseCardCodes('3 \n4x\n')).toEqual({ ok: false, reason: 'noValidCodes' });
  });

  it('skips codes already in the database, whatever their case', () => {
    expect(splitByPresence(['OP01-001', 'OP01-002', 'ST01-001'], ['op01-001', 'ST01-001'])).toEqual({
      missing: ['OP01-002'],
      present: ['OP01-001', 'ST01-001'],
    });
  });

  it('rounds the progress to a whole percent', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
