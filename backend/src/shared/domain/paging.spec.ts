import { checkPage, lastPage, PageOutOfRangeError, pageOffset, slicePage } from './paging.js';

describe('paging (ADR 0067)', () => {
  it('has a last page, 1 for an empty list, and the rows to skip before a page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
    expect(pageOffset({ page: 3, pageSize: 9 })).toBe(18);
  });

  it('refuses a page past the last one with the last page in its details; page 1 always exists', () => {
    expect(() => checkPage({ page: 1, pageSize: 20 }, 0)).not.toThrow();
    expect(() => checkPage({ page: 2, pageSize: 20 }, 40)).not.toThrow();
    let refused: unknown;
    try {
      checkPage({ page: 3, pageSize: 20 }, 40);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PageOutOfRangeError);
    expect(refused).toMatchObject({ code: 'page_out_of_range', kind: 'not_found', details: [{ field: 'page', code: 'too_large', max: 2 }] });
  });

  it('slices a page of a list held in order', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    expect(slicePage(list, { page: 2, pageSize: 2 })).toEqual({ items: ['c', 'd'], page: 2, pageSize: 2, total: 5 });
    expect(slicePage(list, { page: 3, pageSize: 2 }).items).toEqual(['e']);
    expect(slicePage([], { page: 1, pageSize: 2 })).toEqual({ items: [], page: 1, pageSize: 2, total: 0 });
    expect(() => slicePage(list, { page: 4, pageSize: 2 })).toThrow(PageOutOfRangeError);
  });
});
