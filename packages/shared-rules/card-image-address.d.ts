/** A picture for grids (a small WebP) or the full picture (popups, the deck hero, printing). */
export type CardImageSize = 'thumb' | 'full';

/**
 * The site's own address of a card's picture (issue 13): `/api/card-images/{code}`. The API fetches
 * the recorded picture once, keeps it and serves it; `v` changes when the recorded address changes,
 * so the year-long browser cache is never stale. 'none' asks for 204 No Content rather than the card
 * back when there is no picture, so the page can show text.
 */
export function cardImagePath(code: string, recordedUrl: string, size?: CardImageSize, missing?: 'back' | 'none'): string;
