import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { DeckCardUsage } from '../../application/ports/deck-card-usage.js';
import { InvalidPrefixError } from '../../../cards/domain/cards.errors.js';
import { CardDeletionImpactDto, SelectedCardsQueryDto } from './dto/card-deletion-impact.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

/**
 * The decks a card deletion would empty, for the two deletion dialogs of the card import tab and the
 * table's bulk delete. It
 * lives with the decks (they know which cards they use) under the card deletion paths it previews.
 */
@ApiTags('cards')
@Controller('api/cards')
export class CardDeletionImpactController {
  constructor(private readonly usage: DeckCardUsage) {}

  @Get('clear/impact')
  @Roles('admin')
  @ApiOperation({ summary: "Decks that would lose cards if every card were deleted ('Svuota database')" })
  @ApiOkResponse({ type: CardDeletionImpactDto })
  async getClearCardsImpact(): Promise<CardDeletionImpactDto> {
    return CardDeletionImpactDto.from(await this.usage.decksLosingCards(null));
  }

  @Get('clear-prefix/impact')
  @Roles('admin')
  @ApiOperation({ summary: "Decks that would lose cards if the cards whose code starts with the prefix were deleted ('Elimina carte per prefisso')" })
  @ApiQuery({ name: 'prefix', required: true, description: 'Code prefix, any case (e.g. OP10)' })
  @ApiOkResponse({ type: CardDeletionImpactDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_prefix' })
  @ApiErrors('invalid_prefix')
  async getClearPrefixImpact(@Query('prefix') prefix?: string): Promise<CardDeletionImpactDto> {
    if (!prefix?.trim()) throw new InvalidPrefixError();
    return CardDeletionImpactDto.from(await this.usage.decksLosingCards(prefix.trim()));
  }

  @Get('bulk-delete/impact')
  @Roles('admin')
  @ApiOperation({ summary: 'Decks that would lose cards if the cards selected in the table were deleted (POST /api/cards/bulk-delete)' })
  @ApiOkResponse({ type: CardDeletionImpactDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: ids is not 1 to 1,000 card ids, comma-separated' })
  async getBulkDeleteImpact(@Query() query: SelectedCardsQueryDto): Promise<CardDeletionImpactDto> {
    return CardDeletionImpactDto.from(await this.usage.decksLosingCardIds(query.ids));
  }
}
