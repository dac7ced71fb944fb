import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

const links = (current: number, total: number) => pageLinks(current, total).map((link) => (typeof link === 'number' ? link : '…'));

describe('pageLinks (at most 5 page links, with ellipses)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(links(1, 1)).toEqual([1]);
    expect(links(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last page reachable around the current one', () => {
    expect(links(1, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(links(3, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(links(4, 20)).toEqual([1, '…', 3, 4, 5, '…', 20]);
    expect(links(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(links(17, 20)).toEqual([1, '…', 16, 17, 18, '…', 20]);
    expect(links(18, 20)).toEqual([1, '…', 17, 18, 19, 20]);
    expect(links(20, 20)).toEqual([1, '…', 17, 18, 19, 20]);
    expect(links(4, 6)).toEqual([1, '…', 3, 4, 5, 6]);
  });

  it('never shows more than 5 page links', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        expect(pageLinks(current, total).filter((link) => typeof link === 'number').length).toBeLessThanOrEqual(5);
        expect(pageLinks(current, total)).toContain(current);
      }
    }
  });
});
