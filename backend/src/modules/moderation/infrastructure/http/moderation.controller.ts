import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { AnswerWithHeaders, Invalidates } from '../../../../shared/http/http-cache.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { ModerationService } from '../../application/moderation.service.js';
import { ReportTargetNotFoundError } from '../../domain/moderation.errors.js';
import { REPORT_TARGETS, type ReportTarget } from '../../domain/report.js';
import { DEFAULT_QUEUE_PAGE_SIZE, DeckModerationDto, ReportQueueDto, ReportQueueQueryDto, ReportsClosedDto } from './dto/report.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

function targetOf(value: string): ReportTarget {
  if (!REPORT_TARGETS.includes(value as ReportTarget)) throw new ReportTargetNotFoundError();
  return value as ReportTarget;
}

const DECK_NOT_FOUND = 'deck_not_found: no such deck';

/**
 * The back office's moderation (docs/product.md#moderation): the queue of reports, dismissing them,
 * hiding and restoring decks. A reported comment is deleted with DELETE /api/comments/{id}, which
 * resolves its reports.
 */
@ApiTags('moderation')
@Controller('api/admin')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('reports')
  @Roles('admin')
  @ApiOperation({
    summary: 'The moderation queue: reported decks and comments with their open reports',
    description:
      'One entry per reported deck or comment that still exists, the most recently reported first, a page at a time: how many open reports, by reason, and the latest ones with their notes.',
  })
  @ApiPagedResponse(ReportQueueDto)
  async listReports(@Req() request: Request, @Query() query: ReportQueueQueryDto): Promise<AnswerWithHeaders<ReportQueueDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_QUEUE_PAGE_SIZE;
    return pagedAnswer(request, ReportQueueDto.from(await this.moderation.queue(page, pageSize), page, pageSize));
  }

  @Post('reports/:targetType/:targetId/dismiss')
  @HttpCode(200)
  @Roles('admin')
  @Invalidates([])
  @ApiParam({ name: 'targetType', enum: REPORT_TARGETS })
  @ApiOperation({ summary: "Dismiss a deck's or comment's open reports (nothing to do): they leave the queue" })
  @ApiOkResponse({ type: ReportsClosedDto })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'no_open_reports: the deck or comment has no open report; report_target_not_found: an unknown target type',
  })
  @ApiErrors('report_target_not_found', 'no_open_reports')
  async dismissReports(
    @Req() request: Request,
    @Param('targetType') targetType: string,
    @Param('targetId', ParseIntPipe) targetId: number,
  ): Promise<ReportsClosedDto> {
    return { closed: await this.moderation.dismiss(request.user!, targetOf(targetType), targetId) };
  }

  // A deck's visibility changes every list it is in (galleries, leader counts, favourites, players' pages): every cached answer goes.
  @Post('decks/:id/hide')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Hide a deck (moderation)',
    description:
      "A hidden deck, curated or not, answers 404 to everyone but its owner (who sees it with a notice) and admins, and is listed nowhere: galleries, leader counts, the tier list, the sitemap, players' pages and favourites drop it. " +
      'Its open reports are resolved. Saving the deck keeps it hidden. Hiding a hidden deck changes nothing.',
  })
  @ApiOkResponse({ type: DeckModerationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: DECK_NOT_FOUND })
  @ApiErrors('deck_not_found')
  async hideDeck(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<DeckModerationDto> {
    return { id, hidden: 1, resolvedReports: await this.moderation.hideDeck(request.user!, id) };
  }

  @Post('decks/:id/restore')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Restore a hidden deck',
    description: 'The deck is readable and listed again as its own state says (a published curated deck, a public or unlisted community deck).',
  })
  @ApiOkResponse({ type: DeckModerationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: DECK_NOT_FOUND })
  @ApiErrors('deck_not_found')
  async restoreDeck(@Param('id', ParseIntPipe) id: number): Promise<DeckModerationDto> {
    await this.moderation.restoreDeck(id);
    return { id, hidden: 0, resolvedReports: 0 };
  }
}
