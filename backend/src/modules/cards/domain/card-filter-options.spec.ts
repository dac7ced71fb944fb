import type { Card } from './card.js';
import { cardFilterOptions } from './card-filter-options.js';
import { parseCardQuery } from './card-search.js';

let nextId = 1;
function aCard(fields: Partial<Card>): Card {
  return {
    id: nextId++,
    code: `OP01-${String(nextId).padStart(3, '0')}`,
    name: 'A card',
    type: 'CHARACTER',
    imageUrl: null,
    cost: 1,
    power: 1000,
    counter: null,
    color: 'Red',
    attribute: null,
    family: null,
    ability: null,
    trigger: null,
    set: 'OP-01',
    createdAt: new Date(0),
    ...fields,
  };
}

describe('cardFilterOptions', () => {
  const options = cardFilterOptions([
    aCard({ type: 'Stage', color: 'Yellow', set: 'ST-10', attribute: null, family: 'Sky Island', rarity: 'Common' }),
    aCard({
      type: 'LEADER',
      color: 'Red/Green',
      set: 'Ace &amp; Newgate [PRB-02]',
      attribute: 'Slash/Special',
      family: 'Supernovas/Straw Hat Crew',
      rarity: 'SR',
    }),
    aCard({ type: 'character', color: 'Green', set: 'OP-01', attribute: 'Slash', family: 'Straw Hat Crew', rarity: 'SuperRare' }),
    aCard({ type: 'EVENT', color: 'Pink', set: 'PROMOTION-CARD', attribute: 'Strike' }),
  ]);

  it('lists normalised types in the game’s order and colours in the usual order, each with its term', () => {
    expect(options.types).toEqual([
      { value: 'LEADER', term: 't:leader' },
      { value: 'CHARACTER', term: 't:character' },
      { value: 'EVENT', term: 't:event' },
      { value: 'STAGE', term: 't:stage' },
    ]);
    // A colour the game does not have cannot be searched, so it is not offered.
    expect(options.colors).toEqual([
      { value: 'Red', term: 'c:red' },
      { value: 'Green', term: 'c:green' },
      { value: 'Yellow', term: 'c:yellow' },
    ]);
  });

  it('lists sets in set order with readable names', () => {
    expect(options.sets).toEqual([
      { value: 'OP-01', term: 'set:OP-01' },
      { value: 'Ace & Newgate [PRB-02]', term: 'set:"Ace & Newgate [PRB-02]"' },
      { value: 'ST-10', term: 'set:ST-10' },
      { value: 'PROMOTION-CARD', term: 'set:PROMOTION-CARD' },
    ]);
  });

  it('splits combined attributes and families into their parts, and merges the spellings of a rarity', () => {
    expect(options.attributes.map(({ value }) => value)).toEqual(['Slash', 'Special', 'Strike']);
    expect(options.families.map(({ value }) => value)).toEqual(['Sky Island', 'Straw Hat Crew', 'Supernovas']);
    expect(options.families[1]).toEqual({ value: 'Straw Hat Crew', term: 'f:"Straw Hat Crew"' });
    expect(options.rarities).toEqual([
      { value: 'Common', term: 'r:common' },
      { value: 'SR', term: 'r:sr' },
    ]);
  });

  it('offers the product cost and power choices as terms the search reads', () => {
    expect(options.costs.map(({ value, term }) => `${value} ${term}`)).toEqual(['1 cost=1', '2 cost=2', '3 cost=3', '4 cost=4', '5 cost=5', '6+ cost>=6']);
    expect(options.powers.map(({ term }) => term)).toEqual(['power>=1 power<=3000', 'power>=3001 power<=5000', 'power>=5001 power<=7000', 'power>=7001']);
    for (const { term } of [...options.costs, ...options.powers, ...options.sets, ...options.families]) {
      const parsed = parseCardQuery(term);
      expect(parsed.ok && parsed.terms.map((read) => read.text).join(' ')).toBe(term);
    }
  });
});
