import { describe, expect, it } from 'vitest';
import type { CardFilterOptionsDto } from '../../api/generated';
import { DEFAULT_VIEW, hasLegacyFilters, legacyNeedsOptions, legacyQuery, readCardsView, writeCardsView } from './card-query';

const OPTIONS: CardFilterOptionsDto = {
  types: [{ value: 'LEADER', term: 't:leader' }],
  colors: [{ value: 'Blue', term: 'c:blue' }],
  costs: [
    { value: '4', term: 'cost=4' },
    { value: '6+', term: 'cost>=6' },
  ],
  powers: [{ value: '1-3000', term: 'power>=1 power<=3000' }],
  sets: [{ value: 'OP-01', term: 'set:OP-01' }],
  attributes: [{ value: 'Slash', term: 'a:Slash' }],
  families: [{ value: 'Straw Hat Crew', term: 'f:"Straw Hat Crew"' }],
  rarities: [],
};

describe('cards view in the address', () => {
  it('reads the query, the layout, the order and the printings', () => {
    expect(readCardsView(new URLSearchParams('q=c%3Ared+cost%3C%3D2&view=list&sort=name&printings=all'))).toEqual({
      q: 'c:red cost<=2',
      layout: 'list',
      sort: 'name',
      printings: 'all',
    });
  });

  it('ignores unknown or malformed values', () => {
    expect(readCardsView(new URLSearchParams('view=cards&sort=price&printings=some'))).toEqual(DEFAULT_VIEW);
  });

  it('writes only what differs from the defaults, in a fixed order, and reads it back', () => {
    expect(writeCardsView(DEFAULT_VIEW).toString()).toBe('');
    expect(writeCardsView({ ...DEFAULT_VIEW, q: '   ' }).toString()).toBe('');
    const view = { q: 't:leader "on play"', layout: 'grid' as const, sort: 'name' as const, printings: 'all' as const };
    const params = writeCardsView(view);
    expect(params.toString()).toBe('q=t%3Aleader+%22on+play%22&sort=name&printings=all');
    expect(readCardsView(params)).toEqual(view);
  });
});

describe('addresses from before the search syntax', () => {
  it('turns ?search= into a name search and each filter into the term its choice writes', () => {
    const params = new URLSearchParams('search=monkey d&color=Blue&cost=6%2B&power=1-3000&family=Straw Hat Crew&set=OP-99&view=list');
    expect(hasLegacyFilters(params)).toBe(true);
    expect(legacyNeedsOptions(params)).toBe(true);
    expect(legacyQuery(params, OPTIONS)).toBe('name:"monkey d" c:blue cost>=6 power>=1 power<=3000 f:"Straw Hat Crew"');
  });

  it('needs no filter choices for ?search= alone, and leaves addresses with q alone', () => {
    const search = new URLSearchParams('search=zoro');
    expect(legacyNeedsOptions(search)).toBe(false);
    expect(legacyQuery(search, undefined)).toBe('name:zoro');
    expect(legacyQuery(new URLSearchParams('search=say "hi"'), undefined)).toBe('name:"say hi"');
    expect(hasLegacyFilters(new URLSearchParams('q=zoro&search=nami'))).toBe(false);
    expect(hasLegacyFilters(new URLSearchParams('view=list&search='))).toBe(false);
  });
});
