import { describe, expect, it } from 'vitest';
import { exportDeckList } from './deck-list';

describe('exportDeckList', () => {
  it('puts the leader first, then the cards by code, one {q}x{code} per line', () => {
    const text = exportDeckList({ code: 'ST01-001' }, [
      { code: 'ST01-013', quantity: 2 },
      { code: 'OP01-016', quantity: 4 },
      { code: 'ST01-002', quantity: 4 },
    ]);
    expect(text).toBe('1xST01-001\n4xOP01-016\n4xST01-002\n2xST01-013');
  });

  it('leaves the leader line out when the deck has none', () => {
    expect(exportDeckList(null, [{ code: 'ST01-004', quantity: 3 }])).toBe('3xST01-004');
  });

  it('does not reorder the array it is given', () => {
    const cards = [
      { code: 'B', quantity: 1 },
      { code: 'A', quantity: 1 },
    ];
    exportDeckList(undefined, cards);
    expect(cards.map(({ code }) => code)).toEqual(['B', 'A']);
  });

  it('is empty for an empty deck', () => {
    expect(exportDeckList(null, [])).toBe('');
  });
});
