import { describe, expect, it } from 'vitest';
import { hasEmptyOrInvalidType, needsNormalisation, normalizeCardType } from './card-type';

describe('normalizeCardType (SPEC §4, same rule as the API)', () => {
  it.each([
    ['', ''],
    ['-', ''],
    ['  ', ''],
    [null, ''],
    ['DON', 'DON'],
    ['DON!!', 'DON'],
    ['Don', 'DON'],
    ['don!!', 'DON'],
    ['LEADER', 'LEADER'],
    ['Leader', 'LEADER'],
    ['character', 'CHARACTER'],
    ['Event', 'EVENT'],
    ['stage', 'STAGE'],
    ['Character Card', 'CHARACTER'],
    ['LEADER CARD', 'LEADER'],
    ['Event/Counter', 'EVENT'],
    ['Token', 'TOKEN'],
  ])('%j becomes %j', (raw, normalized) => {
    expect(normalizeCardType(raw)).toBe(normalized);
  });

  it('flags types that differ from their normalised form', () => {
    expect(needsNormalisation('LEADER')).toBe(false);
    expect(needsNormalisation('')).toBe(false);
    expect(needsNormalisation('TOKEN')).toBe(false);
    expect(needsNormalisation('Leader')).toBe(true);
    expect(needsNormalisation('DON!!')).toBe(true);
    expect(needsNormalisation('-')).toBe(true);
    expect(needsNormalisation(' LEADER')).toBe(true);
  });

  it('finds empty or invalid types for the table toggle', () => {
    expect(hasEmptyOrInvalidType('')).toBe(true);
    expect(hasEmptyOrInvalidType('Leader')).toBe(true);
    expect(hasEmptyOrInvalidType('TOKEN')).toBe(true);
    expect(hasEmptyOrInvalidType('DON')).toBe(false);
    expect(hasEmptyOrInvalidType('STAGE')).toBe(false);
  });
});
