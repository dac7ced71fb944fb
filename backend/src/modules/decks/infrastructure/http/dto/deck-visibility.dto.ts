import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { VISIBILITIES, type Visibility } from '../../../domain/deck-access.js';

/** PATCH /api/decks/{id}: a community deck's visibility alone (the rest of the deck is not resent). */
export class UpdateDeckVisibilityDto {
  /** private (its owner only), unlisted (anyone with its link) or public (the community gallery). */
  @ApiProperty({ enum: VISIBILITIES })
  @IsIn(VISIBILITIES)
  visibility: Visibility;
}
