import { ApiProperty } from '@nestjs/swagger';
import type { PublishedDeckSummary } from '../../../../decks/application/published-deck-summaries.query.js';
import { TIERS, type Tier, type TierListEntry } from '../../../domain/tier-list.js';
import type { RankedEntry, TierListFormatView, TierListView } from '../../../application/tier-list-view.js';

export class TierListLeaderDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  code: string;
  name: string;
  imageUrl: string | null;
  color: string | null;
}

/** The ranked deck as its tile shows it; the tile links to /decks/{id}. */
export class TierListDeckDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  author: string;
  /** The deck's own format (always the tier list's format: a deck is ranked in its own format). */
  format: string;
  leader: TierListLeaderDto | null;

  static from(deck: PublishedDeckSummary): TierListDeckDto {
    return {
      id: deck.id,
      name: deck.name,
      author: deck.author,
      format: deck.format,
      leader: deck.leader
        ? { id: deck.leader.id, code: deck.leader.code, name: deck.leader.name, imageUrl: deck.leader.imageUrl, color: deck.leader.color }
        : null,
    };
  }
}

/** One row of tier_list (names as in docs/product.md#data) with its deck. */
export class TierListEntryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  deck_id: number;
  format: string;
  @ApiProperty({ enum: TIERS, description: "'Tier 3' is shown as Rogue" })
  tier: Tier;
  /** 1 = first in its tier. Decks hidden from the public (drafts) keep their place, so the numbers may skip. */
  @ApiProperty({ type: 'integer', minimum: 1 })
  position: number;
  /** Empty when there are none. */
  notes: string;
  last_updated: string;

  static from(entry: TierListEntry): Omit<TierListEntryDto, 'deck'> {
    return {
      id: entry.id,
      deck_id: entry.deckId,
      format: entry.format,
      tier: entry.tier,
      position: entry.position,
      notes: entry.notes,
      last_updated: new Date(entry.lastUpdated).toISOString(),
    };
  }
}

export class RankedTierListEntryDto extends TierListEntryDto {
  deck: TierListDeckDto;

  static fromRanked({ entry, deck }: RankedEntry): RankedTierListEntryDto {
    return { ...TierListEntryDto.from(entry), deck: TierListDeckDto.from(deck) };
  }
}

export class TierListTierDto {
  @ApiProperty({ enum: TIERS, description: "'Tier 3' is shown as Rogue" })
  tier: Tier;
  /** By position, first first. */
  entries: RankedTierListEntryDto[];
}

export class TierListFormatDto {
  /** The format's code, e.g. 'OP10'. */
  code: string;
  name: string;
  isCurrent: boolean;
  /** Always the three tiers, in order: Tier 1, Tier 2, Tier 3 (Rogue). */
  tiers: TierListTierDto[];

  static from(view: TierListFormatView): TierListFormatDto {
    return {
      code: view.code,
      name: view.name,
      isCurrent: view.isCurrent,
      tiers: view.tiers.map(({ tier, entries }) => ({ tier, entries: entries.map(RankedTierListEntryDto.fromRanked) })),
    };
  }
}

/** The public tier list: what /tier-list and the home page's meta overview need, in one answer. */
export class TierListDto {
  /** The current format's code (the home page's meta overview shows it). */
  currentFormat: string;
  /** Every format (or the one asked for), current first. */
  formats: TierListFormatDto[];

  static from(view: TierListView): TierListDto {
    return { currentFormat: view.currentFormat, formats: view.formats.map(TierListFormatDto.from) };
  }
}

/** A published deck the admin may still place in a format's tier list. */
export class TierListCandidateDto extends TierListDeckDto {
  /** The deck's own tier field (a hint for where to place it). */
  @ApiProperty({ enum: TIERS })
  tier: Tier;

  static fromSummary(deck: PublishedDeckSummary): TierListCandidateDto {
    return { ...TierListDeckDto.from(deck), tier: deck.tier };
  }
}

export class TierListRemovedDto {
  success: boolean;
}
