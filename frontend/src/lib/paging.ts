/**
 * One way to page (ADR 0067): a page past the end of a list is 404 `page_out_of_range` with the
 * last page in `details[0].max`. Screens that keep the page in their state or address move there,
 * as the deck gallery did on its own before the API refused such pages.
 */
export function lastPageOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 404 || typeof data !== 'object' || data === null) return null;
  const { code, details } = data as { code?: unknown; details?: unknown };
  if (code !== 'page_out_of_range' || !Array.isArray(details)) return null;
  const max = (details as Array<{ field?: unknown; max?: unknown }>).find((detail) => detail.field === 'page')?.max;
  return typeof max === 'number' && Number.isInteger(max) && max >= 1 ? max : null;
}

/** The page after `page` of a list of `total` items, `pageSize` a page; undefined on the last page (an infinite query's next page). */
export function nextPageOf({ page, pageSize, total }: { page: number; pageSize: number; total: number }): number | undefined {
  return page * pageSize < total ? page + 1 : undefined;
}

/** The last page, when a read started in the store (a route's loader) asked past it; null when it succeeded or failed otherwise. */
export async function lastPageAfter(read: { unwrap(): Promise<unknown> }): Promise<number | null> {
  try {
    await read.unwrap();
    return null;
  } catch (error) {
    return lastPageOf(error);
  }
}
