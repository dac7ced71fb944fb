/**
 * True when editor HTML shows nothing: no text, no picture, no video. An emptied editor still
 * holds markup such as `<p><br></p>`.
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|iframe|video)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text === '';
}

/**
 * A guide in the visitor's language (Italian `description`, English `description_en`); when that
 * one is empty, the other language rather than nothing. `language` tells which one was picked.
 */
export function pickGuide(
  language: 'it' | 'en',
  guides: { description: string | null | undefined; description_en: string | null | undefined },
): { html: string; language: 'it' | 'en' } | null {
  const byLanguage = { it: guides.description, en: guides.description_en };
  const other = language === 'it' ? 'en' : 'it';
  for (const candidate of [language, other] as const) {
    const html = byLanguage[candidate];
    if (!isBlankHtml(html)) return { html: html ?? '', language: candidate };
  }
  return null;
}

const EMPTY_PARAGRAPH = String.raw`<p>(?:\s|&nbsp;|<br\s*/?>)*</p>`;

/**
 * Removes the empty paragraphs an editor leaves at the start and end of a text (and where a video
 * was taken out), and folds runs of them into one, so a guide does not open or end on blank space.
 */
export function trimEmptyParagraphs(html: string): string {
  return html
    .replace(new RegExp(`(?:${EMPTY_PARAGRAPH}\\s*){2,}`, 'gi'), '<p><br></p>')
    .replace(new RegExp(`^(?:\\s*${EMPTY_PARAGRAPH})+`, 'i'), '')
    .replace(new RegExp(`(?:${EMPTY_PARAGRAPH}\\s*)+$`, 'i'), '')
    .trim();
}
