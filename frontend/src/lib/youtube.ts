/**
 * YouTube addresses in deck guides (docs/product.md#guide-videos-and-matchups): watch URLs (`youtube.com/watch?v=`), short links
 * (`youtu.be/`), Shorts (`youtube.com/shorts/`) and embeds (`youtube.com/embed/`, also the
 * no-cookie domain). A video id is exactly 11 characters of letters, digits, '-' and '_'.
 */
const ID = '([\\w-]{11})(?![\\w-])';
const HOSTS = '(?:https?:)?\\/\\/(?:www\\.|m\\.)?';
const PATHS = `(?:youtube(?:-nocookie)?\\.com\\/(?:watch\\?(?:[^"'\\s<>#]*?[?&;])?v=|embed\\/|shorts\\/)|youtu\\.be\\/)`;

/** One address; null when it is not a YouTube video address. */
export function youTubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = new RegExp(`^\\s*${HOSTS}${PATHS}${ID}`, 'i').exec(url);
  return match?.[1] ?? null;
}

/** Every video of a guide (links, embeds, plain text), each once, in order of appearance. */
export function findYouTubeIds(html: string | null | undefined): string[] {
  if (!html) return [];
  const ids: string[] = [];
  for (const match of html.matchAll(new RegExp(`${HOSTS}${PATHS}${ID}`, 'gi'))) {
    const id = match[1];
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The guide without its YouTube players: the deck page shows those videos as thumbnails that open a
 * player on request instead (nothing from YouTube loads until the visitor asks for it).
 */
export function removeYouTubeEmbeds(html: string): string {
  return html.replace(/<iframe\b[^>]*>[\s\S]*?<\/iframe>/gi, (iframe) => (findYouTubeIds(iframe).length > 0 ? '' : iframe));
}

export function youTubeThumbnailUrl(id: string): string {
  return `https://img.youtube.com/vi/${id}/hqdefault.jpg`;
}

/** The privacy-enhanced player; the site's Content-Security-Policy allows it in frames. */
export function youTubeEmbedUrl(id: string, { autoplay = false }: { autoplay?: boolean } = {}): string {
  return `https://www.youtube-nocookie.com/embed/${id}${autoplay ? '?autoplay=1' : ''}`;
}
