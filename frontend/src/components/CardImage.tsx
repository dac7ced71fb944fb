import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/** Shown when a card has no image or its image cannot be loaded (external host down, offline, bad URL). */
export const CARD_BACK_URL = '/card-back.svg';

export type CardImageSize = 'thumb' | 'full';

/**
 * The site's own address of a card's picture (issue 13): the API fetches the recorded image once,
 * keeps it, and serves a small WebP thumbnail for grids or the full picture for popups and printing.
 * `v` changes when the recorded address changes, so the long-lived browser cache is never stale.
 */
export function cardImagePath(code: string, recordedUrl: string, size: CardImageSize = 'full', missing: 'back' | 'none' = 'back'): string {
  const query = new URLSearchParams({ v: shortHash(recordedUrl) });
  if (size === 'thumb') query.set('size', 'thumb');
  // 'none': the API answers 204 No Content rather than the card back (the <img> errors, nothing is logged), so the page can show something else.
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

export interface CardImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  /** The card's recorded image address (imageUrl); empty means no picture (the card back). */
  src: string | null | undefined;
  alt: string;
  /** When given, the picture comes through the site (`/api/card-images/{code}`), never hot-linked. */
  code?: string;
  /** 'thumb' for grids and lists, 'full' (default) for popups, the hero and printing. */
  size?: CardImageSize;
  /** Shown instead of the card back when there is no picture (none recorded, or it cannot be had). */
  fallback?: ReactNode;
}

/** A card picture, lazy-loaded, that falls back to the card back (or to `fallback`) on a load error. */
export function CardImage({ src, alt, code, size = 'full', fallback, className, ...imgProps }: CardImageProps) {
  const address = src && code ? cardImagePath(code, src, size, fallback === undefined ? 'back' : 'none') : src;
  // Remembering which URL failed (rather than a boolean) resets the fallback when the card changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showCardBack = !address || failedSrc === address;
  if (showCardBack && fallback !== undefined) return <>{fallback}</>;

  return (
    <img
      loading="lazy"
      decoding="async"
      {...imgProps}
      className={['card-image', showCardBack ? 'card-image--fallback' : '', className ?? ''].filter(Boolean).join(' ')}
      src={showCardBack ? CARD_BACK_URL : address}
      alt={alt}
      onError={showCardBack ? undefined : () => setFailedSrc(address)}
    />
  );
}
