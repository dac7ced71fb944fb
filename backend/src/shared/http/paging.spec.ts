import { pageLinks } from './paging.js';

describe('the Link header of a page (ADR 0067)', () => {
  it('links first, prev, next and last with the request’s own path and parameters, root-relative', () => {
    expect(pageLinks('/api/decks/page?source=community&page=2&pageSize=9', { page: 2, pageSize: 9, total: 40 })).toBe(
      '</api/decks/page?source=community&page=1&pageSize=9>; rel="first", ' +
        '</api/decks/page?source=community&page=1&pageSize=9>; rel="prev", ' +
        '</api/decks/page?source=community&page=3&pageSize=9>; rel="next", ' +
        '</api/decks/page?source=community&page=5&pageSize=9>; rel="last"',
    );
  });

  it('has no prev on the first page and no next on the last; an empty list has one page', () => {
    expect(pageLinks('/api/news/page', { page: 1, pageSize: 20, total: 0 })).toBe(
      '</api/news/page?page=1&pageSize=20>; rel="first", </api/news/page?page=1&pageSize=20>; rel="last"',
    );
    expect(pageLinks('/api/news/page?page=2&search=a%20b', { page: 2, pageSize: 20, total: 40 })).toBe(
      '</api/news/page?page=1&search=a+b&pageSize=20>; rel="first", </api/news/page?page=1&search=a+b&pageSize=20>; rel="prev", </api/news/page?page=2&search=a+b&pageSize=20>; rel="last"',
    );
  });
});
