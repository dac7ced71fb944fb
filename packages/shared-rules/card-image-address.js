// The one rule for a card picture's address on this site: the browser app builds its <img>
// addresses with it, and the API the picture addresses of a page's head, so both name the same file.
// Types: card-image-address.d.ts.

export function cardImagePath(code, recordedUrl, size = 'full', missing = 'back') {
  const query = new URLSearchParams({ v: shortHash(recordedUrl) });
  if (size === 'thumb') query.set('size', 'thumb');
  if (missing === 'none') query.set('fallback', 'none');
  return `/api/card-images/${encodeURIComponent(code)}?${query.toString()}`;
}

/** FNV-1a, 32 bits, base 36: a cache-busting tag, not a security measure. */
function shortHash(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
