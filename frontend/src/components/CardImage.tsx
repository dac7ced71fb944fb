import { useState, type ImgHTMLAttributes } from 'react';

/** Shown when a card has no image or its image cannot be loaded (external host down, offline, bad URL). */
export const CARD_BACK_URL = '/card-back.svg';

export interface CardImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  src: string | null | undefined;
  alt: string;
}

/** A card picture, lazy-loaded, that falls back to the card back on a load error. */
export function CardImage({ src, alt, className, ...imgProps }: CardImageProps) {
  // Remembering which URL failed (rather than a boolean) resets the fallback when the card changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showCardBack = !src || failedSrc === src;

  return (
    <img
      loading="lazy"
      decoding="async"
      {...imgProps}
      className={['card-image', showCardBack ? 'card-image--fallback' : '', className ?? ''].filter(Boolean).join(' ')}
      src={showCardBack ? CARD_BACK_URL : src}
      alt={alt}
      onError={showCardBack ? undefined : () => setFailedSrc(src)}
    />
  );
}
