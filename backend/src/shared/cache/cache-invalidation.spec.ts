import { ALL_TAGS, CacheInvalidation, type CacheTag } from './cache-invalidation.js';

/** A cache that records what dropped it. */
function aCache(invalidation: CacheInvalidation, tags: readonly CacheTag[]) {
  const drops: Array<readonly CacheTag[]> = [];
  invalidation.register(tags, (changed) => drops.push(changed));
  return drops;
}

describe('CacheInvalidation', () => {
  it('drops every cache built from a changed tag, with the changed tags among its own, and no other', () => {
    const invalidation = new CacheInvalidation();
    const cards = aCache(invalidation, ['cards']);
    const tierList = aCache(invalidation, ['tierlist', 'decks', 'cards', 'formats']);
    const rules = aCache(invalidation, ['formats']);

    invalidation.invalidate(['decks', 'news']);
    expect(cards).toEqual([]);
    expect(tierList).toEqual([['decks']]);
    expect(rules).toEqual([]);

    invalidation.invalidate(['formats']);
    expect(tierList).toEqual([['decks'], ['formats']]);
    expect(rules).toEqual([['formats']]);
    expect(cards).toEqual([]);
  });

  it("drops everything on 'all'", () => {
    const invalidation = new CacheInvalidation();
    const every = aCache(invalidation, ALL_TAGS);
    const cards = aCache(invalidation, ['cards']);
    invalidation.invalidate('all');
    expect(every).toEqual([ALL_TAGS]);
    expect(cards).toEqual([['cards']]);
  });

  it('tells the other instances what a local write changed, and only that', () => {
    const invalidation = new CacheInvalidation();
    const shared: Array<readonly CacheTag[]> = [];
    invalidation.connect((changed) => shared.push(changed));
    const cards = aCache(invalidation, ['cards']);

    invalidation.invalidate(['cards']);
    invalidation.invalidate('all');
    invalidation.invalidate([]); // a write that changes nothing cached
    expect(shared).toEqual([['cards'], ALL_TAGS]);
    expect(cards).toHaveLength(2);
  });

  it("drops the caches for another instance's write without telling anyone again", () => {
    const invalidation = new CacheInvalidation();
    const shared: Array<readonly CacheTag[]> = [];
    invalidation.connect((changed) => shared.push(changed));
    const rules = aCache(invalidation, ['formats']);

    invalidation.dropChanged(['formats', 'comments']);
    expect(rules).toEqual([['formats']]);
    expect(shared).toEqual([]);
  });
});
