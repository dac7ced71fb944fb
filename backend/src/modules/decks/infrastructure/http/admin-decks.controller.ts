import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { readSort } from '../../../../shared/domain/sort-order.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import type { AnswerWithHeaders } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { DeckQueriesService } from '../../application/deck-queries.service.js';
import { ADMIN_DECK_PAGE_SIZE, AdminDeckQueryDto } from './dto/admin-deck-query.dto.js';
import { DeckPageDto } from './dto/deck-page.dto.js';

/** The back office's deck table ('Gestione Mazzi'): searched, filtered, sorted and paged in SQL (ADR 0074). */
@ApiTags('admin')
@Controller('api/admin/decks')
export class AdminDecksController {
  constructor(private readonly queries: DeckQueriesService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary: "The back office's deck table: every deck, drafts included, a page at a time",
    description:
      'Searched (q: name or author), filtered (format, tier, status draft|published, source curated|community|all) and sorted by a column ' +
      '(sort: createdAt, name, author, tier, format or priority, `-` in front for descending; default -createdAt), paged as every list (ADR 0067). ' +
      'The rows are the gallery summaries (no guides). Admins only; never cached.',
  })
  @ApiPagedResponse(DeckPageDto)
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values)',
  })
  async listAdminDecks(@Req() request: Request, @Query() query: AdminDeckQueryDto): Promise<AnswerWithHeaders<DeckPageDto>> {
    const page = await this.queries.page({
      text: query.q?.trim() || undefined,
      format: query.format || undefined,
      tier: query.tier,
      status: query.status,
      source: query.source ?? 'curated',
      includeDrafts: true,
      sort: 'newest',
      order: readSort(query.sort ?? '-createdAt'),
      ...pageRequest(query, ADMIN_DECK_PAGE_SIZE),
    });
    return pagedAnswer(request, DeckPageDto.from(page));
  }
}
