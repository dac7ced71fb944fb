import { describe, expect, it } from 'vitest';
import { byNewest, byPriorityThenNewest } from './deck-order';

const deck = (id: number, overrides: Partial<{ priority: number; createdAt: string; tier: string; format: string; isDraft: number }> = {}) => ({
  id,
  priority: 5,
  createdAt: `2025-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
  tier: 'Tier 1',
  format: 'OP10',
  isDraft: 0,
  ...overrides,
});

describe('deck orderings', () => {
  it('byNewest puts the latest first and the higher id first within the same instant', () => {
    const sameTime = '2025-02-01T10:00:00.000Z';
    const sorted = [deck(1), deck(3), deck(2), deck(7, { createdAt: sameTime }), deck(8, { createdAt: sameTime })].sort(byNewest);
    expect(sorted.map(({ id }) => id)).toEqual([8, 7, 3, 2, 1]);
  });

  it('byPriorityThenNewest sorts by priority ascending, then newest first', () => {
    const sorted = [deck(1, { priority: 3 }), deck(2, { priority: 1 }), deck(3, { priority: 3 }), deck(4, { priority: 10 })].sort(byPriorityThenNewest);
    expect(sorted.map(({ id }) => id)).toEqual([2, 3, 1, 4]);
  });

  it('treats a missing priority as 5', () => {
    const sorted = [deck(1, { priority: 6 }), deck(2, { priority: 0 }), deck(3, { priority: 4 })].sort(byPriorityThenNewest);
    expect(sorted.map(({ id }) => id)).toEqual([3, 2, 1]);
  });
});
