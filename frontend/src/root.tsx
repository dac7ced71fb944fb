// antd's component styles, written at build time (ADR 0037); before the site's own, which override them.
import 'virtual:antd-styles/site.css';
import './styles/global.css';
import { useContext, useEffect, type ReactNode } from 'react';
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
} from 'react-router';
import { useAppSelector } from './app/hooks';
import { LocalizedProviders } from './app/providers';
import { awaitReads, storeContext, type SiteData } from './app/route-data';
import { sessionApi } from './api/session';
import { apiOriginContext, forwardedHeaders, NonceContext, publicUrlContext } from './app/server-context';
import { StoreHandover } from './app/store-handover';
import { makeStore } from './app/store';
import { languageCookie, requestLanguage, selectLanguage } from './i18n/language';
import { splitLanguagePrefix } from './lib/page-meta';
import { loadLanguage } from './i18n/messages';

/**
 * Each server-rendered request gets a store of its own, in the page's language, whose API reads go
 * to this process with the visitor's cookie (the same calls the browser makes, ADR 0060).
 */
const requestStore: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pathname, protocol } = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const language = requestLanguage(pathname, cookie, request.headers.get('accept-language'));
  const apiOrigin = context.get(apiOriginContext);
  context.set(storeContext, makeStore({ language: { current: language } }, apiOrigin ? { origin: apiOrigin, headers: forwardedHeaders(request) } : undefined));
  await loadLanguage(language);
  const response = await next();
  // Opening /it/… or /en/… chooses that language, as the toggle does: the next page comes in it too.
  if (splitLanguagePrefix(pathname).language && !cookie?.includes(`language=${language}`))
    response.headers.append('Set-Cookie', languageCookie(language, protocol === 'https:'));
  return response;
};
export const middleware = [requestStore];

/** Every page's header says who is logged in: read with the visitor's cookie, as the browser reads it. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<SiteData> {
  const store = context.get(storeContext);
  if (context.get(apiOriginContext)) await awaitReads(store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false })));
  return { language: selectLanguage(store.getState()), origin: context.get(publicUrlContext) ?? new URL(request.url).origin };
}

export async function clientLoader({ context, request }: ClientLoaderFunctionArgs): Promise<SiteData> {
  // /it/… and /en/… are in their language before LanguageScope has set it in the store; the head is
  // written in its messages.
  const language = splitLanguagePrefix(new URL(request.url).pathname).language ?? selectLanguage(context.get(storeContext).getState());
  await loadLanguage(language).catch(() => undefined);
  return { language, origin: window.location.origin };
}

/**
 * The pages' style sheets, as React Router's <Links> would list them, but written with a `precedence`
 * so React sends them first in the head: <Links> writes them after the ~55 script preloads React
 * hoists there, and on HTTP/1.1's six connections per host the sheets that block the first paint
 * waited behind the scripts (Lighthouse's LCP on a slow phone line, ADR 0060). No route declares
 * `links()`; the framework's manifest is read through its exported context.
 */
function StyleSheets() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  const hrefs = new Set(matches.flatMap((match) => manifest?.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => <link key={href} rel="stylesheet" href={href} precedence="site" />);
}

/** The document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const nonce = useContext(NonceContext);
  // Marks the page as taken over by the app: the browser tests and the bench wait for it.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#081226" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <StyleSheets />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <StoreHandover />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return (
    <LocalizedProviders>
      <Outlet />
    </LocalizedProviders>
  );
}
