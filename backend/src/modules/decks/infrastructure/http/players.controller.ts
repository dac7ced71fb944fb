import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../../shared/auth/access-policy.js';
import { AnswerWithHeaders, CachedAnswer } from '../../../../shared/http/http-cache.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { DeckQueriesService } from '../../application/deck-queries.service.js';
import { DEFAULT_PAGE_SIZE, DeckPageDto, DeckPageQueryDto, PlayerDto } from './dto/deck-page.dto.js';

/** A player's public page (issue 34 item 2, ADR 0061): their public decks and the favourites those received. */
@ApiTags('players')
@Controller('api/players')
export class PlayersController {
  constructor(private readonly queries: DeckQueriesService) {}

  @Get(':username')
  @Public()
  @ApiOperation({
    summary: "A player's public page: their public decks and the favourites those decks received",
    description:
      "The username as any case of it. `decks` lists the player's decks in the community gallery (never private, unlisted or hidden ones), a page at a time; " +
      '`favoritesReceived` counts the favourites every user gave those decks.',
  })
  @ApiPagedResponse(PlayerDto, { notFound: 'player_not_found', errors: ['player_not_found'] })
  // Deck writes and favourites change it (an account's deletion drops everything: its writes declare nothing).
  @CachedAnswer({ tags: ['decks', 'cards', 'formats', 'favorites'] })
  async getPlayer(@Req() request: Request, @Param('username') username: string, @Query() query: DeckPageQueryDto): Promise<AnswerWithHeaders<PlayerDto>> {
    const { sort = 'newest', page = 1, pageSize = DEFAULT_PAGE_SIZE } = query;
    const player = await this.queries.player(username.slice(0, 64), { sort, page, pageSize });
    const decks = DeckPageDto.from(player.decks);
    // The Link header pages the player's decks.
    return pagedAnswer(request, { username: player.username, favoritesReceived: player.favoritesReceived, decks }, decks);
  }
}
