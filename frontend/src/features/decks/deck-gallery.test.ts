import { describe, expect, it } from 'vitest';
import { changeFilter, filterDecks, galleryFormats, galleryPage, readGalleryFilters, writeGalleryFilters, type GalleryFilters } from './deck-gallery';

const deck = (id: number, overrides: Partial<{ name: string; tier: string; format: string; isDraft: number; leaderId: number | null; createdAt: string }> = {}) => {
  const leaderId = overrides.leaderId === undefined ? 100 : overrides.leaderId;
  return {
    id,
    name: `Deck ${id}`,
    priority: 5,
    tier: 'Tier 1',
    format: 'OP10',
    isDraft: 0,
    createdAt: `2025-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    ...overrides,
    leaderId,
    leader: leaderId === null ? null : { id: leaderId },
  };
};

const DEFAULTS: GalleryFilters = { tier: null, format: null, leader: null, sort: 'newest', page: 1 };

describe('gallery filters in the address', () => {
  it('reads the defaults from a bare address and ignores nonsense', () => {
    expect(readGalleryFilters(new URLSearchParams())).toEqual(DEFAULTS);
    expect(readGalleryFilters(new URLSearchParams('tier=mythic&sort=random&page=-2&leader=abc'))).toEqual(DEFAULTS);
  });

  it('round-trips every filter and leaves defaults out', () => {
    const filters: GalleryFilters = { tier: 'rogue', format: 'OP09', leader: 12, sort: 'name', page: 3 };
    const params = writeGalleryFilters(filters);
    expect(params.toString()).toBe('tier=rogue&format=OP09&leader=12&sort=name&page=3');
    expect(readGalleryFilters(params)).toEqual(filters);
    expect(writeGalleryFilters(DEFAULTS).toString()).toBe('');
  });

  it('goes back to page 1 on any filter change', () => {
    const onPage3 = { ...DEFAULTS, page: 3 };
    expect(changeFilter(onPage3, { tier: 'tier2' })).toEqual({ ...DEFAULTS, tier: 'tier2', page: 1 });
    expect(changeFilter(onPage3, { sort: 'oldest' }).page).toBe(1);
    expect(changeFilter(onPage3, { leader: null }).page).toBe(1);
  });
});

describe('filterDecks', () => {
  const decks = [
    deck(1, { name: 'Zoro Aggro', tier: 'Tier 1', format: 'OP10', leaderId: 100 }),
    deck(2, { name: 'blue Doffy', tier: 'Tier 2', format: 'OP09', leaderId: 200 }),
    deck(3, { name: 'Enel Ramp', tier: 'Tier 3', format: 'OP10', leaderId: 300 }),
    deck(4, { name: 'Secret draft', tier: 'Tier 1', isDraft: 1 }),
    deck(5, { name: 'Another Zoro', tier: 'Tier 1', format: 'OP10', leaderId: 100 }),
  ];
  const ids = (filters: Partial<GalleryFilters>) => filterDecks(decks, { ...DEFAULTS, ...filters }).map(({ id }) => id);

  it('never shows drafts, newest first by default', () => {
    expect(ids({})).toEqual([5, 3, 2, 1]);
  });

  it('filters by tier, with Rogue meaning Tier 3', () => {
    expect(ids({ tier: 'tier1' })).toEqual([5, 1]);
    expect(ids({ tier: 'tier2' })).toEqual([2]);
    expect(ids({ tier: 'rogue' })).toEqual([3]);
  });

  it('filters by format and leader, combined', () => {
    expect(ids({ format: 'OP09' })).toEqual([2]);
    expect(ids({ leader: 100 })).toEqual([5, 1]);
    expect(ids({ leader: 100, format: 'OP09' })).toEqual([]);
  });

  it('sorts oldest first or by name (case-insensitive)', () => {
    expect(ids({ sort: 'oldest' })).toEqual([1, 2, 3, 5]);
    expect(ids({ sort: 'name' })).toEqual([5, 2, 3, 1]);
  });

  it('matches the leader of a deck whose leader was found by code after a re-import', () => {
    const reimported = { ...deck(9, { leaderId: 1 }), leader: { id: 555 } };
    expect(filterDecks([reimported], { ...DEFAULTS, leader: 555 })).toHaveLength(1);
  });
});

describe('galleryFormats', () => {
  it('lists the formats of the published decks once, newest first', () => {
    expect(galleryFormats([deck(1, { format: 'OP08' }), deck(2, { format: 'OP10' }), deck(3, { format: 'OP08' }), deck(4, { format: 'OP09', isDraft: 1 })])).toEqual(['OP10', 'OP08']);
  });
});

describe('galleryPage', () => {
  const items = Array.from({ length: 20 }, (_, index) => index + 1);

  it('cuts 9 per page', () => {
    expect(galleryPage(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, total: 20 });
    expect(galleryPage(items, 3)).toEqual({ items: [19, 20], page: 3, total: 20 });
  });

  it('shows the last page when asked for one past the end, and page 1 of nothing', () => {
    expect(galleryPage(items, 8).page).toBe(3);
    expect(galleryPage([], 2)).toEqual({ items: [], page: 1, total: 0 });
  });
});
