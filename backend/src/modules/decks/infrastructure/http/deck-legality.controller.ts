import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { DeckLegalityService } from '../../application/deck-legality.service.js';
import { CheckDeckLegalityDto, DeckLegalityDto } from './dto/deck-legality.dto.js';
import { Invalidates } from '../../../../shared/http/http-cache.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

@ApiTags('decks')
@Controller('api/decks')
export class DeckLegalityController {
  constructor(private readonly legality: DeckLegalityService) {}

  @Post('legality')
  @Invalidates([])
  @HttpCode(200)
  @Roles('verified')
  @ApiOperation({ summary: "Check a builder draft's legality in its format (1 leader, 50 cards, 4 copies, colours, sets, ban list)" })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "email_not_verified: the builder's tools are for verified accounts" })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'too_many_requests: more deck tool calls this minute than a player account may make (Retry-After); admins are not counted',
  })
  @ApiOkResponse({ type: DeckLegalityDto })
  @ApiErrors('too_many_requests', 'no_current_format')
  async checkDeckLegality(@Body() body: CheckDeckLegalityDto): Promise<DeckLegalityDto> {
    const cards = body.cards.map(({ cardId, quantity }) => ({ cardId, quantity }));
    return DeckLegalityDto.from(await this.legality.ofDraft({ leaderId: body.leaderId ?? null, format: body.format, cards }));
  }
}
