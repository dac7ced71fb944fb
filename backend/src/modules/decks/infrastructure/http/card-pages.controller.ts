import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { CachedAnswer } from '../../../../shared/http/http-cache.js';
import { isCatalogCardCode } from '../../../cards/domain/card.js';
import { CardNotFoundError } from '../../../cards/domain/cards.errors.js';
import { CardPagesService } from '../../application/card-pages.service.js';
import { CardPageDto, LeaderPageDto } from './dto/card-page.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

/** Built from the cards, the formats, the listed decks and their favourite counts: any of their writes drops the cached answer. */
const PAGE_READ = ['decks', 'cards', 'formats', 'favorites'] as const;

/** A code as the address gives it: any printing's code, any case; anything else names no card. */
function cardCode(code: string): string {
  if (!isCatalogCardCode(code)) throw new CardNotFoundError();
  return code;
}

/**
 * The card and leader pages' reads (issue 35 items 2–3): one answer per page, the same for every
 * caller (only listed decks count). They live with the decks, which know which cards they play.
 */
@ApiTags('cards')
@Controller('api')
export class CardPagesController {
  constructor(private readonly pages: CardPagesService) {}

  @Get('cards/by-code/:code')
  @Public()
  @ApiOperation({
    summary: 'A card page: the card, every printing, where it is legal, and which decks play it',
    description:
      'The code of any printing, any case (`OP01-016`, `op01-016_p1`): the answer is the same for all of them. ' +
      "`usage` counts listed decks only (curated and the community's public decks), printings together.",
  })
  @ApiParam({ name: 'code', example: 'OP01-016' })
  @ApiOkResponse({ type: CardPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'card_not_found: no card has this code' })
  @CachedAnswer({ tags: PAGE_READ })
  @ApiErrors('card_not_found')
  async getCardPage(@Param('code') code: string): Promise<CardPageDto> {
    return CardPageDto.from(await this.pages.card(cardCode(code)));
  }

  @Get('leaders/:code')
  @Public()
  @ApiOperation({
    summary: "A leader page: the leader's listed decks, their core and flex cards, its share of the decks",
    description:
      'Core cards are in at least 75 % of its listed decks, flex cards in fewer; printings count as one card. ' +
      "`share` is its listed decks among every listed deck (curated and the community's public decks).",
  })
  @ApiParam({ name: 'code', example: 'OP01-001' })
  @ApiOkResponse({ type: LeaderPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'card_not_found: no leader card has this code' })
  @CachedAnswer({ tags: PAGE_READ })
  @ApiErrors('card_not_found')
  async getLeaderPage(@Param('code') code: string): Promise<LeaderPageDto> {
    return LeaderPageDto.from(await this.pages.leader(cardCode(code)));
  }
}
