import { describe, expect, it } from 'vitest';
import { shortDescriptionFor } from './deck-short-description';

describe('shortDescriptionFor', () => {
  const both = { shortDescription: 'Fast red aggro', shortDescription_it: 'Aggro rosso veloce' };

  it("shows each site its own language's description", () => {
    expect(shortDescriptionFor(both, 'it')).toEqual({ text: 'Aggro rosso veloce', fallbackFrom: null });
    expect(shortDescriptionFor(both, 'en')).toEqual({ text: 'Fast red aggro', fallbackFrom: null });
  });

  it('falls back to the other language, naming it, when the page language has none', () => {
    expect(shortDescriptionFor({ shortDescription: 'Fast red aggro', shortDescription_it: '  ' }, 'it')).toEqual({
      text: 'Fast red aggro',
      fallbackFrom: 'en',
    });
    expect(shortDescriptionFor({ shortDescription: '', shortDescription_it: 'Aggro rosso' }, 'en')).toEqual({ text: 'Aggro rosso', fallbackFrom: 'it' });
  });

  it('is null when the deck has none (an older answer without the Italian field included)', () => {
    expect(shortDescriptionFor({ shortDescription: '' }, 'it')).toBeNull();
    expect(shortDescriptionFor({}, 'en')).toBeNull();
  });
});
