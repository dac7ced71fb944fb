import { ApiProperty } from '@nestjs/swagger';
import type { DeckLosingCards } from '../../../application/ports/deck-card-usage.js';

export class DeckLosingCardsDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  /** 1 or 0 */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  isDraft: number;
  /** Copies of the deck's list (leader included) that the deletion takes away. */
  @ApiProperty({ type: 'integer' })
  cards: number;

  static from(deck: DeckLosingCards): DeckLosingCardsDto {
    return { id: deck.id, name: deck.name, isDraft: deck.isDraft ? 1 : 0, cards: deck.copies };
  }
}

/** What deleting cards would do to the decks, asked before 'Svuota database' or 'Elimina carte per prefisso'. */
export class CardDeletionImpactDto {
  /** Decks (drafts included) that would lose at least one card. */
  @ApiProperty({ type: 'integer' })
  deckCount: number;
  /** Of those, the published ones (what visitors see). */
  @ApiProperty({ type: 'integer' })
  publishedDeckCount: number;
  /** Published decks first, then by name. */
  decks: DeckLosingCardsDto[];

  static from(decks: DeckLosingCards[]): CardDeletionImpactDto {
    return { deckCount: decks.length, publishedDeckCount: decks.filter((deck) => !deck.isDraft).length, decks: decks.map(DeckLosingCardsDto.from) };
  }
}
