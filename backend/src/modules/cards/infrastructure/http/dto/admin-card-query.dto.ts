import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Page } from '../../../../../shared/domain/paging.js';
import { sortValues } from '../../../../../shared/domain/sort-order.js';
import { PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
import { SortParam } from '../../../../../shared/http/sort-query.js';
import { CARD_TYPES, type Card, type CardType } from '../../../domain/card.js';
import { CARD_TABLE_SORT_FIELDS, type CardTableSortField } from '../../../domain/card.repository.js';
import { CardDto } from './card.dto.js';

/** The back office's card table shows 10 cards a page (docs/product.md#limits). */
export const ADMIN_CARD_PAGE_SIZE = 10;
export const ADMIN_CARD_SORTS = sortValues(CARD_TABLE_SORT_FIELDS);
const TYPE_FILTERS = [...CARD_TYPES, 'invalid'] as const;

/** GET /api/admin/cards: the back office's card table ('Gestione Carte', ADR 0074), every filter optional. */
export class AdminCardQueryDto extends PageQueryDto(ADMIN_CARD_PAGE_SIZE) {
  /** Part of the name, code or set, case ignored. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** A type the card form accepts, exactly; invalid: any other (empty, old mixed case, unknown), what the normalisation fixes. */
  @ApiProperty({ enum: TYPE_FILTERS, required: false })
  @IsOptional()
  @IsIn(TYPE_FILTERS)
  type?: CardType | 'invalid';

  /** One colour (e.g. Red): multicolour cards have each of theirs. Case ignored. */
  @IsOptional()
  @IsString()
  @MaxLength(32)
  color?: string;

  /** The set's name as GET /api/cards/filter-options lists it (e.g. OP-01). */
  @IsOptional()
  @IsString()
  @MaxLength(128)
  set?: string;

  @SortParam(
    ADMIN_CARD_SORTS,
    'code',
    "A column of the table, `-` in front for descending: code (the set-number order of the game's codes), name, type, set, or id (import order); ties by id",
  )
  sort?: CardTableSortField | `-${CardTableSortField}`;
}

/** A page of the card table: whole cards, what the table's view and edit dialogs show (ADR 0067's items, page, pageSize, total). */
export class CardTablePageDto extends PageDto(CardDto, 'Cards matching the filters, all pages together.') {
  static from(page: Page<Card>): CardTablePageDto {
    return toPageDto(page, CardDto.from);
  }
}
