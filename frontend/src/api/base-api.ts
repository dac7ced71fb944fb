import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { selectLanguage, type LanguageState } from '../i18n/language';

/** On the server, where a store's requests go and whose they are (root.tsx's middleware). */
export interface ApiRequestContext {
  /** The API's own address seen from the server process (http://127.0.0.1:<port>). */
  origin: string;
  /** The visitor's cookie and Accept-Language, so the API answers the server as it answers the browser. */
  headers: Record<string, string>;
}

/** The action that hands the server's answers to the browser's store (app/store-handover.tsx). */
export const STORE_HANDOVER = 'storeHandover';

/**
 * Generated endpoints use the OpenAPI paths verbatim (`/api/cards`), so the base URL is the
 * site's origin, not `/api` (which would give `/api/api/cards`). An absolute origin rather than ''
 * also lets the same code run under Node in tests, where fetch rejects relative URLs.
 */
const SITE_ORIGIN = globalThis.location?.origin ?? '';
/**
 * Every call asks for the page's language: the API's error `message` comes in it (ADR 0068; screens
 * still show their own text by `code`). On the server it replaces the visitor's Accept-Language.
 */
const pageLanguage = (headers: Headers, getState: () => unknown) =>
  void headers.set('Accept-Language', selectLanguage(getState() as { language: LanguageState }));
const browserQuery = fetchBaseQuery({
  baseUrl: SITE_ORIGIN,
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => pageLanguage(headers, getState),
});
const serverQueries = new WeakMap<ApiRequestContext, typeof browserQuery>();
/** The server's stores carry an ApiRequestContext (the thunk's extra argument); the browser's none. */
const serverQuery = (context: ApiRequestContext) => {
  let query = serverQueries.get(context);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: context.origin,
      prepareHeaders: (headers, { getState }) => {
        for (const [name, value] of Object.entries(context.headers)) headers.set(name, value);
        pageLanguage(headers, getState);
      },
    });
    serverQueries.set(context, query);
  }
  return query;
};

/**
 * The one API slice of the app. `generated.ts` injects the endpoints; `api/<area>.ts` adds their tags (`features/cards/api.ts` the gallery's), and features import the hooks from there.
 * Requests (docs/product.md#states-and-timings): no retries (fetchBaseQuery never retries by itself), data never stale (cached data is reused,
 * only tag invalidation refetches), no refetch on focus or reconnect, no polling.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: (args, api, extraOptions) => {
    const server = api.extra as ApiRequestContext | undefined;
    return (server ? serverQuery(server) : browserQuery)(args, api, extraOptions);
  },
  // RTK Query's server-rendering path: the browser's store takes the server's answers as its own.
  extractRehydrationInfo: (action, { reducerPath }) =>
    (action as { type: string }).type === STORE_HANDOVER ? (action as unknown as { payload: Record<string, never> }).payload[reducerPath] : undefined,
  endpoints: () => ({}),
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
