import './styles/global.css';
// antd's component styles, written at build time, by route (ADRs 0037, 0077).
import antdStyles from 'virtual:antd-styles/routes';
import { useContext, useEffect, useState, type ReactNode } from 'react';
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
 * `links()`; the framework's manifest is read through its exported context. antd's sheets for the
 * page's routes come first (their own precedence, so a page opened later adds its antd sheet before
 * the site's too): the site's rules override antd's (ADR 0077).
 */
function StyleSheets() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  const antd = new Set(matches.flatMap((match) => antdStyles[match.id] ?? []));
  const site = new Set(matches.flatMap((match) => manifest?.routes[match.id]?.css ?? []));
  return [
    ...[...antd].map((href) => <link key={href} rel="stylesheet" href={href} precedence="antd" />),
    ...[...site].map((href) => <link key={href} rel="stylesheet" href={href} precedence="site" />),
  ];
}

/**
 * The modules the page's scripts share (React DOM, React Router, Redux, the API client, antd's
 * parts…: the chunks React Router preloads), each run by a module script of its own as soon as it
 * has downloaded. The browser evaluates a module graph in one task, and React Router's one script
 * for the whole page (about 700 KB of JavaScript) was a task of 0.3–1 s at 4× slower CPU in which a
 * click waited; chunk by chunk, a click between two is handled at once (a plain link before
 * hydration). The same work, none of it held back: React Router's script then evaluates only the
 * route modules themselves (ADR 0070). All at low fetch priority, the entry and route modules too
 * (their preloads here come before React Router's): the document and the style sheets, which the
 * first paint waits for, go first on a slow line; the scripts only hydrate what is already shown,
 * and its links work before that (app/links-before-hydration.ts).
 */
function SharedModules() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  // The first page's only: later pages' modules are React Router's to load.
  const [hrefs] = useState(() => new Set([...(manifest?.entry.imports ?? []), ...matches.flatMap((match) => manifest?.routes[match.id]?.imports ?? [])]));
  const [modules] = useState(() =>
    [manifest?.entry.module, ...matches.map((match) => manifest?.routes[match.id]?.module)].filter((href) => href !== undefined),
  );
  return [
    ...[...hrefs].map((href) => <script key={href} type="module" async src={href} fetchPriority="low" />),
    ...modules.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />),
  ];
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
        <SharedModules />
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
