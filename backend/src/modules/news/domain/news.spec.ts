import { excerptOf, isBlankHtml, prepareNews, validateNews, type NewsContent } from './news.js';

const aNews = (overrides: Partial<NewsContent> = {}): NewsContent => ({
  title: 'Beginner guide',
  titleIt: 'Guida per principianti',
  content: '<p>How to play</p>',
  contentIt: '<p>Come si gioca</p>',
  author: 'OP Decks',
  deckId: null,
  youtubeUrl: null,
  isHighlighted: false,
  isDraft: false,
  ...overrides,
});

describe('excerptOf (150 characters, docs/product.md#limits)', () => {
  it('keeps a short text whole', () => {
    expect(excerptOf('<p>Short <em>news</em>.</p>')).toBe('Short news.');
  });

  it('cuts a long text at a word boundary within 150 characters and adds an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const excerpt = excerptOf(`<p>${words}</p>`);
    expect(excerpt.endsWith('…')).toBe(true);
    expect([...excerpt.slice(0, -1)].length).toBeLessThanOrEqual(150);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('cuts a text without spaces at exactly 150 characters', () => {
    expect(excerptOf('x'.repeat(400))).toBe(`${'x'.repeat(150)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(excerptOf('🃏'.repeat(150))).toBe('🃏'.repeat(150));
  });
});

describe('validateNews (docs/product.md#news-articles)', () => {
  it('accepts a complete article', () => {
    expect(validateNews(aNews())).toEqual([]);
  });

  it('requires title, content and author', () => {
    expect(validateNews(aNews({ title: '  ', content: '<p><br></p>', author: '' }))).toEqual([
      { field: 'title', code: 'title_required' },
      { field: 'content', code: 'content_required' },
      { field: 'author', code: 'author_required' },
    ]);
  });

  it('counts a picture or a video as content', () => {
    expect(validateNews(aNews({ content: '<p><img src="https://example.com/a.png"></p>' }))).toEqual([]);
    expect(isBlankHtml('<p><iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe></p>')).toBe(false);
  });
});

describe('prepareNews', () => {
  it('trims, turns empty Italian fields into null and derives both excerpts', () => {
    const prepared = prepareNews(aNews({ title: ' Title ', titleIt: '  ', contentIt: '<p><br></p>', youtubeUrl: ' ', author: ' Nami ' }));
    expect(prepared).toMatchObject({
      title: 'Title',
      titleIt: null,
      contentIt: null,
      youtubeUrl: null,
      author: 'Nami',
      excerpt: 'How to play',
      excerptIt: null,
    });
  });

  it('keeps the Italian text and its excerpt when there is one', () => {
    expect(prepareNews(aNews())).toMatchObject({ titleIt: 'Guida per principianti', contentIt: '<p>Come si gioca</p>', excerptIt: 'Come si gioca' });
  });
});
