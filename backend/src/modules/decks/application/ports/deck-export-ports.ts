import type { CardFace, DeckImageLayout } from '../../domain/deck-image-layout.js';
import type { RegistrationSheet } from '../../domain/registration-sheet.js';

/** Ports of the deck exports (issue #16 item 4, ADR 0025); adapters live in infrastructure/exports. */

/** A card's picture as the site serves it, with a tag that changes when the picture does. */
export interface CardPicture {
  bytes: Buffer;
  etag: string;
}

/**
 * The site's own card pictures (the card-image cache of the cards module, which alone fetches from
 * vetted hosts): exports never fetch a remote address themselves. Null for a code with no card, and
 * for a card whose picture cannot be had (the card back is no picture of it: it is drawn as text).
 */
export abstract class DeckCardPictures {
  abstract picture(code: string, size: 'thumb' | 'full'): Promise<CardPicture | null>;
}

/** A card on the deck picture: its picture, or its text face where the picture cannot be had (ADR 0072). */
export interface DeckPictureCard {
  picture: CardPicture | null;
  face: CardFace;
}

export interface DeckPictureContent {
  layout: DeckImageLayout;
  title: string;
  subtitle: string;
  leader: DeckPictureCard | null;
  /** In the layout's order. */
  cards: Array<DeckPictureCard & { quantity: number }>;
}

/** Draws the shareable deck picture as a PNG. */
export abstract class DeckPictureRenderer {
  abstract render(content: DeckPictureContent): Promise<Buffer>;
}

export type SheetLanguage = 'it' | 'en';

export interface RegistrationSheetContent {
  sheet: RegistrationSheet;
  deckName: string;
  format: string;
  language: SheetLanguage;
  /** The deck's last change: the document's date, so the same deck gives the same bytes. */
  date: Date;
}

/** Writes the printable deck registration sheet as a PDF. */
export abstract class RegistrationSheetRenderer {
  abstract render(content: RegistrationSheetContent): Promise<Buffer>;
}
