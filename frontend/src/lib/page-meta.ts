/**
 * Where a page's head tags point, as pure functions: the same addresses as the server's
 * backend/src/modules/spa/page-meta.ts, so the tags the server wrote for the first page and the ones
 * the client writes as the visitor navigates read the same. Texts are not made here: the SPEC pages'
 * descriptions are messages (equal to the server's, within its 157-character cut: a backend test),
 * and a deck's or article's description comes with it from the API (`pageDescription`).
 */
import type { MessageId } from '../i18n/messages';
import { LANGUAGES, type Language } from '../i18n/language';

/** The pages with their own description (docs/product.md#page-metadata), by path (the messages hold the texts). */
export const STATIC_PAGE_DESCRIPTIONS: Record<string, MessageId> = {
  '/': 'meta.description.home',
  '/cards': 'meta.description.cards',
  '/cards/syntax': 'meta.description.cardsSyntax',
  '/decks': 'meta.description.decks',
  '/news': 'meta.description.news',
  '/tier-list': 'meta.description.tierList',
  '/print': 'meta.description.print',
  '/privacy': 'meta.description.privacy',
  '/auth': 'meta.description.auth',
};

const PRIVATE_PAGES = new Set(['/verify-email', '/unlock-account', '/my-account', '/admin', '/admin-login']);

export const DEFAULT_IMAGE = '/og-image.png';

/** '/it/decks/4/' → { language: 'it', path: '/decks/4' }. */
export function splitLanguagePrefix(path: string): { language: Language | null; path: string } {
  const match = /^\/(it|en)(?=\/|$)(.*)$/.exec(path);
  const rest = match ? (match[2] ?? '') : path;
  return { language: match ? (match[1] as Language) : null, path: rest.replace(/\/+$/, '') || '/' };
}

/** The same page in another language: '/it/decks/4' → '/en/decks/4'. */
export function withLanguagePrefix(path: string, language: Language): string {
  const bare = splitLanguagePrefix(path).path;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

export type RouteKind = { kind: 'static'; description: MessageId } | { kind: 'detail' } | { kind: 'private' } | { kind: 'unknown' };

export function classifyRoute(path: string): RouteKind {
  const bare = splitLanguagePrefix(path).path;
  const description = STATIC_PAGE_DESCRIPTIONS[bare];
  if (description) return { kind: 'static', description };
  if (PRIVATE_PAGES.has(bare)) return { kind: 'private' };
  if (/^\/(decks|news)\/\d{1,9}$/.test(bare)) return { kind: 'detail' };
  return { kind: 'unknown' };
}

/** The address of the page as the server writes it in og:url: no trailing slash, prefix kept. */
export function canonicalPath(path: string): string {
  const { language, path: bare } = splitLanguagePrefix(path);
  return language ? withLanguagePrefix(bare, language) : bare;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `${new URL(origin).protocol}${pathOrUrl}`;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** /it/…, /en/… and the unprefixed address as x-default. */
export function alternateLinks(origin: string, path: string): Array<{ hreflang: Language | 'x-default'; href: string }> {
  const bare = splitLanguagePrefix(path).path;
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(origin, `/${language}${bare}`) })),
    { hreflang: 'x-default' as const, href: absoluteUrl(origin, bare) },
  ];
}
