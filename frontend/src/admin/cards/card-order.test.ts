import { describe, expect, it } from 'vitest';
import { aCard } from '../../test/fixtures';
import { compareBySetNumber, selectTableCards } from './card-order';

describe('compareBySetNumber (SPEC §2: prefix, set number, number after the dash)', () => {
  it('orders codes like the API', () => {
    const codes = ['OP10-001', 'ST01-001', 'OP01-024_p1', 'OP02-001', 'OP01-024', 'EB01-001', 'OP01-100', 'OP01-009', 'P-001'];
    expect([...codes].map((code) => ({ code })).sort(compareBySetNumber).map(({ code }) => code)).toEqual([
      'EB01-001',
      'OP01-009',
      'OP01-024',
      'OP01-024_p1',
      'OP01-100',
      'OP02-001',
      'OP10-001',
      'P-001',
      'ST01-001',
    ]);
  });
});

describe('selectTableCards', () => {
  const cards = [
    aCard({ id: 3, code: 'OP02-001', name: 'Édouard', type: 'Leader', set: 'OP-02' }),
    aCard({ id: 1, code: 'ST01-001', name: 'Luffy', type: 'LEADER', set: 'ST-01' }),
    aCard({ id: 2, code: 'OP01-016', name: 'Nami', type: '', set: 'OP-01' }),
    aCard({ id: 4, code: 'OP01-001', name: 'Zoro', type: 'CHARACTER', set: 'OP-01' }),
  ];
  const ids = (query: Partial<Parameters<typeof selectTableCards>[1]>) =>
    selectTableCards(cards, { search: '', onlyInvalidType: false, bySetNumber: false, ...query }).map((card) => card.id);

  it('lists cards in import order (id) or by set number', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ bySetNumber: true })).toEqual([4, 2, 3, 1]);
  });

  it('searches name, code and set, ignoring case and accents', () => {
    expect(ids({ search: 'edou' })).toEqual([3]);
    expect(ids({ search: 'st01' })).toEqual([1]);
    expect(ids({ search: 'op-01' })).toEqual([2, 4]);
  });

  it('keeps only empty or invalid types on request', () => {
    expect(ids({ onlyInvalidType: true })).toEqual([2, 3]);
  });
});
