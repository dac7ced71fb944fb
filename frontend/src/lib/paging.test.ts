import { describe, expect, it } from 'vitest';
import { lastPageOf, nextPageOf } from './paging';

describe('paging', () => {
  it('reads the last page from a 404 page_out_of_range, and nothing from any other failure', () => {
    const pastTheEnd = {
      status: 404,
      data: { statusCode: 404, code: 'page_out_of_range', message: '', details: [{ field: 'page', code: 'too_large', max: 3 }] },
    };
    expect(lastPageOf(pastTheEnd)).toBe(3);
    expect(lastPageOf({ status: 404, data: { code: 'deck_not_found' } })).toBeNull();
    expect(lastPageOf({ status: 422, data: { code: 'page_out_of_range', details: [{ field: 'page', max: 3 }] } })).toBeNull();
    expect(lastPageOf({ status: 404, data: { code: 'page_out_of_range', details: [{ field: 'page', max: 0 }] } })).toBeNull();
    expect(lastPageOf({ status: 'FETCH_ERROR' })).toBeNull();
    expect(lastPageOf(undefined)).toBeNull();
  });

  it('gives the next page until the last one', () => {
    expect(nextPageOf({ page: 1, pageSize: 20, total: 41 })).toBe(2);
    expect(nextPageOf({ page: 2, pageSize: 20, total: 41 })).toBe(3);
    expect(nextPageOf({ page: 3, pageSize: 20, total: 41 })).toBeUndefined();
    expect(nextPageOf({ page: 1, pageSize: 20, total: 0 })).toBeUndefined();
    expect(nextPageOf({ page: 2, pageSize: 20, total: 40 })).toBeUndefined();
  });
});
