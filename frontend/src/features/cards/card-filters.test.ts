import { describe, expect, it } from 'vitest';
import type { CardDto } from '../../api/generated';
import { someGameRules } from '../../test/game-rules';
import { countActiveFilters, filterCards, filterOptions, NO_FILTERS } from './card-filters';

const card = (overrides: Partial<CardDto>): CardDto => ({
  id: 1,
  code: 'OP01-001',
  name: 'Roronoa Zoro',
  type: 'LEADER',
  normalizedType: overrides.type ?? 'LEADER',
  imageUrl: null,
  rarity: null,
  baseCode: 'OP01-001',
  printing: 'base',
  cost: 5,
  power: 5000,
  counter: null,
  color: 'Red',
  attribute: 'Slash',
  family: 'Supernovas/Straw Hat Crew',
  ability: null,
  trigger: null,
  set: 'OP-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const CARDS = [
  card({ id: 1 }),
  card({ id: 2, code: 'OP01-002', name: 'Trafalgar Law', color: 'Red/Green', cost: 4, family: 'Supernovas/Heart Pirates' }),
  card({ id: 3, code: 'OP01-016', name: 'Nami', type: 'CHARACTER', cost: 1, power: 1000, family: 'Straw Hat Crew', attribute: 'Special' }),
  card({ id: 4, code: 'OP02-004', name: 'Édouard', type: 'CHARACTER', cost: 7, power: 7000, set: 'OP-02', color: 'Blue' }),
  card({ id: 5, code: 'OP02-090', name: 'Gum-Gum', type: 'EVENT', cost: null, power: null, set: 'OP-02', attribute: null, family: null }),
  card({ id: 6, code: 'OP03-001', name: 'Big', type: 'CHARACTER', cost: 10, power: 12000, set: 'OP-03' }),
];
const ids = (filters: Partial<typeof NO_FILTERS>) => filterCards(CARDS, { ...NO_FILTERS, ...filters }).map((entry) => entry.id);

describe('card filters (SPEC /cards)', () => {
  it('keeps everything without filters, in the given order', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('matches the name as a substring, ignoring case and accents', () => {
    expect(ids({ name: 'ZOR' })).toEqual([1]);
    expect(ids({ name: 'edou' })).toEqual([4]);
  });

  it('matches multicolour cards on each colour', () => {
    expect(ids({ color: 'Green' })).toEqual([2]);
    expect(ids({ color: 'Red' })).toEqual([1, 2, 3, 5, 6]);
  });

  it('filters cost exactly for 1–5 and as a minimum for 6+', () => {
    expect(ids({ cost: '4' })).toEqual([2]);
    expect(ids({ cost: '6+' })).toEqual([4, 6]);
  });

  it('filters the four power ranges inclusively and skips cards without power', () => {
    expect(ids({ power: '1-3000' })).toEqual([3]);
    expect(ids({ power: '3001-5000' })).toEqual([1, 2]);
    expect(ids({ power: '5001-7000' })).toEqual([4]);
    expect(ids({ power: '7001+' })).toEqual([6]);
  });

  it('combines type, set, attribute and family', () => {
    expect(ids({ type: 'CHARACTER', set: 'OP-01' })).toEqual([3]);
    expect(ids({ attribute: 'Special' })).toEqual([3]);
    expect(ids({ family: 'Supernovas' })).toEqual([1, 2, 4, 6]);
    expect(ids({ family: 'Straw Hat Crew', type: 'LEADER' })).toEqual([1]);
  });

  it('offers the choices present in the data', () => {
    const options = filterOptions(CARDS, someGameRules().cardTypes);
    expect(options.types).toEqual(['LEADER', 'CHARACTER', 'EVENT']);
    expect(options.colors).toEqual(['Blue', 'Green', 'Red']);
    expect(options.sets).toEqual(['OP-01', 'OP-02', 'OP-03']);
    expect(options.families).toEqual(['Heart Pirates', 'Straw Hat Crew', 'Supernovas']);
  });

  it('counts the active filters', () => {
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...NO_FILTERS, name: '  ', cost: '6+', color: 'Red' })).toBe(2);
  });
});
