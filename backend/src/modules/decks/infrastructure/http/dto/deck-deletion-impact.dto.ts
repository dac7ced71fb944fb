import { ApiProperty } from '@nestjs/swagger';
import type { DeckDeletionImpact, TierListPlace } from '../../../application/ports/deck-deletion-impact.js';

export class TierListPlaceDto {
  /** The tier list's format (e.g. OP10). */
  format: string;
  /** Tier 1, Tier 2 or Tier 3. */
  tier: string;
}

/** What deleting a deck removes with it, asked by 'Gestione Mazzi' before it confirms (issue 38). */
export class DeckDeletionImpactDto {
  /** Comments and replies on the deck's page (deleted with it). */
  @ApiProperty({ type: 'integer', minimum: 0 })
  comments: number;
  /** Favourites players gave it (deleted with it). */
  @ApiProperty({ type: 'integer', minimum: 0 })
  favorites: number;
  /** Its places on the public tier list, one per format (removed at once). */
  tierList: TierListPlaceDto[];
  /** News articles that link to it: they stay, without the link. */
  @ApiProperty({ type: 'integer', minimum: 0 })
  linkedNews: number;

  static from(impact: DeckDeletionImpact): DeckDeletionImpactDto {
    return {
      comments: impact.comments,
      favorites: impact.favorites,
      tierList: impact.tierList.map(({ format, tier }: TierListPlace) => ({ format, tier })),
      linkedNews: impact.linkedNews,
    };
  }
}
