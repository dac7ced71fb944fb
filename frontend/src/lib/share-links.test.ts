import { describe, expect, it } from 'vitest';
import { facebookShareUrl, pinterestShareUrl, twitterShareUrl } from './share-links';

const target = { url: 'https://opdecks.example/decks/7', title: 'Straw Hat Rush & friends', imageUrl: 'https://cards.example/ST01-001.png' };

describe('share links', () => {
  it('encodes the page address for Facebook', () => {
    expect(facebookShareUrl(target)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fopdecks.example%2Fdecks%2F7');
  });

  it('sends address and title to Twitter', () => {
    expect(twitterShareUrl(target)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fopdecks.example%2Fdecks%2F7&text=Straw%20Hat%20Rush%20%26%20friends',
    );
  });

  it('pins the picture on Pinterest when there is one', () => {
    expect(pinterestShareUrl(target)).toBe(
      'https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fopdecks.example%2Fdecks%2F7&media=https%3A%2F%2Fcards.example%2FST01-001.png&description=Straw%20Hat%20Rush%20%26%20friends',
    );
    expect(pinterestShareUrl({ ...target, imageUrl: null })).not.toContain('media=');
  });
});
