/**
 * Page metadata written into the HTML by the server (docs/product.md#page-metadata and issue 12): crawlers and chat
 * previews run no JavaScript, so what they see is what this file puts in the head. Plain functions,
 * no framework: the controller feeds them the path, the language and, for detail pages, the content.
 */
import { chosenLanguage } from '../../shared/http/language-cookie.js';
import { cutDescription, deckPageDescription, newsPageDescription, type TextLanguage } from '../../shared/html/plain-text.js';

export type MetaLanguage = TextLanguage;
export const META_LANGUAGES: readonly MetaLanguage[] = ['it', 'en'];

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** A path on this site ('/og-image.png') or an absolute URL; made absolute when rendered. */
  image: string;
  type: 'website' | 'article';
  /** Pages that must not be indexed (not-found, account and admin screens). */
  noindex?: boolean;
  /** The picture the page's first screen is largest with (a deck's leader): fetched with the HTML, not after the scripts. */
  heroImage?: string;
}

export interface DeckPageContent {
  name: string;
  /** The Italian guide (rich HTML) and the English one. */
  description: string | null;
  descriptionEn: string | null;
  shortDescription: string;
  leaderImageUrl: string | null;
  /** The site's address of the leader's full picture, as the deck page shows it (null: none recorded). */
  leaderImagePath: string | null;
}

export interface NewsPageContent {
  title: string;
  titleIt: string | null;
  /** The article (rich HTML) in English and Italian. */
  content: string;
  contentIt: string | null;
  imageUrl: string | null;
}

export const SITE = 'OP Decks';
export const DEFAULT_IMAGE = '/og-image.png';
const KEYWORDS: Record<MetaLanguage, string> = {
  it: 'One Piece Card Game, OPTCG, mazzi, carte, tier list, guide strategiche, proxy',
  en: 'One Piece Card Game, OPTCG, decks, cards, tier list, strategy guides, proxy',
};

type Entry = Record<MetaLanguage, { title: string; description: string }>;

/**
 * Per-path metadata (docs/product.md#page-metadata). Titles are the client's own (`<page> – OP Decks`, the home page's
 * documentTitle), so the browser tab reads the same before and after the app starts; the client's
 * `meta.description.*` messages hold the same descriptions (a test keeps them equal).
 */
export const STATIC_PAGES: Record<string, Entry> = {
  '/': {
    it: {
      title: `${SITE} – Impara a giocare a One Piece Card Game`,
      description: 'Mazzi della community con guide strategiche e matchup, database delle carte, tier list e news: impara come giocare, non solo cosa giocare.',
    },
    en: {
      title: `${SITE} – Learn to play the One Piece Card Game`,
      description: 'Community decks with strategy guides and matchups, a card database, tier list and news: learn how to play, not just what to play.',
    },
  },
  '/cards': {
    it: {
      title: `Database carte – ${SITE}`,
      description: 'Cerca tra tutte le carte di One Piece Card Game per nome, tipo, colore, costo, set, attributo, famiglia e potenza.',
    },
    en: {
      title: `Card database – ${SITE}`,
      description: 'Search every One Piece Card Game card by name, type, colour, cost, set, attribute, family and power.',
    },
  },
  // Not a SPEC page: the card search syntax, linked from /cards (issue #16).
  '/cards/syntax': {
    it: {
      title: `Sintassi della ricerca carte – ${SITE}`,
      description:
        'Come cercare nel database delle carte di One Piece Card Game: parole, frasi, tipo, colore, costo, potenza, counter, attributo, famiglia, set e rarità.',
    },
    en: {
      title: `Card search syntax – ${SITE}`,
      description:
        'How to search the One Piece Card Game card database: words, phrases, type, colour, cost, power, counter, attribute, family, set and rarity.',
    },
  },
  '/decks': {
    it: { title: `Mazzi – ${SITE}`, description: 'Mazzi competitivi con lista, guida strategica e matchup, filtrabili per tier, formato e leader.' },
    en: { title: `Decks – ${SITE}`, description: 'Competitive decks with list, strategy guide and matchups, filterable by tier, format and leader.' },
  },
  '/news': {
    it: { title: `News – ${SITE}`, description: 'Novità, guide per principianti e approfondimenti sul meta di One Piece Card Game.' },
    en: { title: `News – ${SITE}`, description: 'News, beginner guides and meta insights for the One Piece Card Game.' },
  },
  '/tier-list': {
    it: { title: `Tier list – ${SITE}`, description: 'I mazzi più forti del formato attuale divisi in Tier 1, Tier 2 e Rogue.' },
    en: { title: `Tier list – ${SITE}`, description: 'The strongest decks of the current format in Tier 1, Tier 2 and Rogue.' },
  },
  '/print': {
    it: {
      title: `Stampa proxy – ${SITE}`,
      description: 'Stampa carte proxy in formato reale 63 × 88 mm, 9 per pagina A4, per provare i mazzi prima di comprarli.',
    },
    en: { title: `Proxy printing – ${SITE}`, description: 'Print proxy cards at real size 63 × 88 mm, 9 per A4 page, to try decks before you buy them.' },
  },
  '/privacy': {
    it: { title: `Privacy policy – ${SITE}`, description: 'Come trattiamo i tuoi dati personali e i cookie.' },
    en: { title: `Privacy policy – ${SITE}`, description: 'How we handle your personal data and cookies.' },
  },
  '/auth': {
    it: { title: `Accedi o registrati – ${SITE}`, description: 'Crea un account per salvare i mazzi preferiti e commentare.' },
    en: { title: `Login or register – ${SITE}`, description: 'Create an account to save favourite decks and comment.' },
  },
};

/** Screens of the app that exist but are nobody's search result: 200, generic metadata, noindex. */
const PRIVATE_PAGES = new Set(['/verify-email', '/unlock-account', '/my-account', '/admin', '/admin-login']);

const NOT_FOUND_TITLE: Record<MetaLanguage, string> = { it: 'Pagina non trovata', en: 'Page Not Found' };

/** '/it/decks/4/' → { language: 'it', path: '/decks/4' }; unprefixed paths have no language. */
export function splitLanguagePrefix(path: string): { language: MetaLanguage | null; path: string } {
  const match = /^\/(it|en)(?=\/|$)(.*)$/.exec(path);
  const rest = match ? match[2] : path;
  const normalised = rest.replace(/\/+$/, '') || '/';
  return { language: match ? (match[1] as MetaLanguage) : null, path: normalised };
}

/**
 * The path prefix wins, then the visitor's stored choice (its cookie), then the browser's first
 * language (Italian variants → it, else en): as the app chooses on its first render.
 */
export function languageFor(path: string, acceptLanguage: string | undefined, cookieHeader?: string): MetaLanguage {
  return splitLanguagePrefix(path).language ?? chosenLanguage(cookieHeader) ?? (/^\s*it\b/i.test(acceptLanguage ?? '') ? 'it' : 'en');
}

/** What a path is, once the language prefix is gone. */
export type PageKind =
  { kind: 'static'; path: string } | { kind: 'deck'; id: number } | { kind: 'news'; id: number } | { kind: 'private'; path: string } | { kind: 'unknown' };

export function classifyPath(path: string): PageKind {
  const bare = splitLanguagePrefix(path).path;
  if (STATIC_PAGES[bare]) return { kind: 'static', path: bare };
  if (PRIVATE_PAGES.has(bare)) return { kind: 'private', path: bare };
  const detail = /^\/(decks|news)\/(\d{1,9})$/.exec(bare);
  if (detail) return { kind: detail[1] === 'decks' ? 'deck' : 'news', id: Number(detail[2]) };
  return { kind: 'unknown' };
}

export function staticPageMeta(path: string, language: MetaLanguage): PageMeta | null {
  const entry = STATIC_PAGES[splitLanguagePrefix(path).path];
  if (!entry) return null;
  const { title, description } = entry[language];
  return { title, description: cutDescription(description), keywords: KEYWORDS[language], image: DEFAULT_IMAGE, type: 'website' };
}

export function privatePageMeta(language: MetaLanguage): PageMeta {
  return { ...staticPageMeta('/', language)!, noindex: true };
}

export function notFoundPageMeta(language: MetaLanguage): PageMeta {
  return { ...staticPageMeta('/', language)!, title: `${NOT_FOUND_TITLE[language]} – ${SITE}`, noindex: true };
}

export function deckPageMeta(deck: DeckPageContent, language: MetaLanguage): PageMeta {
  return {
    title: `${deck.name} – ${SITE}`,
    // The same text the deck's API answer carries as its pageDescription.
    description: deckPageDescription(deck, language) || cutDescription(STATIC_PAGES['/decks'][language].description),
    keywords: `${deck.name}, ${KEYWORDS[language]}`,
    image: deck.leaderImageUrl || DEFAULT_IMAGE,
    type: 'website',
    heroImage: deck.leaderImagePath ?? undefined,
  };
}

export function newsPageMeta(news: NewsPageContent, language: MetaLanguage): PageMeta {
  const title = (language === 'it' && news.titleIt) || news.title;
  return {
    title: `${title} – ${SITE}`,
    // The same text the article's API answer carries as its pageDescription.
    description: newsPageDescription(news, language) || cutDescription(STATIC_PAGES['/news'][language].description),
    keywords: KEYWORDS[language],
    image: news.imageUrl || DEFAULT_IMAGE,
    type: 'article',
  };
}

/** An address on this site or elsewhere, always absolute (chat previews ignore relative images). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `${new URL(publicUrl).protocol}${pathOrUrl}`;
  return `${publicUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

export interface AlternateLink {
  hreflang: MetaLanguage | 'x-default';
  href: string;
}

/** The page in each language (/it/…, /en/…) and the unprefixed address as x-default. */
export function alternateLinks(publicUrl: string, path: string): AlternateLink[] {
  const bare = splitLanguagePrefix(path).path;
  const suffix = bare === '/' ? '/' : bare;
  return [
    ...META_LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(publicUrl, `/${language}${suffix}`) })),
    { hreflang: 'x-default' as const, href: absoluteUrl(publicUrl, suffix) },
  ];
}

export interface HeadContext {
  meta: PageMeta;
  language: MetaLanguage;
  publicUrl: string;
  /** The request path (no query). */
  path: string;
  /** API addresses the page reads as it opens, preloaded from the head (see `pagePreloads`). */
  preloads?: readonly string[];
  /** The page's own chunks and styles and its language's messages (see `pageScripts`). */
  scripts?: PageAssets;
  /** The page's first screen (see `pageShell`): its styles then apply from the start. */
  shell?: string | null;
  /** With a shell, the script that starts the app once the shell is painted (see `renderIndexHtml`). */
  boot?: string;
  /** With a shell server-rendered from API answers (an article, ADR 0045), the element that gives them to the app. */
  firstScreenData?: string;
}

/** Script chunks and style sheets of the built front end, as root-relative addresses. */
export interface PageAssets {
  scripts: readonly string[];
  styles: readonly string[];
}

/** frontend/public/page-data.json: per page pattern ('/decks/:id'), the API reads it makes as it opens. */
export interface PageDataManifest {
  pages: Record<string, string[]>;
}

/**
 * The API reads to preload for a path without a language prefix: the manifest's entry for the path
 * itself or for its pattern with `:id` (deck and news pages), the id filled in, and `:language` the
 * language the page is server-rendered in (the privacy policy asks for its text in it).
 */
export function pagePreloads(manifest: PageDataManifest | null, path: string, language: MetaLanguage): readonly string[] {
  if (!manifest) return [];
  const detail = detailPath(path);
  const addresses = manifest.pages[path] ?? (detail ? manifest.pages[detail.pattern] : undefined) ?? [];
  return addresses.map((address) => address.replaceAll(':id', detail?.id ?? ':id').replaceAll(':language', language));
}

/** '/decks/42' → the pattern '/decks/:id' and the id. */
function detailPath(path: string): { pattern: string; id: string } | null {
  const detail = /^(\/(?:decks|news)\/)(\d{1,9})$/.exec(path);
  return detail ? { pattern: `${detail[1]}:id`, id: detail[2]! } : null;
}

/** frontend/dist/page-scripts.json (written by the build): each page's chunks and each language's messages. */
export interface PageScriptsManifest {
  /** src/boot.ts as built: what a page with a shell loads instead of the app's entry (ADR 0044). */
  boot?: string;
  pages: Record<string, PageAssets>;
  catalogues: Record<string, PageAssets>;
}

/**
 * What the page at a path (without a language prefix) loads after the entry: its lazy page chunk
 * with the chunks and styles it imports, and the language's message catalogue. Preloaded from the
 * head, they download with the entry instead of after it ran (ADR 0031).
 */
export function pageScripts(manifest: PageScriptsManifest | null, path: string, language: MetaLanguage): PageAssets {
  const page = manifest && (manifest.pages[path] ?? manifest.pages[detailPath(path)?.pattern ?? '']);
  const catalogue = manifest?.catalogues[language];
  // The messages first: the first render waits for them, and one file is quicker to have than many.
  return { scripts: [...(catalogue?.scripts ?? []), ...(page?.scripts ?? [])], styles: [...(catalogue?.styles ?? []), ...(page?.styles ?? [])] };
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags for one page, in the order a reader of the source expects. */
export function headTags({ meta, language, publicUrl, path, preloads = [], scripts, shell }: HeadContext): string[] {
  const url = absoluteUrl(publicUrl, path);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}">`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  tags.push(
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:locale" content="${language === 'it' ? 'it_IT' : 'en_GB'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(publicUrl, meta.image))}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  );
  if (!meta.noindex) {
    for (const link of alternateLinks(publicUrl, path)) tags.push(`<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`);
  }
  // use-credentials: the app's fetches send the session cookie, and a preload is only used by a
  // request of the same credentials mode.
  for (const address of preloads) tags.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(address)}">`);
  // The largest picture of the first screen starts with the page, not once the scripts have run and
  // asked for the data it belongs to (ADR 0043); the shell draws it (ADR 0044). Only with the shell.
  if (meta.heroImage && shell) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(meta.heroImage)}">`);
  // Crossorigin as Vite's own module scripts and the style links it adds, so these are reused.
  // With a shell on screen the page's styles are needed for the first paint; without, only once its chunk has run.
  const styleLink = shell ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  for (const address of scripts?.styles ?? []) tags.push(`<link ${styleLink} crossorigin href="${escapeHtml(address)}">`);
  for (const address of scripts?.scripts ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(address)}">`);
  return tags;
}

/** frontend/dist/page-shells.json (written by the build): by language, each page's first screen. */
export interface PageShellsManifest {
  /** What a shell holds where the address of the page's largest picture goes (a deck page's leader). */
  heroImageSlot?: string;
  shells: Record<string, Record<string, string>>;
}

/**
 * The first screen of the page at a path without a language prefix, drawn by the build, with the
 * page's largest picture (`heroImage`) where the build left its slot; null for pages without one,
 * and for a shell with a slot but no picture to put in it.
 */
export function pageShell(manifest: PageShellsManifest | null, path: string, language: MetaLanguage, heroImage?: string): string | null {
  const shells = manifest?.shells[language];
  const shell = shells?.[path] ?? shells?.[detailPath(path)?.pattern ?? ''] ?? null;
  const slot = manifest?.heroImageSlot;
  if (!shell || !slot || !shell.includes(slot)) return shell;
  return heroImage ? shell.replaceAll(slot, escapeHtml(heroImage)) : null;
}

/**
 * Fills the built index.html's head for one request, sets `<html lang>` and puts the page's shell in
 * `#root`. The shell is a picture until the app's first render takes it over: `inert` keeps clicks,
 * focus and screen readers for the live page (ADR 0040). Its scripts are not needed to show it, so
 * they start once it is painted: the app's script tags give way to the boot script, which names them
 * (ADR 0044).
 */
export function renderIndexHtml(template: string, head: HeadContext): string {
  const html = template
    .replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${head.language}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace('</head>', `  ${headTags(head).join('\n    ')}\n  </head>`);
  if (!head.shell) return html;
  const withShell = html.replace('<div id="root"></div>', () => `<div id="root" inert>${head.shell}</div>${head.firstScreenData ?? ''}`);
  return head.boot ? startedAfterPaint(withShell, head.boot) : withShell;
}

/** The app's entry script and every module preload (Vite's and the page's) in one boot script tag, in the entry's place. */
function startedAfterPaint(html: string, boot: string): string {
  const modules: string[] = [];
  const withoutPreloads = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, address: string) => {
    modules.push(address);
    return '';
  });
  return withoutPreloads.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, entry: string) => `<script type="module" crossorigin src="${escapeHtml(boot)}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
  );
}

/** robots.txt: everything public may be crawled; accounts, the back office and the API may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /my-account',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The public pages of the sitemap: the fixed list (docs/product.md#page-metadata), then every published deck and news item. */
export function sitemapPaths(deckIds: number[], newsIds: number[]): string[] {
  return [...Object.keys(STATIC_PAGES), ...deckIds.map((id) => `/decks/${id}`), ...newsIds.map((id) => `/news/${id}`)];
}

/**
 * sitemap.xml: each page once per language (/it/…, /en/…), every entry naming all its alternates
 * (hreflang it, en and x-default), as search engines ask for bilingual sites.
 */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = alternateLinks(publicUrl, path);
    const links = alternates.map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}"/>`).join('\n');
    return alternates.filter((link) => link.hreflang !== 'x-default').map((link) => `  <url>\n    <loc>${escapeHtml(link.href)}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
