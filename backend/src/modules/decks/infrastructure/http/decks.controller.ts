import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { CacheTag } from '../../../../shared/cache/cache-invalidation.js';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { ValidationFailedError } from '../../../../shared/http/validation-failed.js';
import { CachedAnswer, Invalidates } from '../../../../shared/http/http-cache.js';
import { DeckLegalityService } from '../../application/deck-legality.service.js';
import { DeckStatisticsService } from '../../application/deck-statistics.service.js';
import { DeckQueriesService, type DeckWithCards } from '../../application/deck-queries.service.js';
import { DeckService, type DeckInput } from '../../application/deck.service.js';
import { DeckDeletedDto, DeckDetailDto, DeckListAdjustmentDto, LeaderOptionDto, ParsedDeckListDto } from './dto/deck.dto.js';
import { DEFAULT_PAGE_SIZE, DeckPageDto, DeckSummaryDto, SearchDecksQueryDto } from './dto/deck-page.dto.js';
import { ParseDeckListDto, SaveDeckDto } from './dto/save-deck.dto.js';

const isAdmin = (request: Request) => Boolean(request.user?.roles.includes('admin'));
const asksForDrafts = (value: string | undefined) => ['true', '1'].includes(value ?? '');
/** Deck answers show cards (leaders, lists) and legality in the formats. */
const DECK_READ: readonly CacheTag[] = ['decks', 'cards', 'formats'];

/** A short token the client makes once per deck it creates (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(header))
    throw new ValidationFailedError('Idempotency-Key must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -', [
      { field: 'Idempotency-Key', code: 'invalid_format' },
    ]);
  return header;
}

function toInput(body: SaveDeckDto): DeckInput {
  return {
    name: body.name,
    author: body.author,
    tier: body.tier,
    format: body.format,
    leaderId: body.leaderId,
    shortDescription: body.shortDescription,
    description: body.description,
    descriptionEn: body.description_en,
    videoUrl: body.videoUrl,
    matchups: body.matchups.map(({ deck, favorable, strategy }) => ({ deck, favorable, strategy })),
    priority: body.priority,
    isDraft: body.isDraft,
    cards: body.cards.map(({ cardId, quantity }) => ({ cardId, quantity })),
  };
}

@ApiTags('decks')
@Controller('api/decks')
export class DecksController {
  constructor(
    private readonly queries: DeckQueriesService,
    private readonly decks: DeckService,
    private readonly legality: DeckLegalityService,
    private readonly statistics: DeckStatisticsService,
  ) {}

  /** The deck page's answer: the deck, its cards, its legality in its format and its statistics. */
  private async detail(entry: DeckWithCards): Promise<DeckDetailDto> {
    return DeckDetailDto.fromDetail(entry, await this.legality.ofDeck(entry), this.statistics.ofCards(entry.cards));
  }

  @Get()
  @Public()
  @ApiOperation({
    summary: 'List every deck as a summary',
    description:
      "The SPEC's full list for API consumers, as the gallery's summaries: no guides, matchups or card list (GET /api/decks/{id} has them). Screens use GET /api/decks/page.",
  })
  @ApiQuery({ name: 'includeDrafts', required: false, description: 'Admins only: also list drafts (ignored for everyone else)' })
  @ApiOkResponse({ type: [DeckSummaryDto], description: 'Newest first; drafts excluded unless an admin asks for them' })
  @CachedAnswer({ tags: DECK_READ, adminsSeeMore: true })
  async listDecks(@Req() request: Request, @Query('includeDrafts') includeDrafts?: string): Promise<DeckSummaryDto[]> {
    return (await this.queries.list(asksForDrafts(includeDrafts) && isAdmin(request))).map(DeckSummaryDto.from);
  }

  @Get('page')
  @Public()
  @ApiOperation({
    summary: 'One page of the deck gallery',
    description: 'Published decks filtered by tier, format and leader, sorted and paged in the database (the gallery sends its filters here).',
  })
  @ApiOkResponse({ type: DeckPageDto })
  @CachedAnswer({ tags: DECK_READ, adminsSeeMore: true })
  async searchDecks(@Req() request: Request, @Query() query: SearchDecksQueryDto): Promise<DeckPageDto> {
    const { tier, format, leader, q, sort = 'newest', page = 1, pageSize = DEFAULT_PAGE_SIZE } = query;
    const search = { tier, format: format || undefined, leader, text: q?.trim() || undefined, sort, page, pageSize };
    return DeckPageDto.from(await this.queries.page({ ...search, includeDrafts: asksForDrafts(query.includeDrafts) && isAdmin(request) }));
  }

  @Get('leaders')
  @Public()
  @ApiOperation({ summary: 'List the leaders of published decks with their deck count' })
  @ApiOkResponse({ type: [LeaderOptionDto], description: 'Leaders of published decks with their count, most decks first, then by name' })
  @CachedAnswer({ tags: DECK_READ })
  async listDeckLeaders(): Promise<LeaderOptionDto[]> {
    return (await this.queries.leaderOptions()).map(LeaderOptionDto.from);
  }

  @Post('parse-list')
  @HttpCode(200)
  @Roles('admin')
  @Invalidates([])
  @ApiOperation({ summary: 'Match a pasted deck list against the card database' })
  @ApiOkResponse({ type: ParsedDeckListDto, description: 'A pasted list matched against the card database (the builder applies it)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'empty_deck_list' })
  async parseDeckList(@Body() body: ParseDeckListDto): Promise<ParsedDeckListDto> {
    const result = await this.decks.parseList(body.text);
    const entry = (card: { id: number; code: string; type: string; name?: string }, quantity: number) => ({
      cardId: card.id,
      code: card.code,
      name: card.name ?? '',
      type: card.type,
      quantity,
    });
    return {
      leader: result.leader ? entry(result.leader, 1) : null,
      cards: result.cards.map(({ card, quantity }) => entry(card, quantity)),
      missing: result.missing,
      unreadable: result.unreadable,
      adjustments: result.adjustments.map(DeckListAdjustmentDto.from),
    };
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'Get one deck with every card it uses' })
  @ApiOkResponse({ type: DeckDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown deck, or a draft asked for by a non-admin' })
  @CachedAnswer({ tags: DECK_READ, adminsSeeMore: true })
  async getDeck(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<DeckDetailDto> {
    return this.detail(await this.queries.get(id, isAdmin(request)));
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create a deck' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    description:
      'Makes the save safe to retry: one key per deck the client creates (a UUID). A save repeated with the same key within 24 h ' +
      'answers 201 with the deck the first one created (never a second deck), even when the first answer was lost; the same key with ' +
      'a different body answers 409 conflict. Keys older than 24 h, or whose deck was deleted, may be used again.',
  })
  @ApiCreatedResponse({ type: DeckDetailDto, description: 'The deck created, or the one this Idempotency-Key already created' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'conflict: the Idempotency-Key was used for a different deck within 24 h' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description:
      'validation_failed (details: [{ field, code }], a malformed Idempotency-Key is field Idempotency-Key, code invalid_format), unknown_cards, leader_not_a_leader',
  })
  async createDeck(@Req() request: Request, @Body() body: SaveDeckDto): Promise<DeckDetailDto> {
    // Read from the request (not @Headers) so that the OpenAPI document shows the @ApiHeader above only.
    const deck = await this.decks.create(toInput(body), idempotencyKey(request.header('idempotency-key')));
    return this.detail(await this.queries.get(deck.id, true));
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Replace a deck' })
  @ApiOkResponse({ type: DeckDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto })
  async updateDeck(@Param('id', ParseIntPipe) id: number, @Body() body: SaveDeckDto): Promise<DeckDetailDto> {
    await this.decks.update(id, toInput(body));
    return this.detail(await this.queries.get(id, true));
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a deck (its favourites and comments go with it)' })
  @ApiOkResponse({ type: DeckDeletedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async deleteDeck(@Param('id', ParseIntPipe) id: number): Promise<DeckDeletedDto> {
    await this.decks.delete(id);
    return { success: true };
  }
}
