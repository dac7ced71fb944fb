import type { TablePaginationConfig } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { lastPageOf } from '../../lib/paging';

/** The search is sent once the admin stops typing for this long (docs/product.md#limits: 300 ms). */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

/** What a table's read gets: the search, the filters set, the order and the page (ADR 0074). */
export type ServerTableArgs<F extends string> = { q?: string; sort: string; page: number; pageSize: number } & Partial<Record<F, string>>;

/**
 * The state of a back-office table read on the server (ADR 0074): the search box (debounced with
 * use-debounce), the filters, the column order (`sort`: a column's key, `-` in front for descending,
 * from antd's sorter) and the page; any change but the page goes back to the first page. Kept in the
 * component: the dashboard's address holds the tab only.
 */
export function useServerTable<F extends string>({ defaultSort, pageSize }: { defaultSort: string; pageSize: number }) {
  const [searchInput, setSearchInput] = useState('');
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Partial<Record<F, string>>>({});
  const [sort, setSort] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const search = useDebouncedCallback((value: string) => {
    setQ(value.trim());
    setPage(1);
  }, TABLE_SEARCH_DEBOUNCE_MS);

  const args = { ...(q ? { q } : {}), ...filters, sort, page, pageSize } as ServerTableArgs<F>;

  return {
    args,
    q,
    filters,
    /** Anything narrowed: the search or a filter. */
    narrowed: q !== '' || searchInput.trim() !== '' || Object.values(filters).some(Boolean),
    searchBox: {
      value: searchInput,
      onChange: (event: { target: { value: string } }) => {
        setSearchInput(event.target.value);
        search(event.target.value);
      },
    },
    /** Sets one filter (undefined or '' clears it). */
    setFilter(name: F, value: string | undefined) {
      setFilters((current) => {
        const next = { ...current };
        if (value) next[name] = value;
        else delete next[name];
        return next;
      });
      setPage(1);
    },
    /** A page chosen outside the table (a list's own pagination). */
    goToPage: setPage,
    /** Another order (a toggle's), from the first page. */
    orderBy(value: string) {
      setSort(value);
      setPage(1);
    },
    /** antd's sortOrder for a column whose key is a field of `sort`. */
    sortOrderOf(key: string): SortOrder {
      return sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null;
    },
    /** A page past the end (404 page_out_of_range, after a deletion): the last page is shown instead (ADR 0067). True while that happens. */
    followLastPage(error: unknown): boolean {
      const last = lastPageOf(error);
      if (last !== null && last !== page) setPage(last);
      return last !== null;
    },
    /** The Table's onChange: a page from the pagination, an order from a column's sorter (cleared: the default order). */
    onChange<T>(pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<T> | Array<SorterResult<T>>, extra: { action: string }) {
      if (extra.action === 'sort') {
        const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = chosen?.columnKey === undefined ? undefined : String(chosen.columnKey);
        setSort(key && chosen?.order ? `${chosen.order === 'descend' ? '-' : ''}${key}` : defaultSort);
        setPage(1);
      } else if (extra.action === 'paginate') setPage(pagination.current ?? 1);
    },
    /** The Table's pagination: the server's page and count. */
    pagination(data: { page: number; total: number } | undefined): TablePaginationConfig {
      return {
        current: data?.page ?? page,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: false,
        showLessItems: true,
        hideOnSinglePage: true,
      };
    },
  };
}
