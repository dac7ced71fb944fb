import { excerptOf, isBlankHtml, isPublicAt, nextPublication, prepareNews, publicationDate, publicationOf, validateNews, type NewsContent } from './news.js';

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

describe('scheduled publication (ADR 0075)', () => {
  const now = new Date('2026-11-27T15:00:00.000Z');
  const at = (iso: string) => new Date(iso);

  it('shows an article without a publication time as soon as it is not a draft', () => {
    expect(publicationOf(aNews(), now)).toBe('public');
    expect(publicationOf(aNews({ publishAt: null }), now)).toBe('public');
    expect(publicationOf(aNews({ isDraft: true }), now)).toBe('draft');
  });

  it('hides an article until its publication time, and shows it from that very moment', () => {
    const scheduled = aNews({ publishAt: at('2026-11-27T15:00:01.000Z') });
    expect(publicationOf(scheduled, now)).toBe('scheduled');
    expect(isPublicAt(scheduled, now)).toBe(false);
    expect(isPublicAt(scheduled, at('2026-11-27T15:00:01.000Z'))).toBe(true);
    expect(isPublicAt(scheduled, at('2026-12-01T00:00:00.000Z'))).toBe(true);
    // A time in the past publishes at once.
    expect(publicationOf(aNews({ publishAt: at('2026-01-01T00:00:00.000Z') }), now)).toBe('public');
  });

  it('keeps a draft a draft, its publication time passed or not', () => {
    expect(publicationOf(aNews({ isDraft: true, publishAt: at('2026-01-01T00:00:00.000Z') }), now)).toBe('draft');
    expect(publicationOf(aNews({ isDraft: true, publishAt: at('2027-01-01T00:00:00.000Z') }), now)).toBe('draft');
  });

  it('dates an article by its publication time when it has one, else by when it was written', () => {
    const createdAt = at('2026-11-20T09:00:00.000Z');
    expect(publicationDate({ publishAt: null, createdAt })).toBe(createdAt);
    expect(publicationDate({ publishAt: at('2026-11-25T08:30:00.000Z'), createdAt })).toEqual(at('2026-11-25T08:30:00.000Z'));
  });

  it('keeps a publication time to the second (what both databases store)', () => {
    expect(prepareNews(aNews({ publishAt: at('2026-12-01T09:00:05.987Z') })).publishAt).toEqual(at('2026-12-01T09:00:05.000Z'));
    expect(prepareNews(aNews()).publishAt).toBeNull();
  });

  it('finds the next moment a scheduled article comes out, ignoring drafts and the ones already out', () => {
    expect(nextPublication([], now)).toBeNull();
    expect(
      nextPublication(
        [
          aNews({ publishAt: at('2026-11-27T14:00:00.000Z') }),
          aNews({ publishAt: at('2026-11-29T10:00:00.000Z') }),
          aNews({ isDraft: true, publishAt: at('2026-11-28T10:00:00.000Z') }),
          aNews({ publishAt: at('2026-11-28T12:00:00.000Z') }),
          aNews(),
        ],
        now,
      ),
    ).toEqual(at('2026-11-28T12:00:00.000Z'));
  });
});
