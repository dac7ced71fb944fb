import { Injectable } from '@nestjs/common';
import { CardImageService } from '../../../cards/application/card-image.service.js';
import { CardNotFoundError } from '../../../cards/domain/cards.errors.js';
import { DeckCardPictures, type CardPicture } from '../../application/ports/deck-export-ports.js';

/**
 * Card pictures from the cards module's card-image cache (ADR 0019): the pictures the site already
 * serves, fetched once from allowed hosts only; none when a picture cannot be had (the cache would
 * answer the card back, and the deck picture draws the card as text instead, ADR 0072).
 */
@Injectable()
export class CardImageCacheDeckCardPictures extends DeckCardPictures {
  constructor(private readonly images: CardImageService) {
    super();
  }

  async picture(code: string, size: 'thumb' | 'full'): Promise<CardPicture | null> {
    try {
      const file = await this.images.image(code, size);
      return file.isCardPicture ? { bytes: file.bytes, etag: file.etag } : null;
    } catch (error) {
      if (error instanceof CardNotFoundError) return null;
      throw error;
    }
  }
}
