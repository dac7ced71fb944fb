import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { DeckStatisticsService } from '../../application/deck-statistics.service.js';
import { DeckStatisticsDraftDto, DeckStatisticsDto } from './dto/deck-statistics.dto.js';
import { Invalidates } from '../../../../shared/http/http-cache.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

@ApiTags('decks')
@Controller('api/decks')
export class DeckStatisticsController {
  constructor(private readonly statistics: DeckStatisticsService) {}

  @Post('statistics')
  @Invalidates([])
  @HttpCode(200)
  @Roles('verified')
  @ApiOperation({
    summary: "A builder draft's statistics: cost curve, colours, types, counters, triggers and each card's opening-hand odds",
    description: 'The same statistics as `statistics` in GET /api/decks/{id}, for a list not saved yet. Unknown card ids are left out.',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "email_not_verified: the builder's tools are for verified accounts" })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'too_many_requests: more deck tool calls this minute than a player account may make (Retry-After); admins are not counted',
  })
  @ApiOkResponse({ type: DeckStatisticsDto })
  @ApiErrors('too_many_requests')
  async computeDeckStatistics(@Body() body: DeckStatisticsDraftDto): Promise<DeckStatisticsDto> {
    return DeckStatisticsDto.from(await this.statistics.ofDraft(body.cards.map(({ cardId, quantity }) => ({ cardId, quantity }))));
  }
}
