import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';
import { MAX_NOTES_LENGTH, TIERS, type Tier } from '../../../domain/tier-list.js';

/** Places a published deck in a format's tier list. */
export class PlaceTierListDeckDto {
  @ApiProperty({ type: 'integer' })
  @IsInt()
  deckId: number;

  /** A format code from GET /api/formats; the deck must be of that format. */
  @IsString()
  @MaxLength(16)
  format: string;

  @ApiProperty({ enum: TIERS })
  @IsIn(TIERS)
  tier: Tier;

  /** Where in the tier (1 = first); last when absent. */
  @ApiProperty({ type: 'integer', minimum: 1, required: false })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  position?: number;

  @ApiProperty({ type: 'string', required: false, maxLength: MAX_NOTES_LENGTH })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(MAX_NOTES_LENGTH)
  notes?: string;
}

/** Moves an entry: inside its tier to reorder it, or to another tier. */
export class MoveTierListEntryDto {
  @ApiProperty({ enum: TIERS })
  @IsIn(TIERS)
  tier: Tier;

  /** The position it takes (1 = first); at most one past the last entry of another tier, the last of its own. */
  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt()
  @Min(1)
  position: number;
}

export class UpdateTierListNotesDto {
  /** An empty string clears the notes. */
  @ApiProperty({ type: 'string', maxLength: MAX_NOTES_LENGTH })
  @IsString()
  @MaxLength(MAX_NOTES_LENGTH)
  notes: string;
}
