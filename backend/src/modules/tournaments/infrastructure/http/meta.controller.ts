import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access-policy.js';
import { CachedAnswer } from '../../../../shared/http/http-cache.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { MetaQueriesService } from '../../application/meta-queries.service.js';
import { MetaDto, MetaQueryDto } from './dto/meta.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

/** The meta built from imported tournament results (issue 35 item 4, ADR 0063). */
@ApiTags('tournaments')
@Controller('api/meta')
export class MetaController {
  constructor(private readonly meta: MetaQueriesService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The meta from imported results: each leader’s share of the field, top cuts, win rates and head-to-head',
    description:
      'Over the events of a format (the current one when absent) between `from` and `to` (both included, either open). `share` is a leader’s standings over every standing whose leader was read (the shares add up to 1); `topCut` counts its decks in their event’s top cut; `winRate` and `headToHead` come from pairings, ties as half a win, mirrors left out. The admins’ tiers are GET /api/tierlist. Compressed with an ETag; send If-None-Match to get 304 when unchanged.',
  })
  @ApiOkResponse({ type: MetaDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed, tournament_unknown_format' })
  @CachedAnswer({ tags: ['tournaments', 'cards', 'formats'] })
  @ApiErrors('tournament_unknown_format', 'no_current_format')
  async getMeta(@Query() query: MetaQueryDto): Promise<MetaDto> {
    return MetaDto.from(await this.meta.meta(query));
  }
}
