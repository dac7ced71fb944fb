import { ApiProperty } from '@nestjs/swagger';
import { CardDto } from '../../../../cards/infrastructure/http/dto/card.dto.js';
import type { CardPage, FormatLegality, LeaderPage } from '../../../application/card-pages.service.js';
import type { CardShare, LeaderUsage } from '../../../domain/card-usage.js';
import { DeckSummaryDto } from './deck-page.dto.js';

/** Where a card may be played. */
export class CardFormatLegalityDto {
  /** The format's code ('OP10'). */
  format: string;
  name: string;
  /** The product's current format. */
  current: boolean;
  /** legal; restricted (at most `maxCopies`); banned; notLegal (its set is not in the format). */
  @ApiProperty({ enum: ['legal', 'restricted', 'banned', 'notLegal'] })
  status: 'legal' | 'restricted' | 'banned' | 'notLegal';
  /** Only when restricted. */
  maxCopies?: number;

  static from({ format, name, current, legality }: FormatLegality): CardFormatLegalityDto {
    return { format, name, current, ...legality };
  }
}

/** A card's use among one leader's listed decks. */
export class CardLeaderUsageDto {
  /** The leader (its base printing). */
  leader: CardDto;
  /** The leader's listed decks that play the card. */
  decks: number;
  /** The leader's listed decks. */
  leaderDecks: number;
  /** decks / leaderDecks, between 0 and 1. */
  share: number;
  /** Copies per deck that plays it, to one decimal. */
  averageCopies: number;
}

export class CardUsageDto {
  /** Listed decks (curated and community; never private, unlisted or hidden ones) that play the card, any printing. */
  decks: number;
  /** Copies per deck that plays it, to one decimal. */
  averageCopies: number;
  /** Per leader whose decks play it, most decks first. */
  @ApiProperty({ type: [CardLeaderUsageDto] })
  byLeader: CardLeaderUsageDto[];
}

/** A card page (`/cards/{code}`): the card, every printing, where it is legal, which decks play it. */
export class CardPageDto {
  /** The base printing when there is one. */
  card: CardDto;
  /** Every printing, base first. */
  @ApiProperty({ type: [CardDto] })
  printings: CardDto[];
  /** Every format, the current one first, then newest. */
  @ApiProperty({ type: [CardFormatLegalityDto] })
  legality: CardFormatLegalityDto[];
  usage: CardUsageDto;
  /** The newest listed decks that play it (at most 12). */
  @ApiProperty({ type: [DeckSummaryDto] })
  decks: DeckSummaryDto[];

  static from(page: CardPage): CardPageDto {
    const leaders = new Map(page.usage.leaders.map((card) => [card.code.toUpperCase(), CardDto.from(card)]));
    const byLeader = page.usage.byLeader.flatMap(({ leaderCode, ...usage }: LeaderUsage) => {
      const leader = leaders.get(leaderCode);
      return leader ? [{ leader, ...usage }] : [];
    });
    return {
      card: CardDto.from(page.card),
      printings: page.printings.map(CardDto.from),
      legality: page.legality.map(CardFormatLegalityDto.from),
      usage: { decks: page.usage.decks, averageCopies: page.usage.averageCopies, byLeader },
      decks: page.decks.map(DeckSummaryDto.from),
    };
  }
}

/** A card as a leader's decks play it. */
export class LeaderCardDto {
  card: CardDto;
  /** The leader's listed decks that play it. */
  decks: number;
  /** decks / the leader's listed decks, between 0 and 1. */
  share: number;
  /** Copies per deck that plays it, to one decimal. */
  averageCopies: number;

  static from({ card, decks, share, averageCopies }: CardShare & { card: Parameters<typeof CardDto.from>[0] }): LeaderCardDto {
    return { card: CardDto.from(card), decks, share, averageCopies };
  }
}

/** A leader page (`/leaders/{code}`). */
export class LeaderPageDto {
  leader: CardDto;
  @ApiProperty({ type: [CardDto] })
  printings: CardDto[];
  /** Listed decks this leader leads. */
  decks: number;
  /** Its listed decks among every listed deck, between 0 and 1. */
  share: number;
  /** Cards in at least 75 % of its decks, most played first. */
  @ApiProperty({ type: [LeaderCardDto] })
  core: LeaderCardDto[];
  /** The other cards its decks play: the 30 most played (FLEX_CARDS_SHOWN), most played first. */
  @ApiProperty({ type: [LeaderCardDto] })
  flex: LeaderCardDto[];
  /** Its newest listed decks (at most 12). */
  @ApiProperty({ type: [DeckSummaryDto] })
  recentDecks: DeckSummaryDto[];

  static from(page: LeaderPage): LeaderPageDto {
    return {
      leader: CardDto.from(page.leader),
      printings: page.printings.map(CardDto.from),
      decks: page.decks,
      share: page.share,
      core: page.core.map(LeaderCardDto.from),
      flex: page.flex.map(LeaderCardDto.from),
      recentDecks: page.recentDecks.map(DeckSummaryDto.from),
    };
  }
}
