import { createIntl, type IntlShape } from 'react-intl';
import { createContext, data, redirect, useRouteLoaderData, type LoaderFunctionArgs, type MetaArgs, type MetaDescriptor } from 'react-router';
import { sessionApi } from '../api/session';
import type { Language } from '../i18n/language';
import { messagesFor, type MessageId } from '../i18n/messages';
import { absoluteUrl, alternateLinks, canonicalPath, canonicalUrl, splitLanguagePrefix } from '../lib/page-meta';
import { apiOriginContext } from './server-context';
import type { AppStore } from './store';

/**
 * How route modules read their data (ADR 0060): through the same RTK Query endpoints the page's
 * components use, into the store of the request (on the server) or of the browser. A loader awaits
 * the reads the page is first server-rendered with; the components then find them in the store's cache, and the
 * browser's store takes the server's answers over (app/store-handover.tsx), so nothing is asked twice.
 */
export const storeContext = createContext<AppStore>();

/**
 * A list page's client loader: in the browser its own hooks read (each section shows its loading
 * state until its answer comes), so a navigation to it asks the server for nothing.
 */
export function hooksRead(): void {}

/** What the root route knows of every page: its language and the site's public address. */
export interface SiteData {
  language: Language;
  origin: string;
}

/**
 * A read started in the store (an endpoint's `initiate(arg, { subscribe: false })`): the answer stays
 * in the cache for the page's hooks, which hold it from then on (RTK Query keeps an unused one 60 s).
 */
interface Read<T> {
  unwrap(): Promise<T>;
}

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined);

/**
 * Awaits the reads the page is server-rendered with. A 404 from the API is the page's 404; any other failure is
 * left to the page's own error state (its retry asks again).
 */
export async function awaitReads<T extends readonly Read<unknown>[]>(
  ...reads: T
): Promise<{ [K in keyof T]: T[K] extends Read<infer V> ? V | undefined : never }> {
  const settled = await Promise.allSettled(reads.map((read) => read.unwrap()));
  if (settled.some((result) => result.status === 'rejected' && statusOf(result.reason) === 404)) throw data(null, { status: 404 });
  return settled.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as never;
}

const intls = new Map<Language, { messages: object; intl: IntlShape }>();
/** Message formatting outside React (a route's meta), in the catalogue the page is shown in. */
export function intlFor(language: Language): IntlShape {
  const messages = messagesFor(language);
  let entry = intls.get(language);
  if (entry?.messages !== messages) {
    entry = { messages, intl: createIntl({ locale: language, defaultLocale: 'en', messages: messages as Record<string, string> }) };
    intls.set(language, entry);
  }
  return entry.intl;
}

/** The site's public address, the same on the server and in the browser (share links). */
export function useSiteOrigin(): string {
  return (useRouteLoaderData('root') as SiteData | undefined)?.origin ?? globalThis.location?.origin ?? '';
}

export function siteDataOf(matches: MetaArgs['matches']): SiteData {
  const root = matches.find((match) => match?.id === 'root')?.data as SiteData | undefined;
  return root ?? { language: 'en', origin: globalThis.location?.origin ?? '' };
}

export interface PageHead {
  /** The page's own name, shown as "<name> – OP Decks" (its message, or a deck's or article's name). */
  title?: string;
  titleId?: MessageId;
  /** The whole title, when it is not "<name> – OP Decks" (the home page's). */
  documentTitleId?: MessageId;
  description?: string;
  descriptionId?: MessageId;
  /** A path on this site or an absolute address; the site's picture when absent. */
  image?: string;
  /** The picture's size, type and text, when they are known (the site's own pictures): previews lay out before loading it. */
  imageDetails?: ImageDetails;
  type?: 'website' | 'article';
  /** Pages that are nobody's search result (accounts, the back office, not found). */
  noindex?: boolean;
}

export interface ImageDetails {
  width: number;
  height: number;
  type: string;
  alt?: string;
}

export const DEFAULT_IMAGE = '/og-image.png';
const DEFAULT_IMAGE_DETAILS: ImageDetails = { width: 1200, height: 630, type: 'image/png' };

/**
 * A page's head (docs/product.md#page-metadata): title, description, keywords, Open Graph tags, the
 * address in og:url and the it/en/x-default alternates, written by the server and kept right by the
 * router as the visitor navigates.
 */
export function pageHead({ matches, location }: Pick<MetaArgs, 'matches' | 'location'>, head: PageHead): MetaDescriptor[] {
  const { language, origin } = siteDataOf(matches);
  const intl = intlFor(language);
  const name = head.title ?? (head.titleId ? intl.formatMessage({ id: head.titleId }) : undefined);
  const title = head.documentTitleId ? intl.formatMessage({ id: head.documentTitleId }) : intl.formatMessage({ id: 'app.pageTitle' }, { page: name });
  const description = head.description || intl.formatMessage({ id: head.descriptionId ?? 'meta.description.home' });
  const path = canonicalPath(location.pathname);
  const image = absoluteUrl(origin, head.image ?? DEFAULT_IMAGE);
  const details = head.image ? head.imageDetails : DEFAULT_IMAGE_DETAILS;
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { name: 'description', content: description },
    { property: 'og:description', content: description },
    { name: 'keywords', content: intl.formatMessage({ id: 'meta.keywords' }) },
    { property: 'og:image', content: image },
    ...(details
      ? [
          { property: 'og:image:width', content: String(details.width) },
          { property: 'og:image:height', content: String(details.height) },
          { property: 'og:image:type', content: details.type },
        ]
      : []),
    ...(details?.alt ? [{ property: 'og:image:alt', content: details.alt }] : []),
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:site_name', content: 'OP Decks' },
    { property: 'og:locale', content: language === 'it' ? 'it_IT' : 'en_GB' },
    { property: 'og:url', content: absoluteUrl(origin, path) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    ...(details?.alt ? [{ name: 'twitter:image:alt', content: details.alt }] : []),
  ];
  if (head.noindex) return [...tags, { name: 'robots', content: 'noindex' }];
  return [
    ...tags,
    { tagName: 'link', rel: 'canonical', href: canonicalUrl(origin, path, language) },
    ...alternateLinks(origin, path).map(({ hreflang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang: hreflang, href })),
  ];
}

/**
 * Pages for one kind of visitor (the account page, the login form) answer the others with a redirect
 * when rendered on the server, so nothing depends on a `<Navigate>` running after hydration. In the
 * browser their components still redirect as the session changes.
 */
export async function redirectOnServer(
  { context, request }: LoaderFunctionArgs,
  target: (loggedIn: boolean, search: URLSearchParams) => string | null,
): Promise<null> {
  if (!context.get(apiOriginContext)) return null;
  const session = await context.get(storeContext).dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
  const url = new URL(request.url);
  const path = target(!!session.data?.user, url.searchParams);
  if (path === null) return null;
  const language = splitLanguagePrefix(url.pathname).language;
  throw redirect(language ? `/${language}${path === '/' ? '' : path}` : path);
}
