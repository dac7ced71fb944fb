import { describe, expect, it } from 'vitest';
import { someGameRules } from '../../test/game-rules';
import { changeFilter, galleryQuery, hasFilters, readGalleryFilters, writeGalleryFilters, type GalleryFilters } from './deck-gallery';

const DEFAULTS: GalleryFilters = { source: 'curated', tier: null, format: null, leader: null, sort: 'newest', page: 1 };

describe('gallery filters in the address', () => {
  it('reads the defaults from a bare address and ignores nonsense', () => {
    expect(readGalleryFilters(new URLSearchParams())).toEqual(DEFAULTS);
    expect(readGalleryFilters(new URLSearchParams('tier=mythic&sort=random&page=-2&leader=abc'))).toEqual(DEFAULTS);
  });

  it('round-trips every filter and leaves defaults out', () => {
    const filters: GalleryFilters = { source: 'curated', tier: 'rogue', format: 'OP09', leader: 12, sort: 'name', page: 3 };
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

describe('galleryQuery', () => {
  it('sends the filters, the sort and the page to the API, 9 per page, the tier the game rules name for the key', () => {
    const rules = someGameRules();
    expect(galleryQuery(DEFAULTS, rules)).toEqual({ sort: 'newest', page: 1, pageSize: 9 });
    expect(galleryQuery({ source: 'curated', tier: 'rogue', format: 'OP09', leader: 12, sort: 'name', page: 3 }, rules)).toEqual({
      tier: 'Tier 3',
      format: 'OP09',
      leader: 12,
      sort: 'name',
      page: 3,
      pageSize: 9,
    });
  });

  it('takes the tier from the game rules, and waits for them only when a tier is filtered', () => {
    const renamed = someGameRules({ tierDisplay: [{ tier: 'Tier 2', key: 'rogue' }] });
    expect(galleryQuery({ ...DEFAULTS, tier: 'rogue' }, renamed)).toMatchObject({ tier: 'Tier 2' });
    expect(galleryQuery({ ...DEFAULTS, tier: 'tier1' }, renamed)).not.toHaveProperty('tier');
    expect(galleryQuery({ ...DEFAULTS, tier: 'tier2' }, undefined)).toBeNull();
    expect(galleryQuery(DEFAULTS, undefined)).toEqual({ sort: 'newest', page: 1, pageSize: 9 });
  });

  it('tells a filtered view from the default one (sort and page are not filters)', () => {
    expect(hasFilters({ ...DEFAULTS, sort: 'oldest', page: 4 })).toBe(false);
    expect(hasFilters({ ...DEFAULTS, leader: 3 })).toBe(true);
  });

  it('reads the Community tab from the address (?source=community), where "most favourited" is a sort and there is no tier', () => {
    const community = readGalleryFilters(new URLSearchParams('source=community&tier=rogue&sort=favorites'));
    expect(community).toEqual({ ...DEFAULTS, source: 'community', sort: 'favorites' });
    expect(writeGalleryFilters(community).toString()).toBe('source=community&sort=favorites');
    expect(galleryQuery(community, undefined)).toEqual({ source: 'community', sort: 'favorites', page: 1, pageSize: 9 });
    // The curated gallery has no "most favourited".
    expect(readGalleryFilters(new URLSearchParams('sort=favorites')).sort).toBe('newest');
  });
});
