import type { Card } from '../../domain/card.js';

/**
 * How a card is written in the answers the card queries serialise once and keep (the whole list,
 * the gallery's pages): the HTTP adapter's wire format, so the cache holds the bytes it sends.
 */
export abstract class CardPresenter {
  abstract present(card: Card): object;
}
