import { describe, expect, it } from 'vitest';
import { aCard } from '../../test/fixtures';
import { groupDeckCards } from './deck-composition';

const leader = aCard({ id: 1, code: 'ST01-001', type: 'LEADER' });
const zoro = aCard({ id: 2, code: 'ST01-013', type: 'CHARACTER' });
const nami = aCard({ id: 3, code: 'ST01-007', type: 'Character', normalizedType: 'CHARACTER' });
const guard = aCard({ id: 4, code: 'ST01-014', type: 'EVENT' });
const ship = aCard({ id: 5, code: 'ST01-017', type: 'STAGE' });
const don = aCard({ id: 6, code: 'DON-001', type: 'DON' });

describe('groupDeckCards', () => {
  it('groups leader, characters, events and stages, sorted by code, with their copies', () => {
    const groups = groupDeckCards(
      {
        leaderId: 1,
        leader: { id: 1 },
        cards: [
          { cardId: 2, quantity: 4 },
          { cardId: 3, quantity: 2 },
          { cardId: 4, quantity: 3 },
          { cardId: 5, quantity: 1 },
        ],
      },
      [leader, zoro, nami, guard, ship],
    );

    expect(groups.map(({ key, count }) => [key, count])).toEqual([
      ['leader', 1],
      ['characters', 6],
      ['events', 3],
      ['stages', 1],
    ]);
    expect(groups[1]!.entries.map(({ card }) => card.code)).toEqual(['ST01-007', 'ST01-013']);
  });

  it('skips unknown card ids and leaves empty groups out', () => {
    const groups = groupDeckCards(
      {
        leaderId: 99,
        leader: null,
        cards: [
          { cardId: 2, quantity: 4 },
          { cardId: 404, quantity: 4 },
        ],
      },
      [zoro],
    );
    expect(groups.map(({ key }) => key)).toEqual(['characters']);
  });

  it('finds the leader by the resolved leader when the stored id changed', () => {
    const groups = groupDeckCards({ leaderId: 77, leader: { id: 1 }, cards: [] }, [leader]);
    expect(groups).toEqual([{ key: 'leader', entries: [{ card: leader, quantity: 1 }], count: 1 }]);
  });

  it('keeps cards of other types in a last group', () => {
    expect(groupDeckCards({ leaderId: null, leader: null, cards: [{ cardId: 6, quantity: 1 }] }, [don]).map(({ key }) => key)).toEqual(['other']);
  });
});
