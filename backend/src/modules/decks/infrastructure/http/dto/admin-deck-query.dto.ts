import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { sortValues } from '../../../../../shared/domain/sort-order.js';
import { PageQueryDto } from '../../../../../shared/http/page-query.dto.js';
import { SortParam } from '../../../../../shared/http/sort-query.js';
import { ADMIN_DECK_SORT_FIELDS, DECK_STATUSES, type AdminDeckSortField, type DeckStatus } from '../../../application/ports/deck-read-model.js';
import { TIERS, type Tier } from '../../../domain/deck.js';
import { DECK_SOURCES, type DeckSource } from '../../../domain/deck-access.js';

/** The back office's deck table reads 20 decks a page. */
export const ADMIN_DECK_PAGE_SIZE = 20;
export const ADMIN_DECK_SORTS = sortValues(ADMIN_DECK_SORT_FIELDS);
export type AdminDeckSort = AdminDeckSortField | `-${AdminDeckSortField}`;

/** GET /api/admin/decks: the back office's deck table (ADR 0074), drafts included, every filter optional. */
export class AdminDeckQueryDto extends PageQueryDto(ADMIN_DECK_PAGE_SIZE) {
  /** Part of the deck's name or author, case ignored. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** A format code, e.g. OP10. */
  @IsOptional()
  @IsString()
  @MaxLength(16)
  format?: string;

  @ApiProperty({ enum: TIERS, required: false })
  @IsOptional()
  @IsIn(TIERS)
  tier?: Tier;

  /** draft: only drafts; published: only the others. Both when absent. */
  @ApiProperty({ enum: DECK_STATUSES, required: false })
  @IsOptional()
  @IsIn(DECK_STATUSES)
  status?: DeckStatus;

  /** curated (default: the admins' decks), community (players' decks, whatever their visibility), or all. */
  @ApiProperty({ enum: DECK_SOURCES, required: false, default: 'curated' })
  @IsOptional()
  @IsIn(DECK_SOURCES)
  source?: DeckSource;

  @SortParam(ADMIN_DECK_SORTS, '-createdAt', 'A column of the table, `-` in front for descending; ties newest first')
  sort?: AdminDeckSort;
}
