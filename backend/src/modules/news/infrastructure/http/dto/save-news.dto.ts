import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 1 || value === '1' || value === 'true' ? true : value === 0 || value === '0' || value === 'false' ? false : value;
const emptyToNull = ({ value }: { value: unknown }) => (value === '' || value === undefined ? null : value);

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
}
