import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { DeckPageDto, DeckSummaryDto } from '../../../decks/infrastructure/http/dto/deck-page.dto.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { FavoriteService } from '../../application/favorite.service.js';
import { AddFavoriteDto, FAVORITES_PAGE_SIZE, FavoriteChangedDto, FavoritePageQueryDto, FavoriteStatusDto } from './dto/favorite.dto.js';
import { AnswerWithHeaders, Invalidates } from '../../../../shared/http/http-cache.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

@ApiTags('favorites')
@Controller('api/favorites')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not logged in' })
export class FavoritesController {
  constructor(private readonly favorites: FavoriteService) {}

  @Get()
  @Roles('verified')
  @ApiOperation({ summary: 'List my favourite decks' })
  @ApiOkResponse({ type: [DeckSummaryDto], description: 'Favourite decks as tiles (no guides, no card list), most recently added first' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified' })
  async listFavorites(@Req() request: Request): Promise<DeckSummaryDto[]> {
    return (await this.favorites.list(request.user!.id)).map(DeckSummaryDto.from);
  }

  @Get('page')
  @Roles('verified')
  @ApiOperation({
    summary: 'One page of my favourite decks',
    description: 'GET /api/favorites a page at a time (ADR 0067): page and pageSize, the Link header to the other pages; most recently added first.',
  })
  @ApiPagedResponse(DeckPageDto)
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified' })
  async listFavoritesPage(@Req() request: Request, @Query() query: FavoritePageQueryDto): Promise<AnswerWithHeaders<DeckPageDto>> {
    return pagedAnswer(request, DeckPageDto.from(await this.favorites.page(request.user!.id, pageRequest(query, FAVORITES_PAGE_SIZE))));
  }

  @Get(':deckId')
  @Roles('user')
  @ApiOperation({ summary: 'Tell whether a deck is one of my favourites' })
  @ApiOkResponse({ type: FavoriteStatusDto })
  @ApiErrors('not_found')
  async getFavoriteStatus(@Req() request: Request, @Param('deckId', ParseIntPipe) deckId: number): Promise<FavoriteStatusDto> {
    return { isFavorite: await this.favorites.isFavorite(request.user!.id, deckId) };
  }

  @Post()
  // The community gallery's "most favourited" order and a player's page count favourites (issue 34).
  @Invalidates(['favorites'])
  @HttpCode(200)
  @Roles('verified')
  @ApiOperation({ summary: 'Add a deck to my favourites' })
  @ApiOkResponse({ type: FavoriteChangedDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'deck_not_found: no such deck, or one the caller may not read' })
  @ApiErrors('deck_not_found')
  async addFavorite(@Req() request: Request, @Body() body: AddFavoriteDto): Promise<FavoriteChangedDto> {
    await this.favorites.add(request.user!, body.deckId);
    return { success: true, isFavorite: true };
  }

  @Delete(':deckId')
  @Invalidates(['favorites'])
  @Roles('verified')
  @ApiOperation({ summary: 'Remove a deck from my favourites' })
  @ApiOkResponse({ type: FavoriteChangedDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified' })
  @ApiErrors('not_found')
  async removeFavorite(@Req() request: Request, @Param('deckId', ParseIntPipe) deckId: number): Promise<FavoriteChangedDto> {
    await this.favorites.remove(request.user!.id, deckId);
    return { success: true, isFavorite: false };
  }
}
