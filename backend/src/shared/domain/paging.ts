import { DomainError } from './domain-error.js';

/**
 * One way to page (ADR 0067): numbered pages of a list in a total order. Every list that can grow
 * answers `{ items, page, pageSize, total }` for `?page=&pageSize=`; a page past the end does not
 * exist (page 1 always does, empty or not).
 */
export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageRequest {
  items: T[];
  /** Items of every page together. */
  total: number;
}

/** The last page there is: 1 for an empty list. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows to skip before a page. */
export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** A page past the end of its list: 404 with the last page as `details[0].max`, so a client can go there. */
export class PageOutOfRangeError extends DomainError {
  readonly code = 'page_out_of_range' as const;
  readonly kind = 'not_found' as const;

  constructor(
    readonly page: number,
    readonly last: number,
  ) {
    super(`There is no page ${page}: the last page is ${last}`, [{ field: 'page', code: 'too_large', max: last }]);
  }
}

/** Throws PageOutOfRangeError when the request asks past the last page of `total` items. */
export function checkPage(request: PageRequest, total: number): void {
  const last = lastPage(total, request.pageSize);
  if (request.page > last) throw new PageOutOfRangeError(request.page, last);
}

/** A page of a list already held in order (the card gallery's tiles), or PageOutOfRangeError. */
export function slicePage<T>(list: readonly T[], request: PageRequest): Page<T> {
  checkPage(request, list.length);
  const start = pageOffset(request);
  return { items: list.slice(start, start + request.pageSize), page: request.page, pageSize: request.pageSize, total: list.length };
}
