import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { readSort } from '../../../../shared/domain/sort-order.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import type { AnswerWithHeaders } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { CardQueriesService } from '../../application/card-queries.service.js';
import { ADMIN_CARD_PAGE_SIZE, AdminCardQueryDto, CardTablePageDto } from './dto/admin-card-query.dto.js';

/** The back office's card table ('Gestione Carte'): searched, filtered, sorted and paged in SQL (ADR 0074). */
@ApiTags('admin')
@Controller('api/admin/cards')
export class AdminCardsController {
  constructor(private readonly queries: CardQueriesService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary: "The back office's card table, a page at a time",
    description:
      'Searched (q: name, code or set), filtered (type, or invalid for the types the normalisation would change; color; set) and sorted by a column ' +
      '(sort: code, name, type, set or id, `-` in front for descending; default code, the set-number order), paged as every list (ADR 0067). Admins only; never cached.',
  })
  @ApiPagedResponse(CardTablePageDto)
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values)',
  })
  async listAdminCards(@Req() request: Request, @Query() query: AdminCardQueryDto): Promise<AnswerWithHeaders<CardTablePageDto>> {
    const page = await this.queries.table(
      { text: query.q?.trim() || undefined, type: query.type, color: query.color?.trim() || undefined, set: query.set || undefined },
      readSort(query.sort ?? 'code'),
      pageRequest(query, ADMIN_CARD_PAGE_SIZE),
    );
    return pagedAnswer(request, CardTablePageDto.from(page));
  }
}
