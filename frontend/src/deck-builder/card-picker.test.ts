import { describe, expect, it } from 'vitest';
import { aCard } from '../test/fixtures';
import { someGameRules } from '../test/game-rules';
import { searchCards } from './card-picker';

const cards = [
  aCard({ id: 1, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER' }),
  aCard({ id: 2, code: 'ST01-013', name: 'Roronoa Zoro', type: 'CHARACTER' }),
  aCard({ id: 3, code: 'ST01-014', name: 'Guard Point', type: 'Event', normalizedType: 'EVENT' }),
  aCard({ id: 4, code: 'ST01-017', name: 'Thousand Sunny', type: 'STAGE' }),
  aCard({ id: 5, code: 'DON-001', name: 'DON!!', type: 'DON' }),
  aCard({ id: 6, code: 'ST01-002', name: 'Usopp', type: 'CHARACTER' }),
];

const rules = someGameRules();

describe('searchCards', () => {
  it('finds only leaders for the leader search', () => {
    expect(searchCards(cards, 'leader', rules, '').map(({ id }) => id)).toEqual([1]);
  });

  it('finds characters, events and stages (not DON!!) by name or code, sorted by code', () => {
    expect(searchCards(cards, 'playable', rules, '').map(({ id }) => id)).toEqual([6, 2, 3, 4]);
    expect(searchCards(cards, 'playable', rules, 'zoro').map(({ id }) => id)).toEqual([2]);
    expect(searchCards(cards, 'playable', rules, 'st01-01').map(({ id }) => id)).toEqual([2, 3, 4]);
    expect(searchCards(cards, 'playable', rules, 'luffy')).toEqual([]);
  });

  it('narrows by type', () => {
    expect(searchCards(cards, 'playable', rules, '', 'EVENT').map(({ id }) => id)).toEqual([3]);
  });
});
