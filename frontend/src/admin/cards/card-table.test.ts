import { describe, expect, it } from 'vitest';
import { needsNormalisation } from './card-table';

describe('needsNormalisation', () => {
  it("compares the stored type with the API's normalised one", () => {
    expect(needsNormalisation({ type: 'Leader', normalizedType: 'LEADER' })).toBe(true);
    expect(needsNormalisation({ type: 'LEADER', normalizedType: 'LEADER' })).toBe(false);
    expect(needsNormalisation({ type: '', normalizedType: '' })).toBe(false);
  });
});
