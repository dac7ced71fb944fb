import { applyDecorators, type Type } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ErrorCode } from '../domain/error-codes.js';
import { lastPage, type PageRequest } from '../domain/paging.js';
import { ApiErrors } from './api-errors.js';
import { ErrorResponseDto } from './error-response.dto.js';
import { AnswerWithHeaders } from './http-cache.js';

/** `components.headers.Link` of the OpenAPI document, referenced by every paged operation's 200 (ADR 0067). */
export const LINK_HEADER = {
  description:
    'RFC 8288 links to the other pages of this list, each a root-relative address (this request with page set): ' +
    'rel="first", rel="prev" (not on page 1), rel="next" (not on the last page), rel="last". ' +
    'Follow rel="next" until it is absent to read the whole list, e.g. `</api/decks/page?page=3&pageSize=9>; rel="next"`.',
  schema: { type: 'string' },
  example:
    '</api/decks/page?page=1&pageSize=9>; rel="first", </api/decks/page?page=1&pageSize=9>; rel="prev", </api/decks/page?page=3&pageSize=9>; rel="next", </api/decks/page?page=5&pageSize=9>; rel="last"',
} as const;

const PAGE_OUT_OF_RANGE = 'page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists)';

/**
 * A paged operation's documentation: its 200 (the page's DTO) with the `Link` header, and the 404
 * of a page past the end. `notFound` describes the operation's other 404s; `errors` lists the
 * operation's own error codes (ADR 0068's @ApiErrors, which this sets with page_out_of_range).
 */
export function ApiPagedResponse(type: Type<unknown>, options: { description?: string; notFound?: string; errors?: ErrorCode[] } = {}) {
  return applyDecorators(
    ApiOkResponse({ type, description: options.description, headers: { Link: { $ref: '#/components/headers/Link' } } }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: [options.notFound, PAGE_OUT_OF_RANGE].filter(Boolean).join('; ') }),
    ApiErrors('page_out_of_range', ...(options.errors ?? [])),
  );
}

/** The `Link` header of a page: the request's own address and parameters, `page` and `pageSize` set. */
export function pageLinks(originalUrl: string, { page, pageSize, total }: PageRequest & { total: number }): string {
  const url = new URL(originalUrl, 'http://localhost');
  const to = (target: number) => {
    url.searchParams.set('page', String(target));
    url.searchParams.set('pageSize', String(pageSize));
    return `${url.pathname}${url.search}`;
  };
  const last = lastPage(total, pageSize);
  const links: Array<[number, string]> = [[1, 'first']];
  if (page > 1) links.push([page - 1, 'prev']);
  if (page < last) links.push([page + 1, 'next']);
  links.push([last, 'last']);
  return links.map(([target, rel]) => `<${to(target)}>; rel="${rel}"`).join(', ');
}

/**
 * A page's answer with its `Link` header; `page` is where the page's numbers are when the answer
 * is not the page itself (a player's page holds its decks). Cached answers keep the header (ADR 0059).
 */
export function pagedAnswer<T extends PageRequest & { total: number }>(request: Request, answer: T): AnswerWithHeaders<T>;
export function pagedAnswer<T>(request: Request, answer: T, page: PageRequest & { total: number }): AnswerWithHeaders<T>;
export function pagedAnswer<T>(request: Request, answer: T, page?: PageRequest & { total: number }): AnswerWithHeaders<T> {
  return new AnswerWithHeaders(answer, { Link: pageLinks(request.originalUrl, page ?? (answer as PageRequest & { total: number })) });
}
