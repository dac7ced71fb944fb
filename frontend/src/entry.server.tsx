import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { baseApi } from './api/base-api';
import { storeContext } from './app/route-data';
import { apiOriginContext, cspNonceContext, NonceContext, publicUrlContext } from './app/server-context';

export const streamTimeout = 5_000;

/**
 * What each request's loaders are given (the Express adapter's getLoadContext, in ../../server.mjs):
 * where this process's API answers (http://127.0.0.1:<port>), the site's public address and the nonce
 * helmet's Content-Security-Policy allows the page's inline scripts with.
 */
export function requestContext({ apiOrigin, publicUrl, nonce }: { apiOrigin: string; publicUrl: string; nonce: string | undefined }): RouterContextProvider {
  return new RouterContextProvider(
    new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
      [apiOriginContext, apiOrigin],
      [publicUrlContext, publicUrl],
      [cspNonceContext, nonce ?? ''],
    ]),
  );
}

/**
 * Renders a page whole before answering: React's `prerender` waits for every Suspense boundary and
 * writes each in place (a boundary written apart sits in a hidden template that only a script shows,
 * so a page read without scripts would be empty). The HTML is then
 * the same for a browser and a crawler; the boundaries let the page hydrate in parts (app/layout/Layout.tsx). No ETag: the page carries this answer's CSP nonce, and a 304 would
 * have the browser run an old page's scripts under a new nonce (ADR 0060).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const store = loadContext.get(storeContext);
  const nonce = loadContext.get(cspNonceContext) || undefined;
  let failed = false;
  const { prelude } = await prerender(
    <NonceContext value={nonce}>
      <Provider store={store}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </Provider>
    </NonceContext>,
    {
      // React writes a large boundary apart (behind a template and a script) to paint the rest first;
      // here every page is sent whole, so none is.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error) {
        failed = true;
        console.error(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // The request's store is done with: its cache timers go (RTK Query keeps unused answers 60 s).
  store.dispatch(baseApi.util.resetApiState());
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // Every visit asks again: a page shows the latest decks and news, and its own nonce.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
  return new Response(request.method === 'HEAD' ? null : html, { status: failed ? 500 : status, headers });
}
