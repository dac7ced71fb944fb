import { describe, expect, it } from 'vitest';
import { cardColorSwatches } from './card-colors';

describe('cardColorSwatches', () => {
  it('gives one swatch per colour of a multicolour card, in order', () => {
    expect(cardColorSwatches('Red/Green')).toEqual(['#d8463b', '#2f9e5f']);
  });

  it('skips unknown colours and handles missing ones', () => {
    expect(cardColorSwatches('blue / Rainbow')).toEqual(['#2f7fd6']);
    expect(cardColorSwatches(null)).toEqual([]);
    expect(cardColorSwatches('')).toEqual([]);
  });
});
