import { ApiProperty } from '@nestjs/swagger';
import { deckPageDescription } from '../../../../../shared/html/plain-text.js';
import { PageDescriptionDto } from '../../../../../shared/http/page-description.dto.js';
import { CardDto } from '../../../../cards/infrastructure/http/dto/card.dto.js';
import { missingCardCount } from '../../../application/deck-missing-cards.js';
import type { DeckWithCards, LeaderOption } from '../../../application/deck-queries.service.js';
import type { DeckLegality } from '../../../domain/deck-legality.js';
import { DeckLegalityDto } from './deck-legality.dto.js';
import { DeckStatisticsDto } from './deck-statistics.dto.js';
import type { DeckStatistics } from '../../../domain/deck-statistics.js';
import type { Favorability, Format, Tier } from '../../../domain/deck.js';
import { VISIBILITIES, type Visibility } from '../../../domain/deck-access.js';
import type { DeckListAdjustment } from '../../../domain/deck-list.js';

export class MatchupDto {
  /** Opposing deck name. */
  deck: string;
  favorable: Favorability;
  strategy: string;
}

export class DeckCardEntryDto {
  cardId: number;
  quantity: number;
}

/** The leader as the gallery shows it. */
export class DeckLeaderDto {
  id: number;
  code: string;
  name: string;
  imageUrl: string | null;
  color: string | null;
}

/** Whose deck it is: the owner's public username (their page: /players/{username}). */
export class DeckOwnerDto {
  username: string;
}

/** The deck a copy was made from ("based on …"). */
export class DeckSourceDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
}

/** A deck on the wire (names as in docs/product.md#data: description_en, isDraft 1/0). */
export class DeckDto {
  id: number;
  name: string;
  author: string;
  tier: Tier;
  format: Format;
  leaderId: number | null;
  shortDescription: string;
  /** The short description in Italian; empty when there is none (the Italian site then shows `shortDescription`, marked as English). */
  shortDescription_it: string;
  /** Italian strategy guide (sanitised HTML). */
  description: string;
  /** English strategy guide (sanitised HTML). */
  description_en: string;
  videoUrl: string | null;
  matchups: MatchupDto[];
  /** 1 (highest) to 10 (lowest). */
  priority: number;
  /** 1 or 0 */
  isDraft: number;
  /** Cards other than the leader; unknown cards are left out. */
  cards: DeckCardEntryDto[];
  /** Sum of quantities (the builder's "cards/50"). */
  cardCount: number;
  leader: DeckLeaderDto | null;
  /** Whose deck: the owner's public username; null for decks made before owners were kept, or once the account is gone. */
  @ApiProperty({ type: DeckOwnerDto, nullable: true })
  owner: DeckOwnerDto | null;
  /** 1: an admin's deck (curated: drafts, tier, priority); 0: a player's (community). */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  curated: number;
  /** A community deck's: private (its owner only), unlisted (by its link), public (listed). Curated decks answer public. */
  @ApiProperty({ enum: VISIBILITIES })
  visibility: Visibility;
  /** 1 when an admin hid it (moderation): only its owner and admins read it. */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  hidden: number;
  /** The deck this one was copied from, while it exists and the caller may read it. */
  @ApiProperty({ type: DeckSourceDto, nullable: true })
  copiedFrom: DeckSourceDto | null;
  createdAt: string;
  updatedAt: string;

  static from({ deck, leader, cards, ownerUsername, copiedFrom }: DeckWithCards): DeckDto {
    return {
      id: deck.id,
      name: deck.name,
      author: deck.author,
      tier: deck.tier,
      format: deck.format,
      leaderId: leader?.id ?? deck.leaderId,
      shortDescription: deck.shortDescription,
      shortDescription_it: deck.shortDescriptionIt ?? '',
      description: deck.description,
      description_en: deck.descriptionEn,
      videoUrl: deck.videoUrl,
      matchups: deck.matchups,
      priority: deck.priority,
      isDraft: deck.isDraft ? 1 : 0,
      cards: cards.map(({ card, quantity }) => ({ cardId: card.id, quantity })),
      cardCount: cards.reduce((sum, entry) => sum + entry.quantity, 0),
      leader: leader ? { id: leader.id, code: leader.code, name: leader.name, imageUrl: leader.imageUrl, color: leader.color } : null,
      owner: ownerUsername ? { username: ownerUsername } : null,
      curated: deck.curated ? 1 : 0,
      visibility: deck.visibility,
      hidden: deck.hidden ? 1 : 0,
      copiedFrom: copiedFrom ? { id: copiedFrom.id, name: copiedFrom.name } : null,
      createdAt: new Date(deck.createdAt).toISOString(),
      updatedAt: new Date(deck.updatedAt).toISOString(),
    };
  }
}

/** A deck with every card it uses, for the deck page (composition, popups, copy list). */
export class DeckDetailDto extends DeckDto {
  /** The leader and the deck's cards in full. */
  resolvedCards: CardDto[];
  /** Copies the deck lists (leader included) that the card database no longer has: the page says so. */
  @ApiProperty({ type: 'integer' })
  missingCards: number;
  /** Legal in its format as players know it (1 leader, 50 cards, 4 copies, colours, sets, ban list)? */
  legality: DeckLegalityDto;
  /** The page's description in each language: the first sentence of the guide (else the short description), as the server's head has it. */
  pageDescription: PageDescriptionDto;
  /** Cost curve, colours, types, counters, triggers and each card's opening-hand odds, the leader left out (ADR 0023). */
  statistics: DeckStatisticsDto;

  static fromDetail(entry: DeckWithCards, legality: DeckLegality, statistics: DeckStatistics): DeckDetailDto {
    return {
      ...DeckDto.from(entry),
      legality: DeckLegalityDto.from(legality),
      pageDescription: { it: deckPageDescription(entry.deck, 'it'), en: deckPageDescription(entry.deck, 'en') },
      statistics: DeckStatisticsDto.from(statistics),
      missingCards: missingCardCount(entry.deck, entry.cards, entry.leader !== null),
      resolvedCards: [...(entry.leader ? [entry.leader] : []), ...entry.cards.map(({ card }) => card)].map(CardDto.from),
    };
  }
}

export class LeaderOptionDto {
  cardId: number;
  name: string;
  code: string;
  imageUrl: string | null;
  /** Published decks with this leader. */
  count: number;

  static from(option: LeaderOption): LeaderOptionDto {
    return { ...option };
  }
}

/** A format of a gallery's decks and how many it lists (GET /api/decks/formats). */
export class FormatCountDto {
  /** The format's code ('OP10'). */
  format: string;
  /** Decks of the gallery in this format. */
  count: number;
}

export class ParsedDeckCardDto {
  cardId: number;
  code: string;
  name: string;
  type: string;
  quantity: number;
}

/** One change the list import made (issue #10): the client shows each, translated by its kind. */
export class DeckListAdjustmentDto {
  @ApiProperty({ enum: ['merged', 'clamped', 'unknown', 'unreadable', 'extraLeader'] })
  kind: 'merged' | 'clamped' | 'unknown' | 'unreadable' | 'extraLeader';
  /** The card (for 'clamped': the code its printings share). */
  code?: string;
  /** The line as written ('unknown', 'unreadable'). */
  line?: string;
  /** 'merged': how many lines named the card. */
  @ApiProperty({ type: 'integer', required: false })
  lines?: number;
  /** 'merged': the copies they add up to. */
  @ApiProperty({ type: 'integer', required: false })
  quantity?: number;
  /** 'clamped': copies the list asked for. */
  @ApiProperty({ type: 'integer', required: false })
  requested?: number;
  /** 'clamped': copies kept (the 4-copy limit). */
  @ApiProperty({ type: 'integer', required: false })
  kept?: number;

  static from(adjustment: DeckListAdjustment): DeckListAdjustmentDto {
    return { ...adjustment };
  }
}

export class ParsedDeckListDto {
  leader: ParsedDeckCardDto | null;
  cards: ParsedDeckCardDto[];
  /** Lines whose code matched no card. */
  missing: string[];
  /** Lines that are not "{quantity}x{code}" or "{quantity} {code}". */
  unreadable: string[];
  /** Every change made to what the list says (merged lines, copies cut to 4, unknown or unreadable lines, a second leader). */
  adjustments: DeckListAdjustmentDto[];
}

export class DeckDeletedDto {
  success: boolean;
}
