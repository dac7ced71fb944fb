import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * Generated endpoints use the OpenAPI paths verbatim (`/api/cards`), so the base URL is the
 * site's origin, not `/api` (which would give `/api/api/cards`). An absolute origin rather than ''
 * also lets the same code run under Node in tests, where fetch rejects relative URLs.
 */
const SITE_ORIGIN = globalThis.location?.origin ?? '';

/**
 * The one API slice of the app. `generated.ts` injects the endpoints; `api/<area>.ts` adds their tags (`features/cards/api.ts` the gallery's), and features import the hooks from there.
 * Requests (docs/product.md#states-and-timings): no retries (fetchBaseQuery never retries by itself), data never stale (cached data is reused,
 * only tag invalidation refetches), no refetch on focus or reconnect, no polling.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: SITE_ORIGIN, credentials: 'include' }),
  endpoints: () => ({}),
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
