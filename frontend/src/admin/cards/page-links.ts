export type PageLink = number | 'gap-before' | 'gap-after';

/**
 * SPEC §2 manage cards pagination: at most 5 page links, with ellipses for the pages left out. The
 * first and the last page are always reachable: 1 … 6 7 8 … 20.
 */
export function pageLinks(current: number, totalPages: number, maxLinks = 5): PageLink[] {
  if (totalPages <= maxLinks) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), totalPages);
  const middle = maxLinks - 2; // links besides the first and the last
  let start = page - Math.floor((middle - 1) / 2);
  start = Math.max(2, Math.min(start, totalPages - middle));
  // Near an end, a gap of one page is not worth an ellipsis: show a longer run instead.
  if (start === 2) return [...Array.from({ length: maxLinks - 1 }, (_, index) => index + 1), 'gap-after', totalPages];
  if (start + middle - 1 === totalPages - 1) return [1, 'gap-before', ...Array.from({ length: maxLinks - 1 }, (_, index) => totalPages - maxLinks + 2 + index)];
  return [1, 'gap-before', ...Array.from({ length: middle }, (_, index) => start + index), 'gap-after', totalPages];
}
