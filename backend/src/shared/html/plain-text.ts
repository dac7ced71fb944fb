/**
 * Text out of the rich HTML of guides and articles, as one set of plain functions: the news
 * excerpts, the server-written head of deck and news pages, and the `pageDescription` the deck and
 * news answers carry for the client's head (issue #9: the client keeps no copy of these rules).
 */
export type TextLanguage = 'it' | 'en';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#160': ' ' };

/**
 * Readable text of rich HTML: scripts, styles and embeds dropped, tags removed (block ends become
 * spaces so words do not run together), the common entities decoded, whitespace folded.
 */
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

/** SPEC §2: descriptions are cut at 157 characters plus an ellipsis. */
export function cutDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 157 ? `${clean.slice(0, 157)}...` : clean;
}

/**
 * The first sentence of a guide, as text: up to the first '.', '!' or '?' followed by a space (or
 * the end). Section headings ("Piano di gioco") are not sentences and are skipped, unless the text
 * is nothing but headings.
 */
export function firstSentence(html: string | null | undefined): string {
  const text = stripMarkup(html?.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]\s*>/gi, ' ')) || stripMarkup(html);
  // 'DON!!' is the game's resource card, not the end of a sentence.
  const match = /^.*?(?<!\bDON!)[.!?](?=\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

/**
 * A deck page's description in a language: the first sentence of its guide in that language, else
 * of the other one, else its short description; cut as the SPEC says. Empty when the deck has none
 * of them (the page then uses the gallery's description).
 */
export function deckPageDescription(
  deck: { description: string | null; descriptionEn: string | null; shortDescription: string | null },
  language: TextLanguage,
): string {
  const guide = language === 'en' ? deck.descriptionEn || deck.description : deck.description || deck.descriptionEn;
  return cutDescription(firstSentence(guide) || (deck.shortDescription ?? ''));
}

/**
 * A news page's description in a language: the article's text (the English one when there is no
 * Italian), cut as the SPEC says. Empty when it has no text (the page then uses the news list's description).
 */
export function newsPageDescription(news: { content: string; contentIt: string | null }, language: TextLanguage): string {
  return cutDescription(stripMarkup((language === 'it' && news.contentIt) || news.content));
}
