/**
 * The site's own address of a card's picture (issue 13), the one rule for it: the browser app builds
 * its <img> addresses with it, and the server its preloads in a page's head, so both name the same
 * file. No imports: the front end compiles this file as it is.
 */
export type CardImageSize = 'thumb' | 'full';

/**
 * `/api/card-images/{code}`: the API fetches the recorded picture once, keeps it, and serves a small
 * WebP thumbnail for grids or the full picture for popups, the deck hero and printing. `v` changes
 * when the recorded address changes, so the year-long browser cache is never stale. 'none' asks for
 * 204 No Content rather than the card back when there is no picture, so the page can show text.
 */
export function cardImagePath(code: string, recordedUrl: string, size: CardImageSize = 'full', missing: 'back' | 'none' = 'back'): string {
  const query = new URLSearchParams({ v: shortHash(recordedUrl) });
  if (size === 'thumb') query.set('size', 'thumb');
  if (missing === 'none') query.set('fallback', 'none');
  return `/api/card-images/${encodeURIComponent(code)}?${query.toString()}`;
}

/** FNV-1a, 32 bits, base 36: a cache-busting tag, not a security measure. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
