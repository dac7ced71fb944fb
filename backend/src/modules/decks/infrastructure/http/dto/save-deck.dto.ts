import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { FAVORABILITY, TIERS, type Favorability, type Tier } from '../../../domain/deck.js';

const toBoolean = ({ value }: { value: unknown }) => (value === 1 || value === '1' || value === 'true' ? true : value === 0 || value === '0' || value === 'false' ? false : value);

export class SaveMatchupDto {
  @IsString() @MaxLength(120)
  deck: string;

  @IsIn(FAVORABILITY)
  favorable: Favorability;

  @IsString() @MaxLength(5000)
  strategy: string;
}

export class SaveDeckCardDto {
  @IsInt()
  cardId: number;

  @IsInt() @Min(1, { message: 'Each card may appear 1 to 4 times' }) @Max(4, { message: 'Each card may appear 1 to 4 times' })
  quantity: number;
}

/** The builder's save body (SPEC §7). Content rules (name, author, leader, ≥10 cards) are the domain's. */
export class SaveDeckDto {
  @IsString() @MaxLength(120)
  name: string;

  @IsString() @MaxLength(80)
  author: string;

  @IsOptional() @IsIn(TIERS, { message: 'Tier must be Tier 1, Tier 2 or Tier 3' })
  tier: Tier = 'Tier 1';

  /** A format code from GET /api/formats; the current format when absent. */
  @IsOptional() @IsString() @MaxLength(16)
  format?: string;

  @ValidateIf((_, value) => value !== null) @IsInt()
  leaderId: number | null = null;

  @IsOptional() @IsString() @MaxLength(500)
  shortDescription = '';

  /** Italian guide (HTML; sanitised on save). */
  @IsOptional() @IsString() @MaxLength(200_000)
  description = '';

  /** English guide (HTML; sanitised on save). */
  @IsOptional() @IsString() @MaxLength(200_000)
  description_en = '';

  @IsOptional() @Transform(({ value }) => (value === '' ? null : value)) @ValidateIf((_, value) => value !== null)
  @Matches(/^https?:\/\/\S+$/, { message: 'videoUrl must be an http(s) address' })
  videoUrl: string | null = null;

  @IsOptional() @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => SaveMatchupDto)
  matchups: SaveMatchupDto[] = [];

  @IsOptional() @IsInt() @Min(1, { message: 'Priority goes from 1 to 10' }) @Max(10, { message: 'Priority goes from 1 to 10' })
  priority = 5;

  /** true/false or 1/0 */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  isDraft = false;

  @IsArray() @ArrayMaxSize(200) @ValidateNested({ each: true }) @Type(() => SaveDeckCardDto)
  cards: SaveDeckCardDto[];
}

export class ParseDeckListDto {
  /** The pasted list, one card per line. */
  @IsString() @MaxLength(20_000)
  text: string;
}
