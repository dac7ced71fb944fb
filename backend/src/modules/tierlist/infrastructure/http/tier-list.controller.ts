import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { TierListQueriesService } from '../../application/tier-list-queries.service.js';
import { TierListService } from '../../application/tier-list.service.js';
import { TierListCandidateDto, TierListDto, TierListEntryDto, TierListRemovedDto } from './dto/tier-list.dto.js';
import { MoveTierListEntryDto, PlaceTierListDeckDto, UpdateTierListNotesDto } from './dto/tier-list-write.dto.js';
import { CachedAnswer, Invalidates } from '../../../../shared/http/http-cache.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

@ApiTags('tier list')
@Controller('api/tierlist')
export class TierListController {
  constructor(
    private readonly queries: TierListQueriesService,
    private readonly tierList: TierListService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The tier list: per format, the three tiers with their published decks by position',
    description:
      'What /tier-list and the home page meta overview need in one call. Drafts are never listed. Compressed (br/gzip) with an ETag; send If-None-Match to get 304 when unchanged.',
  })
  @ApiQuery({ name: 'format', required: false, description: 'Only this format (a code from GET /api/formats)' })
  @ApiOkResponse({ type: TierListDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'tier_list_unknown_format' })
  @CachedAnswer({ tags: ['tierlist', 'decks', 'cards', 'formats'] })
  @ApiErrors('tier_list_unknown_format')
  async listTierList(@Query('format') format?: string): Promise<TierListDto> {
    return TierListDto.from(await this.queries.tierList(format));
  }

  @Get('candidates')
  @Roles('admin')
  @ApiOperation({ summary: 'Published decks of a format that are not in its tier list yet (the admin deck picker)' })
  @ApiQuery({ name: 'format', required: true })
  @ApiOkResponse({ type: [TierListCandidateDto], description: 'By priority (1 first), then newest' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'tier_list_unknown_format' })
  @ApiErrors('tier_list_unknown_format')
  async listTierListCandidates(@Query('format') format?: string): Promise<TierListCandidateDto[]> {
    return (await this.queries.candidates(format ?? '')).map(TierListCandidateDto.fromSummary);
  }

  @Post()
  @Invalidates(['tierlist'])
  @Roles('admin')
  @ApiOperation({
    summary: 'Place a published deck in a format tier list',
    description:
      'At `position` of the tier (the decks from there move down one) or last. A deck is listed once per format, in the tier list of its own format.',
  })
  @ApiCreatedResponse({ type: TierListEntryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'tier_list_deck_not_found' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'tier_list_deck_already_placed' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'validation_failed, tier_list_deck_is_draft, tier_list_format_mismatch, tier_list_unknown_format, tier_list_invalid_position',
  })
  @ApiErrors(
    'tier_list_deck_not_found',
    'tier_list_deck_already_placed',
    'tier_list_deck_is_draft',
    'tier_list_format_mismatch',
    'tier_list_invalid_position',
    'tier_list_unknown_format',
    'tier_list_invalid_tier',
    'tier_list_notes_too_long',
  )
  async placeTierListDeck(@Body() body: PlaceTierListDeckDto): Promise<TierListEntryDto> {
    const entry = await this.tierList.place({ deckId: body.deckId, format: body.format, tier: body.tier, position: body.position, notes: body.notes });
    return TierListEntryDto.from(entry);
  }

  @Put(':id/position')
  @Invalidates(['tierlist'])
  @Roles('admin')
  @ApiOperation({
    summary: 'Move an entry: reorder it inside its tier, or move it to another tier',
    description: 'The entry takes `position` in `tier`; the others close the gap and make room, so positions stay 1..n in every tier. One transaction.',
  })
  @ApiOkResponse({ type: TierListEntryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'tier_list_entry_not_found' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed, tier_list_invalid_position' })
  @ApiErrors('tier_list_entry_not_found', 'tier_list_invalid_position', 'tier_list_invalid_tier')
  async moveTierListEntry(@Param('id', ParseIntPipe) id: number, @Body() body: MoveTierListEntryDto): Promise<TierListEntryDto> {
    return TierListEntryDto.from(await this.tierList.move(id, { tier: body.tier, position: body.position }));
  }

  @Put(':id/notes')
  @Invalidates(['tierlist'])
  @Roles('admin')
  @ApiOperation({ summary: "Change an entry's notes (an empty string clears them)" })
  @ApiOkResponse({ type: TierListEntryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'tier_list_entry_not_found' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'validation_failed' })
  @ApiErrors('tier_list_entry_not_found', 'tier_list_notes_too_long')
  async updateTierListNotes(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateTierListNotesDto): Promise<TierListEntryDto> {
    return TierListEntryDto.from(await this.tierList.setNotes(id, body.notes));
  }

  @Delete(':id')
  @Invalidates(['tierlist'])
  @Roles('admin')
  @ApiOperation({ summary: 'Remove a deck from the tier list (the decks below it move up)' })
  @ApiOkResponse({ type: TierListRemovedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'tier_list_entry_not_found' })
  @ApiErrors('tier_list_entry_not_found')
  async removeTierListEntry(@Param('id', ParseIntPipe) id: number): Promise<TierListRemovedDto> {
    await this.tierList.remove(id);
    return { success: true };
  }
}
