/**
 * robots.txt and sitemap.xml (docs/product.md#page-metadata): what crawlers read about the pages,
 * which React Router server-renders (frontend/src/routes.ts). Plain functions over the public address
 * and the published ids.
 */
const LANGUAGES = ['it', 'en'] as const;

/** The public pages without an id, in the order of docs/product.md#page-metadata. */
export const SITEMAP_PAGES = ['/', '/cards', '/cards/syntax', '/developers', '/decks', '/news', '/tier-list', '/print', '/privacy', '/auth'];

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page in each language (/it/…, /en/…) and the unprefixed address as x-default. */
export function alternateLinks(publicUrl: string, path: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(publicUrl, `/${language}${path}`) })),
    { hreflang: 'x-default', href: absoluteUrl(publicUrl, path) },
  ];
}

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

/** The fixed pages, then every published deck and news item, every card and every leader (their base codes). */
export function sitemapPaths(deckIds: number[], newsIds: number[], codes: { cards: string[]; leaders: string[] } = { cards: [], leaders: [] }): string[] {
  return [
    ...SITEMAP_PAGES,
    ...deckIds.map((id) => `/decks/${id}`),
    ...newsIds.map((id) => `/news/${id}`),
    ...codes.cards.map((code) => `/cards/${encodeURIComponent(code)}`),
    ...codes.leaders.map((code) => `/leaders/${encodeURIComponent(code)}`),
  ];
}

/**
 * Each page once per language (/it/…, /en/…), every entry naming all its alternates (hreflang it, en
 * and x-default), as search engines ask for bilingual sites.
 */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = alternateLinks(publicUrl, path);
    const links = alternates.map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`).join('\n');
    return alternates.filter((link) => link.hreflang !== 'x-default').map((link) => `  <url>\n    <loc>${escapeXml(link.href)}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
