import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { CacheTag } from '../../../../shared/cache/cache-invalidation.js';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { ValidationFailedError } from '../../../../shared/http/validation-failed.js';
import { errorLanguage } from '../../../../shared/http/error-messages.js';
import { AnswerWithHeaders, CachedAnswer, Invalidates } from '../../../../shared/http/http-cache.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { DeckLegalityService } from '../../application/deck-legality.service.js';
import { DeckStatisticsService } from '../../application/deck-statistics.service.js';
import { DeckQueriesService, type DeckWithCards } from '../../application/deck-queries.service.js';
import { DeckService, type DeckInput } from '../../application/deck.service.js';
import { DeckDeletedDto, DeckDetailDto, DeckListAdjustmentDto, FormatCountDto, LeaderOptionDto, ParsedDeckListDto } from './dto/deck.dto.js';
import { DEFAULT_PAGE_SIZE, DeckPageDto, DeckPageQueryDto, DeckSourceQueryDto, DeckSummaryDto, SearchDecksQueryDto } from './dto/deck-page.dto.js';
import { ParseDeckListDto, SaveDeckDto } from './dto/save-deck.dto.js';
import { UpdateDeckVisibilityDto } from './dto/deck-visibility.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

const isAdmin = (request: Request) => Boolean(request.user?.roles.includes('admin'));
/** The caller as the deck rules see them (null: a visitor). */
const viewer = (request: Request) => request.user ?? null;
/** The caller of a route that requires a session (the guard has checked it). */
const actor = (request: Request) => request.user!;
const NOT_READABLE = 'deck_not_found: unknown deck, or one the caller may not read (a draft, or a private or hidden deck, for anyone but its owner and admins)';
const WRITE_LIMITS =
  'A player (a verified account that is not an admin) keeps at most 200 decks (409 deck_limit_reached) and creates at most 30 an hour, copies included (429 deck_creation_rate_limited with Retry-After).';
const FORBIDDEN_WRITE =
  "email_not_verified: the account must verify its e-mail address first; not_deck_owner: the deck is readable by the caller but not theirs (a curated deck, or another player's)";
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
    shortDescriptionIt: body.shortDescription_it,
    descriptionEn: body.description_en,
    videoUrl: body.videoUrl,
    matchups: body.matchups.map(({ deck, favorable, strategy }) => ({ deck, favorable, strategy })),
    priority: body.priority,
    isDraft: body.isDraft,
    cards: body.cards.map(({ cardId, quantity }) => ({ cardId, quantity })),
    visibility: body.visibility,
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
      "The product's full list of curated decks (admins') for API consumers, as the gallery's summaries: no guides, matchups or card list (GET /api/decks/{id} has them). Screens use GET /api/decks/page.",
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
    description:
      'Decks filtered by tier, format and leader, sorted and paged in the database (the gallery sends its filters here); paged as every list (page, pageSize, the Link header). ' +
      "`source` picks the gallery: curated (default; the admins' published decks, the product's gallery), community (players' public decks) or all. " +
      "Private, unlisted and hidden decks are never listed; an admin asking for drafts gets the source's unlisted decks too.",
  })
  @ApiPagedResponse(DeckPageDto)
  // Favourites order the community's "most favourited".
  @CachedAnswer({ tags: [...DECK_READ, 'favorites'], adminsSeeMore: true })
  async searchDecks(@Req() request: Request, @Query() query: SearchDecksQueryDto): Promise<AnswerWithHeaders<DeckPageDto>> {
    const { tier, format, leader, q, source = 'curated', sort = 'newest', page = 1, pageSize = DEFAULT_PAGE_SIZE } = query;
    const search = { tier, format: format || undefined, leader, text: q?.trim() || undefined, source, sort, page, pageSize };
    return pagedAnswer(
      request,
      DeckPageDto.from(await this.queries.page({ ...search, includeDrafts: asksForDrafts(query.includeDrafts) && isAdmin(request) })),
    );
  }

  @Get('leaders')
  @Public()
  @ApiOperation({ summary: "List the leaders of a gallery's decks with their deck count (`source` as in GET /api/decks/page)" })
  @ApiOkResponse({ type: [LeaderOptionDto], description: 'Leaders of the listed decks with their count, most decks first, then by name' })
  @CachedAnswer({ tags: DECK_READ })
  async listDeckLeaders(@Query() query: DeckSourceQueryDto): Promise<LeaderOptionDto[]> {
    return (await this.queries.leaderOptions(query.source ?? 'curated')).map(LeaderOptionDto.from);
  }

  @Get('formats')
  @Public()
  @ApiOperation({
    summary: "List the formats of a gallery's decks with their deck count (`source` as in GET /api/decks/page)",
    description: 'Only formats that have decks in the gallery, most decks first, then by code: the gallery offers these in its format filter.',
  })
  @ApiOkResponse({ type: [FormatCountDto], description: 'Formats of the listed decks with their count' })
  @CachedAnswer({ tags: DECK_READ })
  async listDeckFormats(@Query() query: DeckSourceQueryDto): Promise<FormatCountDto[]> {
    return this.queries.formatOptions(query.source ?? 'curated');
  }

  @Get('mine')
  @Roles('verified')
  @ApiOperation({
    summary: "The caller's own decks, whatever their visibility",
    description:
      'Every deck the caller owns (private, unlisted, public; for an admin their curated decks and drafts too), a page at a time as the gallery, newest first by default. Each summary carries its `visibility`.',
  })
  @ApiPagedResponse(DeckPageDto)
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified' })
  async listMyDecks(@Req() request: Request, @Query() query: DeckPageQueryDto): Promise<AnswerWithHeaders<DeckPageDto>> {
    const { sort = 'newest', page = 1, pageSize = DEFAULT_PAGE_SIZE } = query;
    return pagedAnswer(request, DeckPageDto.from(await this.queries.mine(actor(request), { sort, page, pageSize })));
  }

  @Post('parse-list')
  @HttpCode(200)
  // Also the paste box of /print, for visitors (ADR 0071): it reads nothing private; rate limited per IP for them.
  @Public()
  @Invalidates([])
  @ApiOperation({
    summary: 'Match a pasted deck list against the card database',
    description:
      "Every format players paste: OPTCGSim '4xOP01-016', tournament '4 OP01-016 Nami', Cardmarket '4 Nami (OP01-016)', one per line or several on a line " +
      '(separated by commas, semicolons or blanks). Anyone (the deck builder and the paste box of /print); rate limited per account, or per IP address ' +
      'for visitors (429 too_many_requests with Retry-After), admins excepted.',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'too_many_requests' })
  @ApiOkResponse({ type: ParsedDeckListDto, description: 'A pasted list matched against the card database (the builder applies it)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'empty_deck_list' })
  @ApiErrors('empty_deck_list', 'too_many_requests')
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
  @ApiOperation({
    summary: 'Get one deck with every card it uses',
    description:
      'A curated deck once published; a community deck when it is public or unlisted (by its link). Drafts, private and hidden decks answer 404 to everyone but their owner and admins. ' +
      '`owner` says whose deck it is, `copiedFrom` the deck it was copied from (when the caller may read that one).',
  })
  @ApiOkResponse({ type: DeckDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_READABLE })
  @CachedAnswer({ tags: DECK_READ, signedInSeeMore: true })
  @ApiErrors('deck_not_found')
  async getDeck(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<DeckDetailDto> {
    return this.detail(await this.queries.get(id, viewer(request)));
  }

  @Post()
  @Roles('verified')
  @ApiOperation({
    summary: 'Create a deck',
    description:
      "An admin's deck is curated (the product's gallery: draft flag, tier, priority). A verified player's is a community deck they own: private unless `visibility` says otherwise, " +
      'with tier, priority and isDraft ignored (the defaults are kept) and each guide at most 50,000 characters once sanitised. ' +
      WRITE_LIMITS,
  })
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
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified: the account must verify its e-mail address first' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'conflict: the Idempotency-Key was used for a different deck within 24 h; deck_limit_reached: the player already keeps 200 decks',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'deck_creation_rate_limited: 30 decks created in the last hour (Retry-After)' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description:
      "validation_failed (details: [{ field, code }], a malformed Idempotency-Key is field Idempotency-Key, code invalid_format; a player's guide over 50,000 characters is field description or description_en, code too_long, max), unknown_cards, leader_not_a_leader",
  })
  @ApiErrors('conflict', 'deck_limit_reached', 'unknown_cards', 'leader_not_a_leader', 'no_current_format', 'deck_creation_rate_limited')
  async createDeck(@Req() request: Request, @Body() body: SaveDeckDto): Promise<DeckDetailDto> {
    // Read from the request (not @Headers) so that the OpenAPI document shows the @ApiHeader above only.
    const deck = await this.decks.create(actor(request), toInput(body), idempotencyKey(request.header('idempotency-key')));
    return this.detail(await this.queries.get(deck.id, actor(request)));
  }

  @Post(':id/copy')
  @Roles('verified')
  @ApiOperation({
    summary: 'Copy a deck the caller may read into a deck of their own',
    description:
      'A player\'s copy is a private community deck they own (tier and priority reset), an admin\'s a curated draft named "<name> (copia)" or "<name> (copy)" by Accept-Language (it or en; en by default); either remembers the deck it came from (`copiedFrom`). ' +
      WRITE_LIMITS,
  })
  @ApiCreatedResponse({ type: DeckDetailDto, description: 'The copy' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified: the account must verify its e-mail address first' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_READABLE })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'deck_limit_reached: the player already keeps 200 decks' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'deck_creation_rate_limited: 30 decks created in the last hour (Retry-After)' })
  @ApiErrors('deck_not_found', 'deck_limit_reached', 'deck_creation_rate_limited')
  async copyDeck(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<DeckDetailDto> {
    const copy = await this.decks.copy(actor(request), id, errorLanguage(request));
    return this.detail(await this.queries.get(copy.id, actor(request)));
  }

  @Put(':id')
  @Roles('verified')
  @ApiOperation({
    summary: 'Replace a deck',
    description:
      "Admins any deck; a player their own community decks (curation fields ignored, guides capped as on create). It stays curated or community and keeps its owner; `visibility` absent keeps the deck's.",
  })
  @ApiOkResponse({ type: DeckDetailDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: FORBIDDEN_WRITE })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_READABLE })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto })
  @ApiErrors('not_deck_owner', 'deck_not_found', 'unknown_cards', 'leader_not_a_leader', 'no_current_format')
  async updateDeck(@Req() request: Request, @Param('id', ParseIntPipe) id: number, @Body() body: SaveDeckDto): Promise<DeckDetailDto> {
    await this.decks.update(actor(request), id, toInput(body));
    return this.detail(await this.queries.get(id, actor(request)));
  }

  @Patch(':id')
  @Roles('verified')
  @ApiOperation({
    summary: "Change a deck's visibility",
    description:
      "The owner of a community deck (or an admin) makes it private, unlisted or public without sending the deck again; who may do it, and the errors, are PUT's. A curated deck's visibility is always public: ignored, as in PUT.",
  })
  @ApiOkResponse({ type: DeckDetailDto, description: 'The deck as it is now' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: FORBIDDEN_WRITE })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_READABLE })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: visibility is not private, unlisted or public' })
  @ApiErrors('not_deck_owner', 'deck_not_found')
  async updateDeckVisibility(@Req() request: Request, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateDeckVisibilityDto): Promise<DeckDetailDto> {
    await this.decks.changeVisibility(actor(request), id, body.visibility);
    return this.detail(await this.queries.get(id, actor(request)));
  }

  @Delete(':id')
  @Roles('verified')
  @ApiOperation({
    summary: 'Delete a deck (its favourites and comments go with it; its copies stay)',
    description: 'Admins any deck; a player their own community decks.',
  })
  @ApiOkResponse({ type: DeckDeletedDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: FORBIDDEN_WRITE })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_READABLE })
  @ApiErrors('not_deck_owner', 'deck_not_found')
  async deleteDeck(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<DeckDeletedDto> {
    await this.decks.delete(actor(request), id);
    return { success: true };
  }
}
