export type MetaLanguage = 'it' | 'en';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  image: string;
  type: 'website' | 'article';
}

const SITE = 'OP Decks';
const IMAGE = '/og-image.png';
const KEYWORDS = {
  it: 'One Piece Card Game, OPTCG, mazzi, carte, tier list, guide strategiche, proxy',
  en: 'One Piece Card Game, OPTCG, decks, cards, tier list, strategy guides, proxy',
};

type Entry = Record<MetaLanguage, { title: string; description: string }>;

/** Per-path metadata (SPEC §2): set server-side so link previews and crawlers see it without JavaScript. */
const PAGES: Record<string, Entry> = {
  '/': {
    it: { title: `${SITE} – Impara a giocare a One Piece Card Game`, description: 'Mazzi della community con guide strategiche e matchup, database delle carte, tier list e news: impara come giocare, non solo cosa giocare.' },
    en: { title: `${SITE} – Learn to play the One Piece Card Game`, description: 'Community decks with strategy guides and matchups, a card database, tier list and news: learn how to play, not just what to play.' },
  },
  '/cards': {
    it: { title: `Database carte – ${SITE}`, description: 'Cerca tra tutte le carte di One Piece Card Game per nome, tipo, colore, costo, set, attributo, famiglia e potenza.' },
    en: { title: `Card database – ${SITE}`, description: 'Search every One Piece Card Game card by name, type, colour, cost, set, attribute, family and power.' },
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
    it: { title: `Stampa proxy – ${SITE}`, description: 'Stampa carte proxy in formato reale 63 × 88 mm, 9 per pagina A4, per provare i mazzi prima di comprarli.' },
    en: { title: `Proxy printing – ${SITE}`, description: 'Print proxy cards at real size 63 × 88 mm, 9 per A4 page, to try decks before you buy them.' },
  },
  '/privacy': {
    it: { title: `Privacy policy – ${SITE}`, description: 'Come trattiamo i tuoi dati personali e i cookie.' },
    en: { title: `Privacy policy – ${SITE}`, description: 'How we handle your personal data and cookies.' },
  },
  '/auth': {
    it: { title: `Accedi o registrati – ${SITE}`, description: 'Crea un account per salvare i mazzi preferiti e commentare.' },
    en: { title: `Log in or register – ${SITE}`, description: 'Create an account to save favourite decks and comment.' },
  },
};

/** SPEC: descriptions are cut at 157 characters plus an ellipsis. */
export function cutDescription(text: string): string {
  return text.length > 157 ? `${text.slice(0, 157)}...` : text;
}

/**
 * Metadata for a path, or null for paths that leave it blank (deck and news details: their
 * titles come from data the page loads).
 */
export function pageMetaFor(path: string, language: MetaLanguage): PageMeta | null {
  const normalised = path.replace(/^\/(it|en)(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  const entry = PAGES[normalised];
  if (!entry) return null;
  const { title, description } = entry[language];
  return { title, description: cutDescription(description), keywords: KEYWORDS[language], image: IMAGE, type: 'website' };
}

export function languageFor(path: string, acceptLanguage: string | undefined): MetaLanguage {
  const prefix = /^\/(it|en)(?:\/|$)/.exec(path)?.[1];
  if (prefix) return prefix as MetaLanguage;
  return /^\s*it\b/i.test(acceptLanguage ?? '') ? 'it' : 'en';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fills the built index.html's head for one request. */
export function renderIndexHtml(template: string, meta: PageMeta | null, language: MetaLanguage, url: string): string {
  const tags = meta
    ? [
        `<title>${escapeHtml(meta.title)}</title>`,
        `<meta name="description" content="${escapeHtml(meta.description)}">`,
        `<meta name="keywords" content="${escapeHtml(meta.keywords)}">`,
        `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
        `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
        `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
        `<meta property="og:type" content="${meta.type}">`,
        `<meta property="og:url" content="${escapeHtml(url)}">`,
        `<meta name="twitter:card" content="summary_large_image">`,
      ]
    : [`<title>${SITE}</title>`];
  return template
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
