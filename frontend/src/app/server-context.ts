import { createContext as createReactContext } from 'react';
import { createContext } from 'react-router';
import type { ApiRequestContext } from '../api/base-api';

/**
 * What the server process gives each request it renders (../server.mjs's getLoadContext): where the
 * API answers it, the site's public address and the nonce the page's inline scripts carry.
 */
export const apiOriginContext = createContext<string | null>(null);
export const publicUrlContext = createContext<string | null>(null);
export const cspNonceContext = createContext<string>(''); // '': none (a prerendered page)

/** The nonce for <Scripts> in the document (root.tsx); none in the browser. */
export const NonceContext = createReactContext<string | undefined>(undefined);

/** The headers of the visitor's request the API needs to answer the server as it answers the browser. */
export function forwardedHeaders(request: Request): ApiRequestContext['headers'] {
  const headers: ApiRequestContext['headers'] = {};
  for (const name of ['cookie', 'accept-language']) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}
