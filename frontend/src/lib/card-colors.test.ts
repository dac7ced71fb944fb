import { describe, expect, it } from 'vitest';
import { cardColorSwatches, cardColours } from './card-colors';

describe('cardColours', () => {
  it('splits a multicolour card on the slash, in order, spelling kept', () => {
    expect(cardColours('Red/Green')).toEqual(['Red', 'Green']);
    expect(cardColours('purple')).toEqual(['purple']);
  });

  it('trims each part and drops empty ones', () => {
    expect(cardColours(' Red / Green ')).toEqual(['Red', 'Green']);
    expect(cardColours('Red//Green/')).toEqual(['Red', 'Green']);
    expect(cardColours(' / ')).toEqual([]);
  });

  it('gives no colours for a missing colour', () => {
    expect(cardColours(null)).toEqual([]);
    expect(cardColours(undefined)).toEqual([]);
    expect(cardColours('')).toEqual([]);
  });
});

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
