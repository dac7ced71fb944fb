import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DECK_LIST_FORMATS, type DeckListFormat } from '../../../domain/deck-list.js';

export class DeckListExportQueryDto {
  /** optcgsim: '4xOP01-016'; tournament: '4 OP01-016 Nami'; cardmarket: '4 Nami (OP01-016)' (a wants list). Leader first in each. */
  @ApiProperty({ enum: DECK_LIST_FORMATS })
  @IsIn(DECK_LIST_FORMATS)
  format: DeckListFormat;
}

export class RegistrationSheetQueryDto {
  /** The sheet's language (labels only; card names are the card database's). English when absent. */
  @ApiProperty({ enum: ['it', 'en'], required: false })
  @IsOptional()
  @IsIn(['it', 'en'])
  lang?: 'it' | 'en';
}
