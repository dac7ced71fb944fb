/**
 * A list's order as its `sort` parameter names it (ADR 0074): one field of the list's items, ascending,
 * or descending with a `-` in front (`-createdAt`), as GitHub's and JSON:API's lists spell it. Each list
 * names the fields it sorts on; anything else is refused with the allowed values.
 */
export interface SortOrder<F extends string> {
  field: F;
  descending: boolean;
}

/** The values `sort` accepts for these fields: each ascending, then descending. */
export function sortValues<F extends string>(fields: readonly F[]): Array<F | `-${F}`> {
  return fields.flatMap((field) => [field, `-${field}` as const]);
}

/** `-name` → name, descending; `name` → name, ascending. */
export function readSort<F extends string>(value: F | `-${F}`): SortOrder<F> {
  return value.startsWith('-') ? { field: value.slice(1) as F, descending: true } : { field: value as F, descending: false };
}
