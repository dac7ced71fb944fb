import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { readSort } from '../../../../shared/domain/sort-order.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import type { AnswerWithHeaders } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { NewsQueriesService } from '../../application/news-queries.service.js';
import { ADMIN_NEWS_PAGE_SIZE, AdminNewsQueryDto } from './dto/admin-news-query.dto.js';
import { NewsPageDto } from './dto/news.dto.js';

/** The back office's news table ('Gestione News'): searched, filtered, sorted and paged in SQL (ADR 0074). */
@ApiTags('admin')
@Controller('api/admin/news')
export class AdminNewsController {
  constructor(private readonly queries: NewsQueriesService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary: "The back office's news table: every article, drafts included, a page at a time",
    description:
      'Searched (q: title in either language, or author), filtered (status draft|published, language it|en) and sorted by a column ' +
      '(sort: created_at, updated_at, title or author, `-` in front for descending; default -created_at), paged as every list (ADR 0067). ' +
      'The rows are the list summaries (excerpts, no article bodies). Admins only; never cached.',
  })
  @ApiPagedResponse(NewsPageDto)
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values)',
  })
  async listAdminNews(@Req() request: Request, @Query() query: AdminNewsQueryDto): Promise<AnswerWithHeaders<NewsPageDto>> {
    const page = await this.queries.page(
      { includeDrafts: true, search: query.q, status: query.status, language: query.language, order: readSort(query.sort ?? '-created_at') },
      pageRequest(query, ADMIN_NEWS_PAGE_SIZE),
    );
    return pagedAnswer(request, NewsPageDto.from(page));
  }
}
