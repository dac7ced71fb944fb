import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { DeckLegalityService } from '../../application/deck-legality.service.js';
import { CheckDeckLegalityDto, DeckLegalityDto } from './dto/deck-legality.dto.js';
import { Invalidates } from '../../../../shared/http/http-cache.js';

@ApiTags('decks')
@Controller('api/decks')
export class DeckLegalityController {
  constructor(private readonly legality: DeckLegalityService) {}

  @Post('legality')
  @Invalidates([])
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: "Check a builder draft's legality in its format (1 leader, 50 cards, 4 copies, colours, sets, ban list)" })
  @ApiOkResponse({ type: DeckLegalityDto })
  async checkDeckLegality(@Body() body: CheckDeckLegalityDto): Promise<DeckLegalityDto> {
    const cards = body.cards.map(({ cardId, quantity }) => ({ cardId, quantity }));
    return DeckLegalityDto.from(await this.legality.ofDraft({ leaderId: body.leaderId ?? null, format: body.format, cards }));
  }
}
