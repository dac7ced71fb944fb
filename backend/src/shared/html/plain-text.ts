/**
 * Text out of the rich HTML of guides and articles, as one set of plain functions: the news
 * excerpts, the server-written head of deck and news pages, and the `pageDescription` the deck and
 * news answers carry for the client's head (issue #9: the client keeps no copy of these rules).
 */
import sanitizeHtml from 'sanitize-html';

export type TextLanguage = 'it' | 'en';

/** Elements dropped with what they contain. */
const DROPPED = ['script', 'style', 'iframe'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** Where words end: these elements' starts and ends become spaces, so words do not run together. */
const BREAKS = new Set([...DROPPED, ...HEADINGS, 'p', 'div', 'br', 'li', 'blockquote', 'pre', 'tr', 'td', 'ul', 'ol', 'hr']);
/** sanitize-html writes text HTML-escaped; these three are all it escapes there. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** The text of HTML, parsed by sanitize-html with no tag allowed: `dropped` elements go with their content. */
function textOf(html: string, dropped: readonly string[]): string {
  let wordEnds = false;
  const breaks = (tag: string) => {
    if (BREAKS.has(tag)) wordEnds = true;
  };
  const escaped = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: [...dropped],
    onOpenTag: breaks,
    onCloseTag: breaks,
    textFilter: (text) => {
      const spaced = wordEnds ? ` ${text}` : text;
      wordEnds = false;
      return spaced;
    },
  });
  return escaped
    .replace(/&(amp|lt|gt);/g, (entity) => ESCAPED[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Readable text of rich HTML: scripts, styles and embeds dropped, tags removed (block ends become
 * spaces so words do not run together), entities decoded, whitespace folded.
 */
export function stripMarkup(html: string | null | undefined): string {
  return html ? textOf(html, DROPPED) : '';
}

/** Descriptions are cut at 157 characters plus an ellipsis (docs/product.md#page-metadata). */
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
  const text = (html ? textOf(html, [...DROPPED, ...HEADINGS]) : '') || stripMarkup(html);
  // 'DON!!' is the game's resource card, not the end of a sentence.
  const match = /^.*?(?<!\bDON!)[.!?](?=\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

/** The opening of a long guide read for its description: a curated guide is about 5 KB, a player's up to 50,000 characters. */
const OPENING = 1500;

/**
 * The first sentence of a guide as a description needs (at most 157 characters of it), reading only
 * its opening when that settles it: every deck page answer carries one per language, and parsing two
 * whole 5 KB guides was a tenth of an uncached deck page's CPU (sanitize-html's own cost per call,
 * about a third of it, stays). Read whole when the opening is not enough.
 */
function descriptionSentence(html: string | null | undefined): string {
  const end = html && html.length > OPENING ? html.lastIndexOf('>', OPENING) : -1;
  if (end <= 0) return firstSentence(html);
  // Cut after a tag: no tag or entity is cut in two.
  const text = textOf(html!.slice(0, end + 1), [...DROPPED, ...HEADINGS]);
  // A sentence that ends inside the opening (followed by more text) is the whole guide's first one…
  const match = /^.*?(?<!\bDON!)[.!?](?=\s)/.exec(text);
  if (match) return match[0].trim();
  // …and without one, the first 157 characters are the description whatever follows.
  return text.length > 157 ? text : firstSentence(html);
}

/**
 * A deck page's description in a language: the first sentence of its guide in that language, else
 * of the other one, else its short description; cut as docs/product.md says. Empty when the deck has none
 * of them (the page then uses the gallery's description).
 */
export function deckPageDescription(
  deck: { description: string | null; descriptionEn: string | null; shortDescription: string | null },
  language: TextLanguage,
): string {
  const guide = language === 'en' ? deck.descriptionEn || deck.description : deck.description || deck.descriptionEn;
  return cutDescription(descriptionSentence(guide) || (deck.shortDescription ?? ''));
}

/**
 * A news page's description in a language: the article's text (the English one when there is no
 * Italian), cut as docs/product.md says. Empty when it has no text (the page then uses the news list's description).
 */
export function newsPageDescription(news: { content: string; contentIt: string | null }, language: TextLanguage): string {
  return cutDescription(stripMarkup((language === 'it' && news.contentIt) || news.content));
}
