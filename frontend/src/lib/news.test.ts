import { describe, expect, it } from 'vitest';
import { localiseNews } from './news';

const ARTICLE = {
  title: 'Beginner guide',
  title_it: 'Guida per principianti',
  excerpt: 'How to play',
  excerpt_it: 'Come si gioca',
  content: '<p>How to play</p>',
  content_it: '<p>Come si gioca</p>',
};

describe('localiseNews', () => {
  it('reads Italian to Italian readers and English to English readers', () => {
    expect(localiseNews('it', ARTICLE)).toEqual({
      title: 'Guida per principianti',
      excerpt: 'Come si gioca',
      content: '<p>Come si gioca</p>',
      contentLanguage: 'it',
    });
    expect(localiseNews('en', ARTICLE)).toEqual({ title: 'Beginner guide', excerpt: 'How to play', content: '<p>How to play</p>', contentLanguage: 'en' });
  });

  it('falls back to the other language when the Italian text is missing or blank', () => {
    expect(localiseNews('it', { ...ARTICLE, title_it: null, excerpt_it: '  ', content_it: null })).toEqual({
      title: 'Beginner guide',
      excerpt: 'How to play',
      content: '<p>How to play</p>',
      contentLanguage: 'en',
    });
  });

  it('uses each field on its own: an Italian title with an English-only body', () => {
    expect(localiseNews('it', { ...ARTICLE, content_it: null, excerpt_it: null })).toMatchObject({
      title: 'Guida per principianti',
      excerpt: 'How to play',
      contentLanguage: 'en',
    });
  });
});
