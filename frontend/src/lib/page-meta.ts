/**
 * Where a page's head tags point, and the language prefixes of an address, as pure functions: used
 * by the routes' heads (app/route-data.ts's pageHead), the language toggle and LanguageScope.
 */
import { LANGUAGES, type Language } from '../i18n/language';

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

/** The address of the page as its head names it in og:url: no trailing slash, prefix kept. */
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

/**
 * The page's canonical address (absolute): the language-prefixed address of the language it is shown
 * in, without its query (a search, a filter or a sort is the same page to a search engine), so
 * `/decks`, `/it/decks/` and `/it/decks?sort=name` all name `/it/decks` when shown in Italian.
 */
export function canonicalUrl(origin: string, path: string, language: Language): string {
  return absoluteUrl(origin, withLanguagePrefix(path, language));
}
