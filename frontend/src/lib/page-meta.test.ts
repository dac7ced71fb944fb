import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateLinks, canonicalPath, canonicalUrl, splitLanguagePrefix, withLanguagePrefix } from './page-meta';

describe('page metadata helpers', () => {
  it('reads and swaps the language prefix', () => {
    expect(splitLanguagePrefix('/it/decks/4/')).toEqual({ language: 'it', path: '/decks/4' });
    expect(splitLanguagePrefix('/italy')).toEqual({ language: null, path: '/italy' });
    expect(withLanguagePrefix('/it/decks/4', 'en')).toBe('/en/decks/4');
    expect(withLanguagePrefix('/it/', 'en')).toBe('/en');
    expect(canonicalPath('/en/')).toBe('/en');
    expect(canonicalPath('/decks/')).toBe('/decks');
  });

  it('makes absolute addresses and it/en/x-default alternates', () => {
    expect(absoluteUrl('http://localhost:3000', '/og-image.png')).toBe('http://localhost:3000/og-image.png');
    expect(absoluteUrl('http://localhost:3000', 'https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(alternateLinks('http://h', '/en/decks')).toEqual([
      { hreflang: 'it', href: 'http://h/it/decks' },
      { hreflang: 'en', href: 'http://h/en/decks' },
      { hreflang: 'x-default', href: 'http://h/decks' },
    ]);
  });

  it('names the page in the language it is shown in as canonical, prefixed, without a trailing slash (issue 38)', () => {
    expect(canonicalUrl('http://h', '/decks/', 'it')).toBe('http://h/it/decks');
    expect(canonicalUrl('http://h', '/en/decks/4', 'en')).toBe('http://h/en/decks/4');
    expect(canonicalUrl('http://h', '/', 'en')).toBe('http://h/en');
    expect(canonicalUrl('http://h/', '/it/', 'it')).toBe('http://h/it');
  });
});
