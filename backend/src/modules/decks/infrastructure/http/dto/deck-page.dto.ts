import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE, PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
import type { DeckPage, DeckSummary } from '../../../application/deck-queries.service.js';
import { DECK_SORTS, type DeckSort } from '../../../application/ports/deck-read-model.js';
import { TIERS, type Tier } from '../../../domain/deck.js';
import { DECK_SOURCES, VISIBILITIES, type DeckSource, type Visibility } from '../../../domain/deck-access.js';
import { DeckLeaderDto, DeckOwnerDto } from './deck.dto.js';

/** The gallery shows 9 decks per page (docs/product.md#limits). */
export const DEFAULT_PAGE_SIZE = 9;

/** A page of decks: its order and size (my decks, a player's page); `page` and `pageSize` as every paged list (ADR 0067). */
export class DeckPageQueryDto extends PageQueryDto(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) {
  /** newest (default), oldest, name (A→Z), priority (1 first, then newest), or favorites (most favourited, then newest). */
  @IsOptional()
  @IsIn(DECK_SORTS)
  sort?: DeckSort;
}

/** Which gallery's leaders (GET /api/decks/leaders). */
export class DeckSourceQueryDto {
  /** curated (default: the admins' published decks), community (players' public decks), or all. */
  @ApiProperty({ enum: DECK_SOURCES, required: false, default: 'curated' })
  @IsOptional()
  @IsIn(DECK_SOURCES)
  source?: DeckSource;
}

/** The gallery's query (a page of decks, and filters): every filter optional; published decks only (drafts too for an admin who asks). */
export class SearchDecksQueryDto extends DeckPageQueryDto {
  /**
   * curated (default: the admins' published decks, the product's gallery), community (players' public
   * decks), or all (both). Private, unlisted and hidden decks are never listed.
   */
  @ApiProperty({ enum: DECK_SOURCES, required: false, default: 'curated' })
  @IsOptional()
  @IsIn(DECK_SOURCES)
  source?: DeckSource;

  /** Words that the deck's name or author contains (case ignored). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** Admins only: drafts too, never cached (`true` or `1`; ignored for everyone else). */
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'])
  includeDrafts?: string;

  @IsOptional()
  @IsIn(TIERS)
  tier?: Tier;

  /** A format code, e.g. OP10. */
  @IsOptional()
  @IsString()
  @MaxLength(16)
  format?: string;

  /** The leader's card id (from GET /api/decks/leaders). */
  @ApiProperty({ type: 'integer', required: false, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  leader?: number;
}

/** A deck as a tile shows it: the DeckDto's fields without guides, matchups and card list. */
export class DeckSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  author: string;
  tier: Tier;
  format: string;
  @ApiProperty({ type: 'integer', nullable: true })
  leaderId: number | null;
  shortDescription: string;
  /** The short description in Italian; empty when there is none. */
  shortDescription_it: string;
  /** 1 (highest) to 10 (lowest). */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10 })
  priority: number;
  /** 1 or 0 */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  isDraft: number;
  /** Sum of quantities of the cards that still exist (the builder's "cards/50"). */
  @ApiProperty({ type: 'integer' })
  cardCount: number;
  @ApiProperty({ type: DeckLeaderDto, nullable: true })
  leader: DeckLeaderDto | null;
  /** Whose deck: the owner's public username (null for decks made before owners were kept, or once the account is gone). */
  @ApiProperty({ type: DeckOwnerDto, nullable: true })
  owner: DeckOwnerDto | null;
  /** 1: an admin's deck (the curated gallery); 0: a player's (the community's). */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  curated: number;
  /** A community deck's: private (its owner only), unlisted (by its link), public (listed). Curated decks answer public. */
  @ApiProperty({ enum: VISIBILITIES })
  visibility: Visibility;
  /** 1: hidden by the moderators (only its owner and admins see it, in My decks and the back office). */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  hidden: number;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static from(deck: DeckSummary): DeckSummaryDto {
    return {
      id: deck.id,
      name: deck.name,
      author: deck.author,
      tier: deck.tier,
      format: deck.format,
      leaderId: deck.leaderId,
      shortDescription: deck.shortDescription,
      shortDescription_it: deck.shortDescriptionIt,
      priority: deck.priority,
      isDraft: deck.isDraft ? 1 : 0,
      cardCount: deck.cardCount,
      leader: deck.leader
        ? { id: deck.leader.id, code: deck.leader.code, name: deck.leader.name, imageUrl: deck.leader.imageUrl, color: deck.leader.color }
        : null,
      owner: deck.ownerUsername ? { username: deck.ownerUsername } : null,
      curated: deck.curated ? 1 : 0,
      visibility: deck.visibility,
      hidden: deck.hidden ? 1 : 0,
      createdAt: new Date(deck.createdAt).toISOString(),
      updatedAt: new Date(deck.updatedAt).toISOString(),
    };
  }
}

/** One page of decks (ADR 0067: every paged list answers items, page, pageSize, total). */
export class DeckPageDto extends PageDto(DeckSummaryDto, 'Decks matching the filters, all pages together.') {
  static from(page: DeckPage): DeckPageDto {
    return toPageDto(page, DeckSummaryDto.from);
  }
}

/** A player's public page (GET /api/players/{username}). */
export class PlayerDto {
  username: string;
  /** Favourites the player's public decks have received, from every user. */
  @ApiProperty({ type: 'integer' })
  favoritesReceived: number;
  /** The player's decks in the community gallery, a page at a time. */
  decks: DeckPageDto;
}
