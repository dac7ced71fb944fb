/** Share buttons (docs/product.md#sharing-favourites-and-comments): the sharing addresses of each network for a page (Discord has none: the link is copied). */
export interface ShareTarget {
  url: string;
  title: string;
  /** A picture for Pinterest, which pins images. */
  imageUrl?: string | null;
}

export function facebookShareUrl({ url }: ShareTarget): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function twitterShareUrl({ url, title }: ShareTarget): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;
}

export function pinterestShareUrl({ url, title, imageUrl }: ShareTarget): string {
  const media = imageUrl ? `&media=${encodeURIComponent(imageUrl)}` : '';
  return `https://pinterest.com/pin/create/button/?url=${encodeURIComponent(url)}${media}&description=${encodeURIComponent(title)}`;
}
