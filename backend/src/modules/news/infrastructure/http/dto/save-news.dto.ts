import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsISO8601, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 1 || value === '1' || value === 'true' ? true : value === 0 || value === '0' || value === 'false' ? false : value;
const emptyToNull = ({ value }: { value: unknown }) => (value === '' || value === undefined ? null : value);
/** A date and a time, and where on Earth: Z or ±hh:mm (a time without an offset would be read in the server's zone). */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The news save body (docs/product.md#api; field names as in docs/product.md#data). Shapes are checked here; that title, content and
 * author are not blank is the domain's rule ('Compila tutti i campi obbligatori').
 */
export class SaveNewsDto {
  @IsString()
  @MaxLength(200)
  title: string;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(200)
  @ApiProperty({ type: 'string', nullable: true, required: false })
  title_it?: string | null;

  /** English (or only) article, HTML; sanitised on save. */
  @IsString()
  @MaxLength(500_000)
  content: string;

  /** Italian article, HTML; sanitised on save. */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(500_000)
  @ApiProperty({ type: 'string', nullable: true, required: false })
  content_it?: string | null;

  @IsString()
  @MaxLength(80)
  author: string;

  /** A deck to show with the article. */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @ApiProperty({ type: 'integer', nullable: true, required: false })
  deck_id?: number | null;

  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @Matches(/^https?:\/\/\S+$/, { message: 'youtube_url must be an http(s) address' })
  @MaxLength(500)
  @ApiProperty({ type: 'string', nullable: true, required: false })
  youtube_url?: string | null;

  /** true/false or 1/0 */
  @IsOptionalNotNull()
  @Transform(toBoolean)
  @IsBoolean()
  @ApiProperty({ type: 'boolean', required: false, description: 'true/false or 1/0' })
  is_highlighted?: boolean;

  /** true/false or 1/0 */
  @IsOptionalNotNull()
  @Transform(toBoolean)
  @IsBoolean()
  @ApiProperty({ type: 'boolean', required: false, description: 'true/false or 1/0' })
  is_draft?: boolean;

  /**
   * When the article becomes public (ADR 0075): an ISO 8601 date-time with its offset (`2026-12-01T09:00:00Z`,
   * `…+01:00`). Until then readers do not see it (lists, its page, the home page, the sitemap); from then on they
   * do, without another save, and it is dated by it. Absent, null or empty: public as soon as it is not a draft.
   */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @Matches(DATE_TIME_WITH_OFFSET, { message: 'publish_at must be an ISO 8601 date-time with its offset (e.g. 2026-12-01T09:00:00Z)' })
  @IsISO8601({ strict: true })
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, required: false, example: '2026-12-01T09:00:00Z' })
  publish_at?: string | null;
}
