import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';
import { DECK_NAME_MAX, DEFAULT_TIER, FAVORABILITY, TIERS, type Favorability, type Tier } from '../../../domain/deck.js';
import { VISIBILITIES, type Visibility } from '../../../domain/deck-access.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 1 || value === '1' || value === 'true' ? true : value === 0 || value === '0' || value === 'false' ? false : value;

export class SaveMatchupDto {
  @IsString()
  @MaxLength(120)
  deck: string;

  /** Favorable, Even or Unfavorable (checked by the domain: matchupIncomplete). */
  @ApiProperty({ enum: FAVORABILITY })
  @IsString()
  favorable: Favorability;

  @IsString()
  @MaxLength(5000)
  strategy: string;
}

export class SaveDeckCardDto {
  @ApiProperty({ type: 'integer' })
  @IsInt()
  cardId: number;

  /** 1 to 4 (checked by the domain: quantityRange). */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 4 })
  @IsInt()
  quantity: number;
}

/**
 * The builder's save body (docs/product.md#api). Content rules (name, author, leader, ≥10 cards) are
 * the domain's. Curation (tier, priority, isDraft) is the admins': on a player's deck (a community
 * deck) those values are ignored and the defaults kept (ADR 0061); a player's guides are capped.
 */
export class SaveDeckDto {
  @IsString()
  @MaxLength(DECK_NAME_MAX)
  name: string;

  @IsString()
  @MaxLength(80)
  author: string;

  /** Checked by the domain (invalidTier); absent, the game rules' `defaultTier`. Curated decks only (ignored for a player's). */
  @ApiProperty({ enum: TIERS, required: false, default: DEFAULT_TIER })
  @IsOptionalNotNull()
  @IsString()
  tier: Tier = DEFAULT_TIER;

  /** A format code from GET /api/formats; the current format when absent. */
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(16)
  format?: string;

  @ApiProperty({ type: 'integer', nullable: true, required: false, default: null })
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  leaderId: number | null = null;

  @ApiProperty({ type: 'string', required: false, default: '', maxLength: 500 })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(500)
  shortDescription: string = '';

  /** The short description in Italian (optional; the Italian site falls back to `shortDescription`, marked as English). */
  @ApiProperty({ type: 'string', required: false, default: '', maxLength: 500 })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(500)
  shortDescription_it: string = '';

  /** Italian guide (HTML; sanitised on save). A player's: at most 50,000 characters once sanitised (422 too_long). */
  @ApiProperty({ type: 'string', required: false, default: '', maxLength: 200_000 })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(200_000)
  description: string = '';

  /** English guide (HTML; sanitised on save). A player's: at most 50,000 characters once sanitised (422 too_long). */
  @ApiProperty({ type: 'string', required: false, default: '', maxLength: 200_000 })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(200_000)
  description_en: string = '';

  @IsOptional()
  @Transform(({ value }) => (value === '' ? null : value))
  @ValidateIf((_, value) => value !== null)
  @Matches(/^https?:\/\/\S+$/, { message: 'videoUrl must be an http(s) address' })
  videoUrl: string | null = null;

  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => SaveMatchupDto)
  matchups: SaveMatchupDto[] = [];

  /** 1 (highest) to 10 (lowest); checked by the domain (invalidPriority). */
  @ApiProperty({ type: 'integer', required: false, default: 5, minimum: 1, maximum: 10 })
  @IsOptionalNotNull()
  @IsInt()
  priority: number = 5;

  /** true/false or 1/0 */
  @ApiProperty({ oneOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }], required: false, default: false })
  @IsOptionalNotNull()
  @Transform(toBoolean)
  @IsBoolean()
  isDraft: boolean = false;

  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => SaveDeckCardDto)
  cards: SaveDeckCardDto[];

  /**
   * A community deck's: private (its owner only), unlisted (anyone with its link), public (the
   * community gallery). Absent: private for a new deck, unchanged for a saved one. Ignored for
   * curated (admins') decks, whose draft flag decides.
   */
  @ApiProperty({ enum: VISIBILITIES, required: false })
  @IsOptionalNotNull()
  @IsIn(VISIBILITIES)
  visibility?: Visibility;
}

export class ParseDeckListDto {
  /** The pasted list, one card per line. */
  @IsString()
  @MaxLength(20_000)
  text: string;
}
