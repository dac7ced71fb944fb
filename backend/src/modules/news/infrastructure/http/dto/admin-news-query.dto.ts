import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { sortValues } from '../../../../../shared/domain/sort-order.js';
import { PageQueryDto } from '../../../../../shared/http/page-query.dto.js';
import { SortParam } from '../../../../../shared/http/sort-query.js';
import { NEWS_LANGUAGES, NEWS_SORT_FIELDS, NEWS_STATUSES, type NewsSortField } from '../../../domain/news.repository.js';

/** The back office's news table reads 20 articles a page. */
export const ADMIN_NEWS_PAGE_SIZE = 20;
export const ADMIN_NEWS_SORTS = sortValues(NEWS_SORT_FIELDS);

/** GET /api/admin/news: the back office's news table (ADR 0074), drafts included, every filter optional. */
export class AdminNewsQueryDto extends PageQueryDto(ADMIN_NEWS_PAGE_SIZE) {
  /** Part of the title (either language) or the author, case ignored. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** draft: only drafts; scheduled: published at a time still to come (ADR 0075); published: what readers see now. All when absent. */
  @ApiProperty({ enum: NEWS_STATUSES, required: false })
  @IsOptional()
  @IsIn(NEWS_STATUSES)
  status?: (typeof NEWS_STATUSES)[number];

  /** it: articles with an Italian version (title or text); en: English only. */
  @ApiProperty({ enum: NEWS_LANGUAGES, required: false })
  @IsOptional()
  @IsIn(NEWS_LANGUAGES)
  language?: (typeof NEWS_LANGUAGES)[number];

  @SortParam(ADMIN_NEWS_SORTS, '-created_at', 'A column of the table, `-` in front for descending; ties newest first')
  sort?: NewsSortField | `-${NewsSortField}`;
}
