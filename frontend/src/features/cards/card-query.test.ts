import { describe, expect, it } from 'vitest';
import type { CardFilterOptionsDto } from '../../api/generated';
import { aCard } from '../../test/fixtures';
import { DEFAULT_VIEW, groupPrintings, hasLegacyFilters, legacyNeedsOptions, legacyQuery, readCardsView, sortCards, writeCardsView } from './card-query';

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

describe('sortCards', () => {
  const cards = [aCard({ id: 1, name: 'Nami' }), aCard({ id: 2, name: 'Kaido' }), aCard({ id: 3, name: 'Nami' })];

  it('keeps the API order (set number) by default', () => {
    expect(sortCards(cards, 'set')).toBe(cards);
  });

  it('sorts by name, keeping the set-number order between equal names', () => {
    expect(sortCards(cards, 'name').map((card) => card.id)).toEqual([2, 1, 3]);
  });
});

describe('groupPrintings', () => {
  const base = aCard({ id: 1, code: 'OP01-024', baseCode: 'OP01-024', printing: 'base' });
  const parallel = aCard({ id: 2, code: 'OP01-024_p1', baseCode: 'OP01-024', printing: 'parallel' });
  const reprint = aCard({ id: 3, code: 'OP01-024_r1', baseCode: 'OP01-024', printing: 'reprint' });
  const other = aCard({ id: 4, code: 'OP01-025', baseCode: 'OP01-025', printing: 'base' });
  const all = [base, parallel, reprint, other];

  it('shows one tile per card, the base printing on it, every printing listed', () => {
    const groups = groupPrintings(all, all, 'grouped');
    expect(groups.map(({ card, printings }) => [card.code, printings.map((printing) => printing.code)])).toEqual([
      ['OP01-024', ['OP01-024', 'OP01-024_p1', 'OP01-024_r1']],
      ['OP01-025', ['OP01-025']],
    ]);
  });

  it('shows the printing that matched when the base did not, still listing them all', () => {
    const groups = groupPrintings([parallel, reprint], all, 'grouped');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.card.code).toBe('OP01-024_p1');
    expect(groups[0]!.printings).toHaveLength(3);
    // Sorted by name, the base may come after a parallel: it still takes the tile.
    expect(groupPrintings([parallel, base], all, 'grouped').map(({ card }) => card.code)).toEqual(['OP01-024']);
  });

  it('shows a tile per printing on request', () => {
    expect(groupPrintings(all, all, 'all').map(({ card, printings }) => [card.code, printings.length])).toEqual([
      ['OP01-024', 3],
      ['OP01-024_p1', 3],
      ['OP01-024_r1', 3],
      ['OP01-025', 1],
    ]);
  });
});
