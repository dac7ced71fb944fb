import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';
import type { DeckLegality, LegalityProblemCode } from '../../../domain/deck-legality.js';

const PROBLEM_CODES: LegalityProblemCode[] = [
  'noLeader',
  'notALeader',
  'deckSize',
  'tooManyCopies',
  'notADeckCard',
  'colorOutsideLeader',
  'unknownFormat',
  'setNotLegal',
  'banned',
  'restricted',
  'unknownCards',
];

/** One broken rule of deck legality; the client translates `code` and fills in the rest. */
export class LegalityProblemDto {
  @ApiProperty({ enum: PROBLEM_CODES, enumName: 'LegalityProblemCode' })
  code: LegalityProblemCode;
  /** The card concerned (for copies and bans: the code every printing shares). */
  cardCode?: string;
  /** How many there are (cards in the deck, copies of a card, unknown cards). */
  @ApiProperty({ type: 'integer', required: false })
  count?: number;
  /** How many are allowed. */
  @ApiProperty({ type: 'integer', required: false })
  limit?: number;
  /** What is out of place: the card's colour or type, its set, or the unknown format. */
  value?: string;
}

/** Is the deck legal in its format, as players know it (ADR 0011)? Drafts are saved even when it is not. */
export class DeckLegalityDto {
  legal: boolean;
  /** The format it was checked against. */
  format: string;
  problems: LegalityProblemDto[];

  static from(legality: DeckLegality): DeckLegalityDto {
    return { legal: legality.legal, format: legality.format, problems: legality.problems.map((problem) => ({ ...problem })) };
  }
}

export class DraftCardDto {
  @ApiProperty({ type: 'integer' })
  @IsInt()
  cardId: number;

  @ApiProperty({ type: 'integer' })
  @IsInt()
  quantity: number;
}

/** The builder's draft: leader, format (the current one when absent) and cards. */
export class CheckDeckLegalityDto {
  @ApiProperty({ type: 'integer', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  leaderId: number | null;

  @IsOptionalNotNull()
  @IsString()
  @MaxLength(16)
  format?: string;

  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => DraftCardDto)
  cards: DraftCardDto[];
}
