import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { DeckDeletionImpactReader } from '../../application/ports/deck-deletion-impact.js';
import { DeckNotFoundError } from '../../domain/decks.errors.js';
import { DeckDeletionImpactDto } from './dto/deck-deletion-impact.dto.js';

/**
 * What a deck's deletion takes with it, for the back office's confirmation (issue 38): it names the
 * comments, favourites, tier-list places and linked news before the admin says yes.
 */
@ApiTags('decks')
@Controller('api/decks')
export class DeckDeletionImpactController {
  constructor(private readonly impact: DeckDeletionImpactReader) {}

  @Get(':id/deletion-impact')
  @Roles('admin')
  @ApiOperation({
    summary: 'What deleting a deck removes with it: its comments, favourites and tier-list places, and the news that link to it',
    description: 'Counts only (drafts included), read before DELETE /api/decks/{id} asks for a confirmation. Admins only.',
  })
  @ApiOkResponse({ type: DeckDeletionImpactDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'deck_not_found' })
  @ApiErrors('deck_not_found')
  async getDeckDeletionImpact(@Param('id', ParseIntPipe) id: number): Promise<DeckDeletionImpactDto> {
    const impact = await this.impact.impactOf(id);
    if (!impact) throw new DeckNotFoundError();
    return DeckDeletionImpactDto.from(impact);
  }
}
