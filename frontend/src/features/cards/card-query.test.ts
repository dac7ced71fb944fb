import { describe, expect, it } from 'vitest';
import { aCard } from '../../test/fixtures';
import { NO_FILTERS } from './card-filters';
import { DEFAULT_VIEW, readCardsView, sortCards, writeCardsView } from './card-query';

describe('cards view in the address', () => {
  it('reads every filter, the layout and the order', () => {
    const view = readCardsView(
      new URLSearchParams('search=zoro&type=LEADER&color=Red&cost=6%2B&set=OP-01&attribute=Slash&family=Supernovas&power=7001%2B&view=list&sort=name'),
    );
    expect(view).toEqual({
      filters: { name: 'zoro', type: 'LEADER', color: 'Red', cost: '6+', set: 'OP-01', attribute: 'Slash', family: 'Supernovas', power: '7001+' },
      layout: 'list',
      sort: 'name',
    });
  });

  it('ignores unknown or malformed values', () => {
    expect(readCardsView(new URLSearchParams('cost=9&power=lots&view=cards&sort=price&type=&color=%20'))).toEqual(DEFAULT_VIEW);
  });

  it('writes only what differs from the defaults, in a fixed order, and reads it back', () => {
    expect(writeCardsView(DEFAULT_VIEW).toString()).toBe('');
    const view = { filters: { ...NO_FILTERS, power: '1-3000' as const, name: 'monkey d', color: 'Red' }, layout: 'grid' as const, sort: 'name' as const };
    const params = writeCardsView(view);
    expect(params.toString()).toBe('search=monkey+d&color=Red&power=1-3000&sort=name');
    expect(readCardsView(params)).toEqual(view);
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
