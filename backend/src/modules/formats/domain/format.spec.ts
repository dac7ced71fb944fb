import { cardLegality, cardSetCode, compareFormats, normalizeFormat, validateFormat } from './format.js';

describe('format rules', () => {
  it('reads the set of a card from its code, printings included', () => {
    expect(['OP01-024', 'OP01-024_p1', 'st10-003', 'P-001', 'EB01-012_r1', 'PRB01-001'].map(cardSetCode)).toEqual([
      'OP01',
      'OP01',
      'ST10',
      'P',
      'EB01',
      'PRB01',
    ]);
  });

  it('normalises what an admin typed: upper case, trimmed, no blank or repeated sets, one ban entry per card', () => {
    expect(
      normalizeFormat({
        code: ' op11 ',
        name: ' OP-11 ',
        legalSets: ['op01', ' ', 'OP01', 'st10'],
        banList: [
          { code: 'op01-024', maxCopies: 0 },
          { code: 'OP01-024', maxCopies: 1 },
        ],
      }),
    ).toEqual({ code: 'OP11', name: 'OP-11', legalSets: ['OP01', 'ST10'], banList: [{ code: 'OP01-024', maxCopies: 1 }] });
  });

  it('accepts a well-formed format', () => {
    expect(validateFormat({ code: 'OP11', name: 'OP11', legalSets: ['OP01', 'P'], banList: [{ code: 'OP01-024', maxCopies: 0 }] })).toEqual([]);
  });

  it('reports every broken rule by code', () => {
    expect(
      validateFormat({
        code: 'op 11!',
        name: '',
        legalSets: ['OP 01'],
        banList: [
          { code: 'nonsense', maxCopies: 2 },
          { code: 'OP01-001', maxCopies: 4 },
        ],
      }).map((problem) => `${problem.field}:${problem.code}`),
    ).toEqual(['code:invalidFormatCode', 'name:formatNameRequired', 'legalSets:invalidSet', 'banList:invalidBanCode', 'banList:invalidBanCopies']);
    expect(validateFormat({ code: 'OP11', name: 'x', legalSets: [], banList: [] }).map((problem) => problem.code)).toEqual(['legalSetsRequired']);
  });

  it('orders formats newest first, numbers as numbers', () => {
    expect([{ code: 'OP08' }, { code: 'OP100' }, { code: 'OP10' }, { code: 'OP09' }].sort(compareFormats).map((format) => format.code)).toEqual([
      'OP100',
      'OP10',
      'OP09',
      'OP08',
    ]);
  });
});

describe('cardLegality', () => {
  const format = {
    legalSets: ['OP09', 'OP10', 'ST01'],
    banList: [
      { code: 'OP09-013', maxCopies: 0 },
      { code: 'ST01-012', maxCopies: 1 },
    ],
  };

  it('reads the set first, then the ban list, printings together', () => {
    expect(cardLegality(format, 'OP10-001')).toEqual({ status: 'legal' });
    expect(cardLegality(format, 'OP08-001')).toEqual({ status: 'notLegal' });
    expect(cardLegality(format, 'OP09-013_p1')).toEqual({ status: 'banned' });
    expect(cardLegality(format, 'st01-012')).toEqual({ status: 'restricted', maxCopies: 1 });
  });
});
