import { cutDescription, languageFor, pageMetaFor, renderIndexHtml } from './page-meta.js';

describe('page metadata', () => {
  it('has a title and description for every listed path in both languages', () => {
    for (const path of ['/', '/cards', '/decks', '/news', '/tier-list', '/print', '/privacy', '/auth']) {
      for (const language of ['it', 'en'] as const) {
        const meta = pageMetaFor(path, language);
        expect(meta?.title).toBeTruthy();
        expect(meta?.description.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it('leaves detail pages blank and accepts language prefixes and trailing slashes', () => {
    expect(pageMetaFor('/decks/12', 'en')).toBeNull();
    expect(pageMetaFor('/news/4', 'it')).toBeNull();
    expect(pageMetaFor('/en/cards', 'en')?.title).toContain('Card database');
    expect(pageMetaFor('/cards/', 'it')?.title).toContain('Database carte');
  });

  it('cuts descriptions at 157 characters plus an ellipsis', () => {
    expect(cutDescription('a'.repeat(200))).toBe(`${'a'.repeat(157)}...`);
    expect(cutDescription('short')).toBe('short');
  });

  it('picks the language from the path prefix, then Accept-Language', () => {
    expect(languageFor('/it/cards', 'en-GB')).toBe('it');
    expect(languageFor('/en', 'it-IT')).toBe('en');
    expect(languageFor('/cards', 'it-IT,it;q=0.9')).toBe('it');
    expect(languageFor('/cards', undefined)).toBe('en');
  });

  it('writes escaped tags into the head and sets the html language', () => {
    const html = renderIndexHtml('<html lang="en"><head><title>x</title></head><body></body></html>', { title: 'A "B" <C>', description: 'd', keywords: 'k', image: '/i.png', type: 'website' }, 'it', 'http://h/');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain('<meta property="og:url" content="http://h/">');
  });
});
