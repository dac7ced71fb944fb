import { describe, expect, it } from 'vitest';
import { aCard } from '../../test/fixtures';
import { someGameRules } from '../../test/game-rules';
import { needsNormalisation, selectTableCards } from './card-table';

describe('selectTableCards', () => {
  // As GET /api/cards sends them: by set number (the API's order), each with its normalised type.
  const cards = [
    aCard({ id: 4, code: 'OP01-001', name: 'Zoro', type: 'CHARACTER', set: 'OP-01' }),
    aCard({ id: 2, code: 'OP01-016', name: 'Nami', type: '', normalizedType: '', set: 'OP-01' }),
    aCard({ id: 3, code: 'OP02-001', name: 'Édouard', type: 'Leader', normalizedType: 'LEADER', set: 'OP-02' }),
    aCard({ id: 1, code: 'ST01-001', name: 'Luffy', type: 'LEADER', set: 'ST-01' }),
  ];
  const { cardTypes } = someGameRules();
  const ids = (query: Partial<Parameters<typeof selectTableCards>[1]>) =>
    selectTableCards(cards, { search: '', onlyInvalidType: false, bySetNumber: false, ...query }, cardTypes).map((card) => card.id);

  it("lists cards in import order (id), or in the API's set-number order", () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ bySetNumber: true })).toEqual([4, 2, 3, 1]);
  });

  it('searches name, code and set, ignoring case and accents', () => {
    expect(ids({ search: 'edou' })).toEqual([3]);
    expect(ids({ search: 'st01' })).toEqual([1]);
    expect(ids({ search: 'op-01' })).toEqual([2, 4]);
  });

  it('keeps only types the form does not accept (from the game rules) on request', () => {
    expect(ids({ onlyInvalidType: true })).toEqual([2, 3]);
  });
});

describe('needsNormalisation', () => {
  it("compares the stored type with the API's normalised one", () => {
    expect(needsNormalisation({ type: 'Leader', normalizedType: 'LEADER' })).toBe(true);
    expect(needsNormalisation({ type: 'LEADER', normalizedType: 'LEADER' })).toBe(false);
    expect(needsNormalisation({ type: '', normalizedType: '' })).toBe(false);
  });
});
