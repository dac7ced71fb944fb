import type { Card } from './card.js';
import { galleryGroups } from './card-gallery.js';

let nextId = 1;
function aCard(code: string, name = 'A card'): Card {
  return {
    id: nextId++,
    code,
    name,
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
  };
}

// In list order (set number), as the catalogue holds them.
const zoro = aCard('OP01-001', 'Zoro');
const zoroParallel = aCard('OP01-001_p1', 'Zoro');
const luffy = aCard('OP01-002', 'Luffy');
const nami = aCard('OP01-003', 'Nami');
const namiReprint = aCard('OP01-003_r1', 'Nami');
const all = [zoro, zoroParallel, luffy, nami, namiReprint];
const codes = (groups: ReturnType<typeof galleryGroups>) => groups.map((group) => group.card.code);

describe('galleryGroups', () => {
  it('shows one tile per card, the base printing, listing every printing of it', () => {
    const groups = galleryGroups(all, all, 'set', 'grouped');
    expect(codes(groups)).toEqual(['OP01-001', 'OP01-002', 'OP01-003']);
    expect(groups[0]!.printings.map((card) => card.code)).toEqual(['OP01-001', 'OP01-001_p1']);
    expect(groups[1]!.printings).toEqual([luffy]);
  });

  it('shows the first matching printing when the base does not match, still with every printing', () => {
    const groups = galleryGroups([zoroParallel, namiReprint], all, 'set', 'grouped');
    expect(codes(groups)).toEqual(['OP01-001_p1', 'OP01-003_r1']);
    expect(groups[1]!.printings.map((card) => card.code)).toEqual(['OP01-003', 'OP01-003_r1']);
  });

  it('with every printing: a tile per matching printing', () => {
    expect(codes(galleryGroups(all, all, 'set', 'all'))).toEqual(['OP01-001', 'OP01-001_p1', 'OP01-002', 'OP01-003', 'OP01-003_r1']);
  });

  it('sorts by name, cards of the same name in set order', () => {
    const otherLuffy = aCard('OP02-010', 'Luffy');
    const cards = [...all, otherLuffy];
    expect(codes(galleryGroups(cards, cards, 'name', 'grouped'))).toEqual(['OP01-002', 'OP02-010', 'OP01-003', 'OP01-001']);
    expect(codes(galleryGroups(cards, cards, 'name', 'all'))).toEqual(['OP01-002', 'OP02-010', 'OP01-003', 'OP01-003_r1', 'OP01-001', 'OP01-001_p1']);
  });

  it('answers no tiles when nothing matches', () => {
    expect(galleryGroups([], all, 'set', 'grouped')).toEqual([]);
  });
});
