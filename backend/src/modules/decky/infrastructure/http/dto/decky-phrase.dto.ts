import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';
import { PHRASE_CATEGORIES, PHRASE_LANGUAGES, type DeckyPhrase, type PhraseCategory, type PhraseLanguage } from '../../../domain/decky-phrase.js';

/** Flags travel as 1/0 (docs/product.md#data); true/false and '1'/'0' are accepted on input. */
const toBoolean = ({ value }: { value: unknown }) => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
};

export class DeckyPhraseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  text: string;
  @ApiProperty({ enum: PHRASE_LANGUAGES })
  language: PhraseLanguage;
  @ApiProperty({ enum: PHRASE_CATEGORIES })
  category: PhraseCategory;
  /** 1 active, 0 not */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  isActive: 0 | 1;
  createdAt: string;
  updatedAt: string;

  static from(phrase: DeckyPhrase): DeckyPhraseDto {
    return {
      id: phrase.id,
      text: phrase.text,
      language: phrase.language,
      category: phrase.category,
      isActive: phrase.isActive ? 1 : 0,
      createdAt: phrase.createdAt.toISOString(),
      updatedAt: phrase.updatedAt.toISOString(),
    };
  }
}

export class CreateDeckyPhraseDto {
  /** Required; trimmed; at most 500 characters. */
  @IsString()
  @MaxLength(2000)
  text: string;

  /** en (default) or it */
  @IsOptionalNotNull()
  @ApiProperty({ enum: PHRASE_LANGUAGES, required: false })
  @IsIn(PHRASE_LANGUAGES)
  language?: PhraseLanguage;

  /** general (default), tip, cards, decks or fun */
  @IsOptionalNotNull()
  @ApiProperty({ enum: PHRASE_CATEGORIES, required: false })
  @IsIn(PHRASE_CATEGORIES)
  category?: PhraseCategory;

  /** Default active. */
  @IsOptionalNotNull()
  @ApiProperty({ oneOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }], required: false })
  @Transform(toBoolean)
  @IsBoolean()
  isActive?: boolean;
}

export class UpdateDeckyPhraseDto {
  @ApiProperty({ oneOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }] })
  @Transform(toBoolean)
  @IsBoolean()
  isActive: boolean;
}

export class PhraseListQueryDto {
  /** Only phrases of this language. */
  @IsOptional()
  @ApiProperty({ enum: PHRASE_LANGUAGES, required: false })
  @IsIn(PHRASE_LANGUAGES)
  language?: PhraseLanguage;

  /** Only phrases of this category. */
  @IsOptional()
  @ApiProperty({ enum: PHRASE_CATEGORIES, required: false })
  @IsIn(PHRASE_CATEGORIES)
  category?: PhraseCategory;
}

export class PhraseLanguageQueryDto {
  /** Only phrases of this language. */
  @IsOptional()
  @ApiProperty({ enum: PHRASE_LANGUAGES, required: false })
  @IsIn(PHRASE_LANGUAGES)
  language?: PhraseLanguage;
}

export class PhraseDeletedDto {
  success: boolean;
}
