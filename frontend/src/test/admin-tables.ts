import { HttpResponse } from 'msw';

/** Every query a table sent, for the wiring tests to read (cleared by each mock). */
export type TableQueries = URLSearchParams[];

/**
 * A stand-in for the back office's table reads (ADR 0074): the rows `keep` lets through, in the
 * order of `sort` (a field of the rows, `-` in front for descending; text without case; ties by id)
 * and a page of them, or 404 page_out_of_range past the end, as the API answers.
 */
export function tablePageAnswer<T extends { id: number }>(
  rows: readonly T[],
  params: URLSearchParams,
  { defaultSort, pageSize, keep = () => true }: { defaultSort: string; pageSize: number; keep?: (row: T, params: URLSearchParams) => boolean },
) {
  const sort = params.get('sort') ?? defaultSort;
  const field = sort.replace(/^-/, '') as keyof T;
  const sign = sort.startsWith('-') ? -1 : 1;
  const value = (row: T) => {
    const raw = row[field];
    return typeof raw === 'string' ? raw.toLowerCase() : ((raw as number | null) ?? '');
  };
  const matching = rows.filter((row) => keep(row, params)).sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0) || a.id - b.id);
  const size = Number(params.get('pageSize') ?? pageSize);
  const page = Number(params.get('page') ?? 1);
  const last = Math.max(1, Math.ceil(matching.length / size));
  if (page > last) {
    return HttpResponse.json(
      { statusCode: 404, code: 'page_out_of_range', message: `There is no page ${page}`, details: [{ field: 'page', code: 'too_large', max: last }] },
      { status: 404 },
    );
  }
  return HttpResponse.json({ items: matching.slice((page - 1) * size, page * size), total: matching.length, page, pageSize: size });
}

/** Whether a row's text fields contain the `q` parameter, case ignored. */
export function containsQ(params: URLSearchParams, ...texts: Array<string | null | undefined>): boolean {
  const q = params.get('q')?.toLowerCase();
  return !q || texts.some((text) => (text ?? '').toLowerCase().includes(q));
}
