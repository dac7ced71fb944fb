import { type ImgHTMLAttributes, type ReactNode } from 'react';
import { cardImagePath, type CardImageSize } from '@op-decks/shared-rules/card-image-address';
import { useImageFailure } from './useImageFailure';

/** Shown when a card has no image or its image cannot be loaded (external host down, offline, bad URL). */
export const CARD_BACK_URL = '/card-back.svg';

// The address rule is the server's (it also preloads a deck's leader from the page's head): one place.
export { cardImagePath, type CardImageSize };

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
  const { failed, checkLoaded, onError } = useImageFailure(address);
  const showCardBack = !address || failed;
  if (showCardBack && fallback !== undefined) return <>{fallback}</>;

  return (
    <img
      loading="lazy"
      decoding="async"
      {...imgProps}
      className={['card-image', showCardBack ? 'card-image--fallback' : '', className ?? ''].filter(Boolean).join(' ')}
      ref={showCardBack ? undefined : checkLoaded}
      src={showCardBack ? CARD_BACK_URL : address}
      alt={alt}
      onError={showCardBack ? undefined : onError}
    />
  );
}
