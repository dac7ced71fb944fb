import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { CachedAnswer } from '../../../../shared/http/http-cache.js';
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
  @ApiOkResponse({ type: PlayerDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'player_not_found' })
  // Deck writes and favourites change it (an account's deletion drops everything: its writes declare nothing).
  @CachedAnswer({ tags: ['decks', 'cards', 'formats', 'favorites'] })
  async getPlayer(@Param('username') username: string, @Query() query: DeckPageQueryDto): Promise<PlayerDto> {
    const { sort = 'newest', page = 1, pageSize = DEFAULT_PAGE_SIZE } = query;
    const player = await this.queries.player(username.slice(0, 64), { sort, page, pageSize });
    return { username: player.username, favoritesReceived: player.favoritesReceived, decks: DeckPageDto.from(player.decks) };
  }
}
