import { ApiProperty } from '@nestjs/swagger';
import type { Type as Class } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Page } from '../domain/paging.js';

/** The largest page any list answers (ADR 0067). */
export const MAX_PAGE_SIZE = 100;
/**
 * The highest page number a request may name: far past any list here (a hundred million items at the
 * largest page size), and low enough that its offset stays a whole number SQL accepts (`page=1e308`
 * is an integer to JavaScript and was a 500).
 */
export const MAX_PAGE = 1_000_000;

/**
 * `?page=&pageSize=` of a paged list (ADR 0067), with that list's default and largest page size.
 * A list's query DTO extends `PageQueryDto(20)`; anything but a whole number in range is 422.
 */
export function PageQueryDto(defaultPageSize: number, maxPageSize: number = MAX_PAGE_SIZE) {
  class PageQuery {
    /** 1-based; past the last page is 404 page_out_of_range (page 1 always exists). */
    @ApiProperty({
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: MAX_PAGE,
      default: 1,
      description: '1-based; past the last page is 404 page_out_of_range (page 1 always exists)',
    })
    @IsOptional()
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(MAX_PAGE)
    page?: number;

    @ApiProperty({ type: 'integer', required: false, minimum: 1, maximum: maxPageSize, default: defaultPageSize, description: 'Items per page' })
    @IsOptional()
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(maxPageSize)
    pageSize?: number;
  }
  return PageQuery;
}

/** The page asked for, with the list's defaults. */
export function pageRequest(query: { page?: number; pageSize?: number }, defaultPageSize: number): { page: number; pageSize: number } {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? defaultPageSize };
}

/**
 * What every paged list answers (ADR 0067): the page's items, the list's total, the page and its size. A list's answer
 * extends `PageDto(ItemDto, 'what total counts')`, so the four fields and their documentation are written once.
 */
export function PageDto<Item>(item: Class<Item>, totalDescription: string) {
  class PageAnswer {
    @ApiProperty({ type: item, isArray: true })
    items: Item[];
    @ApiProperty({ type: 'integer', description: totalDescription })
    total: number;
    @ApiProperty({ type: 'integer', description: 'The page shown, 1-based.' })
    page: number;
    @ApiProperty({ type: 'integer', description: 'Items per page' })
    pageSize: number;
  }
  return PageAnswer;
}

/** A page of the domain as its answer, each item through its DTO's mapping. */
export function toPageDto<T, D>(page: Page<T>, toItem: (item: T) => D): Page<D> {
  return { items: page.items.map(toItem), total: page.total, page: page.page, pageSize: page.pageSize };
}
