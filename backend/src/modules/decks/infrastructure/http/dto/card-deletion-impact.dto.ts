import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Min } from 'class-validator';
import { MAX_CARD_SELECTION } from '../../../../cards/domain/card.js';
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

/** `?ids=12,13,40`: the cards selected in the table. */
export class SelectedCardsQueryDto {
  @ApiProperty({ type: 'string', description: 'Card ids, comma-separated (1 to 1,000)', example: '12,13,40' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : part)) : value,
  )
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CARD_SELECTION)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids: number[];
}
