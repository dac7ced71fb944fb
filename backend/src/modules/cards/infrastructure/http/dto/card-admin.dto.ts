import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { isRecordableImageAddress } from '../../../domain/card-image-rules.js';
import { CARD_CODE_MAX, CARD_CODE_PATTERN, CARD_TYPES, MAX_CARD_SELECTION, CARD_NUMBER_MAX, CARD_NUMBER_MIN } from '../../../domain/card.js';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';

const emptyToNull = ({ value }: { value: unknown }) => (value === '' || value === undefined ? null : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An http(s) address or one of the site's uploads (the cards domain's rule); refused as `invalid_url`. */
const IsImageAddress = () =>
  ValidateBy({
    name: 'isImageAddress',
    validator: {
      validate: (value) => typeof value === 'string' && isRecordableImageAddress(value),
      defaultMessage: () => "L'URL dell'immagine deve iniziare con http:// o https://",
    },
  });

/**
 * The card edit form (docs/product.md#form-validation). Optional texts may be null or empty; cost and power a whole number or empty;
 * the image address http(s) or an upload of this site.
 */
export class UpdateCardDto {
  @Transform(trimmed)
  @IsString({ message: 'Il codice deve avere almeno 3 caratteri' })
  @MinLength(3, { message: 'Il codice deve avere almeno 3 caratteri' })
  @MaxLength(64, { message: 'Il codice può avere al massimo 64 caratteri' })
  code: string;

  @Transform(trimmed)
  @IsString({ message: 'Il nome è obbligatorio' })
  @MinLength(1, { message: 'Il nome è obbligatorio' })
  @MaxLength(255, { message: 'Il nome può avere al massimo 255 caratteri' })
  name: string;

  /** One of LEADER, CHARACTER, EVENT, STAGE, DON. */
  @IsIn(CARD_TYPES, { message: 'Il tipo è obbligatorio' })
  type: string;

  @Transform(trimmed)
  @IsString({ message: "L'URL dell'immagine è obbligatorio" })
  @MinLength(1, { message: "L'URL dell'immagine è obbligatorio" })
  @MaxLength(1024, { message: "L'URL dell'immagine è troppo lungo" })
  @IsImageAddress()
  imageUrl: string;

  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'Il costo deve essere un numero' })
  @Min(CARD_NUMBER_MIN)
  @Max(CARD_NUMBER_MAX)
  cost: number | null = null;

  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'La potenza deve essere un numero' })
  @Min(CARD_NUMBER_MIN)
  @Max(CARD_NUMBER_MAX)
  power: number | null = null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(16)
  counter?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(64)
  color?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(64)
  attribute?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(255)
  family?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(10000)
  ability?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(10000)
  trigger?: string | null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(128)
  set?: string | null;

  /** Read-only fields a client may echo back from GET; ignored. */
  @ApiProperty({ type: 'integer', required: false, description: 'Ignored' })
  @IsOptional()
  id?: unknown;
  @ApiProperty({ type: 'string', format: 'date-time', required: false, description: 'Ignored' })
  @IsOptional()
  createdAt?: unknown;
}

/**
 * A card made by hand ('Nuova carta', ADR 0075): the edit form's fields and rules, a code shaped as the
 * game's (letters and digits in groups joined by - or _, at most 32: 422 invalid_format or too_long),
 * and an image address that may be left out: the official card list's picture for the code, as an
 * import without one gets.
 */
export class CreateCardDto extends OmitType(UpdateCardDto, ['id', 'createdAt', 'imageUrl'] as const) {
  // A field's own validators replace the inherited ones (class-validator): the edit form's are written again.
  @Transform(trimmed)
  @IsString({ message: 'Il codice deve avere almeno 3 caratteri' })
  @MinLength(3, { message: 'Il codice deve avere almeno 3 caratteri' })
  @Matches(CARD_CODE_PATTERN, { message: 'Codice carta non valido (es. OP01-001)' })
  @MaxLength(CARD_CODE_MAX, { message: 'Il codice può avere al massimo 32 caratteri' })
  @ApiProperty({ type: 'string', minLength: 3, maxLength: CARD_CODE_MAX, pattern: CARD_CODE_PATTERN.source, example: 'OP01-001' })
  override code: string;

  /** http(s) or an upload of this site; absent or empty: the official card list's picture for the code. */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(1024, { message: "L'URL dell'immagine è troppo lungo" })
  @IsImageAddress()
  @ApiProperty({ type: 'string', nullable: true, required: false })
  imageUrl?: string | null;
}

/** Cards the admin selected in the table: their ids (ADR 0075). */
export class CardSelectionDto {
  @ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: MAX_CARD_SELECTION, example: [12, 13, 40] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CARD_SELECTION)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids: number[];
}

/** The normalisation's body: nothing (every card, docs/product.md#card-types), or the selected cards' ids. */
export class NormalizeTypesDto {
  // Left out: every card; null is refused, never read as "every card".
  @IsOptionalNotNull()
  @ApiProperty({ type: 'integer', isArray: true, required: false, minItems: 1, maxItems: MAX_CARD_SELECTION })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CARD_SELECTION)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids?: number[];
}

export class ClearPrefixDto {
  /** Code prefix, e.g. OP10 (case-insensitive). */
  @IsString({ message: 'Inserisci un prefisso valido' })
  @MaxLength(64)
  prefix: string;
}

export class SearchOnlineDto {
  @Transform(trimmed)
  @IsString({ message: 'Inserisci almeno un codice carta da cercare' })
  @MinLength(1, { message: 'Inserisci almeno un codice carta da cercare' })
  @MaxLength(64)
  cardCode: string;
}

export class ImportResultDto {
  success: boolean;
  /** Cards written (added or updated). */
  count: number;
}

export class CountResultDto {
  success: boolean;
  count: number;
}

export class SuccessDto {
  success: boolean;
}

export class NormalizationExampleDto {
  code: string;
  oldType: string;
  newType: string;
}

export class NormalizationResultDto {
  success: boolean;
  message: string;
  updatedCount: number;
  updatedExamples: NormalizationExampleDto[];
}

export class ImageUploadResultDto {
  success: boolean;
  imageUrl: string;
}
