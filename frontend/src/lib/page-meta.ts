/**
 * What the head of a page says, as pure functions: the same rules as the server's
 * backend/src/modules/spa/page-meta.ts, so the tags the server wrote for the first page and the ones
 * React writes as the visitor navigates read the same (React 19 then adopts the server's tags
 * instead of adding a second copy).
 */
import type { MessageId } from '../i18n/messages';
import { LANGUAGES, type Language } from '../i18n/language';

/** SPEC §2 pages with their own description, by path (the messages hold the texts). */
export const STATIC_PAGE_DESCRIPTIONS: Record<string, MessageId> = {
  '/': 'meta.description.home',
  '/cards': 'meta.description.cards',
  '/decks': 'meta.description.decks',
  '/news': 'meta.description.news',
  '/tier-list': 'meta.description.tierList',
  '/print': 'meta.description.print',
  '/privacy': 'meta.description.privacy',
  '/auth': 'meta.description.auth',
};

const PRIVATE_PAGES = new Set(['/verify-email', '/my-account', '/admin', '/admin-login']);

export const DEFAULT_IMAGE = '/og-image.png';

/** SPEC: descriptions are cut at 157 characters plus an ellipsis. */
export function cutDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 157 ? `${clean.slice(0, 157)}...` : clean;
}

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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#160': ' ' };

/** Readable text of rich HTML (the server's rule). */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style|iframe)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote|pre|tr|td|ul|ol|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name];
      const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
      if (!code) return entity;
      const point = /^#x/i.test(name) ? parseInt(code, 16) : Number(code);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first sentence of a guide, as text (up to '.', '!' or '?' before a space or the end);
 * section headings are skipped unless there is nothing else.
 */
export function firstSentence(html: string | null | undefined): string {
  const text = stripMarkup(html?.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]\s*>/gi, ' ')) || stripMarkup(html);
  // 'DON!!' is the game's resource card, not the end of a sentence.
  const match = /^.*?(?<!\bDON!)[.!?](?=\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

/** A deck page's description: the first sentence of its guide in the language, else the other one, else the short description. */
export function deckDescription(
  language: Language,
  deck: { description?: string | null; description_en?: string | null; shortDescription?: string | null },
  fallback: string,
): string {
  const guide = language === 'en' ? deck.description_en || deck.description : deck.description || deck.description_en;
  return cutDescription(firstSentence(guide) || (deck.shortDescription ?? '').trim() || fallback);
}
