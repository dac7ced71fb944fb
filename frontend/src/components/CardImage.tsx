import { type ImgHTMLAttributes, type ReactNode } from 'react';
import { cardImagePath, type CardImageSize } from '@op-decks/shared-rules/card-image-address';
import type { CardDto } from '../api/generated';
import { CardTextFace } from './CardTextFace';
import { useImageFailure } from './useImageFailure';
import './card-image.css';

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
  /**
   * The card itself: without a picture (none recorded, or it cannot be had) it is drawn as text
   * (CardTextFace, ADR 0072) in the picture's place, with the picture's class, instead of the card back.
   */
  card?: CardDto | null;
  /** Shown instead of the card back (or the card's text face) when there is no picture. */
  fallback?: ReactNode;
}

/**
 * A card picture, lazy-loaded, that falls back on a load error to `fallback`, else to the card's text
 * face when the card is given, else to the card back (where a back is what is meant: a hidden card).
 */
export function CardImage({ src, alt, code, size = 'full', card, fallback, className, ...imgProps }: CardImageProps) {
  const replacement =
    fallback !== undefined ? (
      fallback
    ) : card ? (
      // The picture's class sizes the face as it sized the picture; a decorative picture (alt="") stays decorative.
      <span className={['card-image', 'card-image--face', className ?? ''].filter(Boolean).join(' ')} aria-hidden={alt === '' ? true : undefined}>
        <CardTextFace card={card} alt={alt || card.name} />
      </span>
    ) : undefined;
  const address = src && code ? cardImagePath(code, src, size, replacement === undefined ? 'back' : 'none') : src;
  const { failed, checkLoaded, onError } = useImageFailure(address);
  const showCardBack = !address || failed;
  if (showCardBack && replacement !== undefined) return <>{replacement}</>;

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
