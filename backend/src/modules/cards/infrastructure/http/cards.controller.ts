import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { mapInSlices } from '../../../../shared/async/map-in-slices.js';
import { AnswerWithHeaders, CachedAnswer } from '../../../../shared/http/http-cache.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { UPLOAD_POLICIES } from '../../../../shared/storage/image-intake.js';
import { CardAdministrationService } from '../../application/card-administration.service.js';
import { CardQueriesService } from '../../application/card-queries.service.js';
import {
  CardSelectionDto,
  ClearPrefixDto,
  CountResultDto,
  CreateCardDto,
  ImageUploadResultDto,
  ImportResultDto,
  NormalizationResultDto,
  NormalizeTypesDto,
  SearchOnlineDto,
  SuccessDto,
  UpdateCardDto,
} from './dto/card-admin.dto.js';
import { CardUpdatedDto, SearchOnlineResultDto } from './dto/card-result.dto.js';
import {
  CardFilterOptionsDto,
  CardGalleryDto,
  CardGalleryQueryDto,
  CardSearchResultDto,
  GALLERY_PAGE_SIZE,
  ListCardsQueryDto,
  SearchCardsQueryDto,
} from './dto/card-search.dto.js';
import { CardDto } from './dto/card.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';
import { officialImageUrl } from '../../domain/card-import.js';

/** The header of GET /api/cards?q= that carries a query's notices (a list answer has no field for them). */
export const QUERY_NOTICE_HEADER = 'Card-Query-Notice';

@ApiTags('cards')
@Controller('api/cards')
export class CardsController {
  constructor(
    private readonly queries: CardQueriesService,
    private readonly administration: CardAdministrationService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'All cards, ordered by set number; with q, the cards a search matches',
    description:
      'Without q: the whole list, compressed (br/gzip) with an ETag; send If-None-Match to get 304 when unchanged. ' +
      'With q: the matching cards in the same order (the same rule as GET /api/cards/search, which answers their ids). ' +
      'A term on a field no card carries (rarity, when the imported data has none) finds no card: the answer says so in the ' +
      `${QUERY_NOTICE_HEADER} header (GET /api/cards/search and /gallery answer the same notices in their body).`,
  })
  @ApiOkResponse({
    type: [CardDto],
    headers: {
      [QUERY_NOTICE_HEADER]: {
        description:
          'Only when the query has notices: each as its code and field, comma-separated, e.g. "field_not_in_data; field=rarity" ' +
          '(no card in the imported data has a rarity, so r: matches none).',
        schema: { type: 'string' },
      },
    },
  })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: q is not a query the syntax reads (details name the problem)' })
  @CachedAnswer({ tags: ['cards'] })
  async listCards(@Query() query: ListCardsQueryDto): Promise<CardDto[] | AnswerWithHeaders<CardDto[]>> {
    if (!query.q?.trim()) return mapInSlices(await this.queries.list(), CardDto.from);
    const { cards, notices } = await this.queries.listMatchingCards(query.q);
    const list = await mapInSlices(cards, CardDto.from);
    if (!notices.length) return list;
    return new AnswerWithHeaders(list, { [QUERY_NOTICE_HEADER]: notices.map((notice) => `${notice.code}; field=${notice.field}`).join(', ') });
  }

  @Get('search')
  @Public()
  @ApiOperation({
    summary: 'Search cards: the ids a query matches and the query as understood',
    description:
      'Ids in list order (set number). A screen that already holds GET /api/cards shows these cards from it; terms give each term ' +
      'in canonical spelling for a filters panel. ETag and If-None-Match are supported.',
  })
  @ApiOkResponse({ type: CardSearchResultDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: q is missing, too long, or not a query the syntax reads' })
  @CachedAnswer({ tags: ['cards'] })
  async searchCards(@Query() query: SearchCardsQueryDto): Promise<CardSearchResultDto> {
    return this.queries.search(query.q);
  }

  @Get('gallery')
  @Public()
  @ApiOperation({
    summary: 'A page of the /cards gallery: the tiles a query matches, sorted and grouped',
    description:
      'One tile per card (its printings listed with it) or per printing, by set number or by name; paged as every list (page, pageSize, the Link header). ' +
      'The total counts the tiles; cardCount the whole list. Cached with an ETag.',
  })
  @ApiPagedResponse(CardGalleryDto)
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: a parameter out of range, or q not a query the syntax reads' })
  @CachedAnswer({ tags: ['cards'] })
  async cardGallery(@Req() request: Request, @Query() query: CardGalleryQueryDto): Promise<AnswerWithHeaders<CardGalleryDto>> {
    const page = await this.queries.gallery({
      q: query.q ?? '',
      sort: query.sort ?? 'set',
      printings: query.printings ?? 'grouped',
      ...pageRequest(query, GALLERY_PAGE_SIZE),
    });
    const items = page.items.map(({ card, printings }) => ({ card: CardDto.from(card), printings: printings.map(CardDto.from) }));
    return pagedAnswer(request, { ...page, items });
  }

  @Get('filter-options')
  @Public()
  @ApiOperation({
    summary: 'The choices of the /cards filters, each with the search term it writes',
    description: 'Types, colours, costs, powers, sets (in set order, readable), attributes and families (split on "/"), rarities. Cached with an ETag.',
  })
  @ApiOkResponse({ type: CardFilterOptionsDto })
  @CachedAnswer({ tags: ['cards'] })
  async listCardFilterOptions(): Promise<CardFilterOptionsDto> {
    return this.queries.filterOptions();
  }

  @Post('import')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Import cards from a file (upsert by code, all or nothing)',
    description: 'The body is the file itself: keyed format (object keyed by code), or standard format (array, { cards: [...] } or { data: [...] }).',
  })
  @ApiBody({
    description: 'A card file as exported by the official list or by this site: entries carry code, name, type, cost, power, etc.; unknown keys are ignored.',
    schema: {
      oneOf: [
        {
          type: 'array',
          description: 'Standard format: an array of card entries',
          items: { type: 'object', additionalProperties: true, properties: { code: { type: 'string' }, name: { type: 'string' } } },
        },
        { type: 'object', description: 'Keyed format (code → entry), or { cards: [...] } / { data: [...] }', additionalProperties: true },
      ],
    },
  })
  @ApiOkResponse({ type: ImportResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'invalid_card_file: message per docs/product.md, details.entries lists the broken entries; card_file_not_an_array: no list of cards in the file. Nothing was written',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiErrors('invalid_card_file', 'card_file_not_an_array')
  async importCards(@Body() data: unknown): Promise<ImportResultDto> {
    return { success: true, count: await this.administration.importCards(data) };
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    summary: 'Create one card by hand',
    description:
      "The edit form's fields and rules; the code is letters and digits joined by - or _ (at most 32) and must be free (409 card_code_taken). " +
      "Without imageUrl the card gets the official card list's picture for its code, as an import does.",
  })
  @ApiCreatedResponse({ type: CardDto, description: 'The card as GET /api/cards lists it' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'card_code_taken' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'validation_failed (code: invalid_format, too_short, too_long; type: not_allowed; imageUrl: invalid_url…)',
  })
  @ApiErrors('card_code_taken')
  async createCard(@Body() body: CreateCardDto): Promise<CardDto> {
    const { code, name, type, imageUrl, cost, power, counter, color, attribute, family, ability, trigger, set } = body;
    const card = await this.administration.createCard({
      code,
      name,
      type,
      imageUrl: imageUrl ?? officialImageUrl(code),
      cost,
      power,
      counter: counter ?? null,
      color: color ?? null,
      attribute: attribute ?? null,
      family: family ?? null,
      ability: ability ?? null,
      trigger: trigger ?? null,
      set: set ?? null,
    });
    return CardDto.from(card);
  }

  @Post('bulk-delete')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Delete the cards selected in the table',
    description:
      'One transaction; ids already gone are skipped and count answers how many went. GET /api/cards/bulk-delete/impact names the decks that would lose cards.',
  })
  @ApiOkResponse({ type: CountResultDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: ids is not a list of 1 to 1,000 card ids' })
  async deleteSelectedCards(@Body() body: CardSelectionDto): Promise<CountResultDto> {
    return { success: true, count: await this.administration.deleteCards(body.ids) };
  }

  @Post('normalize-types')
  @HttpCode(200)
  @Roles('admin')
  @ApiOkResponse({ type: NormalizationResultDto })
  @ApiOperation({
    summary: 'Normalise card types to their canonical spelling',
    description: 'Every card, or with `ids` only the cards selected in the table (the same rule). The body may be left out.',
  })
  @ApiBody({ type: NormalizeTypesDto, required: false })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: ids is not a list of 1 to 1,000 card ids' })
  async normalizeCardTypes(@Body() body: NormalizeTypesDto): Promise<NormalizationResultDto> {
    const result = await this.administration.normalizeTypes(body?.ids);
    return { success: true, message: `Normalizzazione completata: ${result.updatedCount} carte aggiornate`, ...result };
  }

  @Post('clear')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Delete every card' })
  @ApiOkResponse({ type: CountResultDto })
  async clearCards(): Promise<CountResultDto> {
    return { success: true, count: await this.administration.clearAll() };
  }

  @Post('clear-prefix')
  @HttpCode(200)
  @Roles('admin')
  @ApiOkResponse({ type: CountResultDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_prefix' })
  @ApiOperation({ summary: 'Delete the cards whose code starts with a prefix' })
  @ApiErrors('invalid_prefix')
  async clearCardsByPrefix(@Body() body: ClearPrefixDto): Promise<CountResultDto> {
    return { success: true, count: await this.administration.clearPrefix(body.prefix) };
  }

  @Post('search-online')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Fetch one card from the external catalogue (CARD_CATALOG_URL) and store it' })
  @ApiOkResponse({ type: SearchOnlineResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'card_not_found_online' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed: cardCode is not a card code (invalid_format), nothing is asked' })
  @ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description: 'card_catalog_unavailable: not configured, unreachable, timed out or redirected to another host',
  })
  @ApiErrors('card_not_found_online', 'card_catalog_unavailable')
  async searchCardOnline(@Body() body: SearchOnlineDto): Promise<SearchOnlineResultDto> {
    return { success: true, card: CardDto.from(await this.administration.importFromCatalog(body.cardCode)) };
  }

  @Put(':id')
  @Roles('admin')
  @ApiOkResponse({ type: CardUpdatedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'card_code_taken' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed (imageUrl: invalid_url unless http(s) or an upload of this site)' })
  @ApiOperation({ summary: 'Edit a card' })
  @ApiErrors('card_code_taken', 'card_not_found')
  async updateCard(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateCardDto): Promise<CardUpdatedDto> {
    const { code, name, type, imageUrl, cost, power, counter, color, attribute, family, ability, trigger, set } = body;
    const card = await this.administration.updateCard(id, {
      code,
      name,
      type,
      imageUrl,
      cost,
      power,
      counter,
      color,
      attribute,
      family,
      ability,
      trigger,
      set,
    });
    return { success: true, card: CardDto.from(card) };
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOkResponse({ type: SuccessDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Delete a card' })
  @ApiErrors('card_not_found')
  async deleteCard(@Param('id', ParseIntPipe) id: number): Promise<SuccessDto> {
    await this.administration.deleteCard(id);
    return { success: true };
  }

  @Post(':id/image')
  @HttpCode(200)
  @Roles('admin')
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: UPLOAD_POLICIES.cards.maxBytes, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: ImageUploadResultDto })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'not_an_image (judged by the bytes and decoding), image_format_not_allowed (SVG, TIFF, HEIC...), image_too_many_pixels or image_missing',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'over 5 MB' })
  @ApiOperation({ summary: 'Upload a card image (PNG, JPEG, WebP or GIF, at most 5 MB and 16 megapixels; re-encoded without metadata)' })
  @ApiErrors('card_not_found', 'image_missing', 'not_an_image', 'image_format_not_allowed', 'image_too_many_pixels')
  async uploadCardImage(@Param('id', ParseIntPipe) id: number, @UploadedFile() file?: { buffer: Buffer }): Promise<ImageUploadResultDto> {
    return { success: true, imageUrl: await this.administration.uploadImage(id, file?.buffer) };
  }
}
