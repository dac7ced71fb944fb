import { describe, expect, it } from 'vitest';
import { includesSearchText, normalizeForSearch } from './search-text';

describe('search text', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(normalizeForSearch('  Pokè ÉVENT ')).toBe('poke event');
    expect(includesSearchText('Roronoa Zoro', ' zoro')).toBe(true);
    expect(includesSearchText('Pokè', 'POKE')).toBe(true);
  });

  it('matches everything with an empty query and nothing unrelated', () => {
    expect(includesSearchText('Nami', '   ')).toBe(true);
    expect(includesSearchText('Nami', 'luffy')).toBe(false);
  });
});
