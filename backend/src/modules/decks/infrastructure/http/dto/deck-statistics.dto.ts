import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Max, Min, ValidateNested } from 'class-validator';
import type { CardOdds, DeckStatistics } from '../../../domain/deck-statistics.js';
import type { TurnOdds } from '../../../domain/opening-odds.js';

/** Probabilities travel with 4 decimals (0.3530): enough for a percentage with one decimal, a third of the bytes. */
const rounded = (probability: number) => Math.round(probability * 10_000) / 10_000;
const PROBABILITY = { type: 'number', format: 'double', minimum: 0, maximum: 1 } as const;

export class CostCountDto {
  cost: number;
  /** Copies of that cost. */
  count: number;
}

export class ColorCountDto {
  /** 'Red', 'Green', … as the card data writes colours. */
  color: string;
  count: number;
}

export class TypeCountDto {
  /** The normalised type: CHARACTER, EVENT, STAGE (anything else legality reports). */
  type: string;
  count: number;
}

export class CounterValueDto {
  /** 1000 or 2000. */
  value: number;
  /** Copies with that counter. */
  count: number;
  /** Their share of the deck, 0 to 1. */
  @ApiProperty(PROBABILITY)
  density: number;
}

export class CounterStatisticsDto {
  /** The sum of every copy's counter value. */
  total: number;
  /** Copies with a counter. */
  cards: number;
  byValue: CounterValueDto[];
}

/** The chance of having seen at least one copy by the player's own turn `turn`. */
export class TurnOddsDto {
  turn: number;
  /** Going first: no draw on turn 1. */
  @ApiProperty(PROBABILITY)
  first: number;
  /** Going second: a draw on turn 1. */
  @ApiProperty(PROBABILITY)
  second: number;
  /** Going first, having taken the mulligan when the opening hand had no copy. */
  @ApiProperty(PROBABILITY)
  firstWithMulligan: number;
  /** Going second, having taken the mulligan when the opening hand had no copy. */
  @ApiProperty(PROBABILITY)
  secondWithMulligan: number;

  static from(odds: TurnOdds): TurnOddsDto {
    return {
      turn: odds.turn,
      first: rounded(odds.first),
      second: rounded(odds.second),
      firstWithMulligan: rounded(odds.firstWithMulligan),
      secondWithMulligan: rounded(odds.secondWithMulligan),
    };
  }
}

/** One card of the deck (printings together) and the odds of seeing it. */
export class CardOddsDto {
  /** The card's first printing in the deck. */
  cardId: number;
  code: string;
  name: string;
  /** Copies in the deck, every printing counted. */
  copies: number;
  /** At least one copy in the 5-card opening hand. */
  @ApiProperty(PROBABILITY)
  openingHand: number;
  /** The same with one mulligan (5 new cards from a fresh shuffle when the first 5 have none). */
  @ApiProperty(PROBABILITY)
  withMulligan: number;
  /** Turns 1 to 10. */
  byTurn: TurnOddsDto[];

  static from(odds: CardOdds): CardOddsDto {
    return {
      cardId: odds.cardId,
      code: odds.code,
      name: odds.name,
      copies: odds.copies,
      openingHand: rounded(odds.openingHand),
      withMulligan: rounded(odds.withMulligan),
      byTurn: odds.byTurn.map(TurnOddsDto.from),
    };
  }
}

/** A deck's statistics, the leader left out (issue #16; ADR 0023): computed by the API, shown as they are. */
export class DeckStatisticsDto {
  /** Cards besides the leader: the deck the odds draw from. */
  deckSize: number;
  /** Copies per cost, every cost from 0 to the highest in the deck (an empty cost is 0). */
  costCurve: CostCountDto[];
  /** Mean cost, 2 decimals; null for an empty deck. */
  @ApiProperty({ type: 'number', format: 'double', nullable: true })
  averageCost: number | null;
  /** Copies per colour, most first; a multicolour card counts in each of its colours. */
  colors: ColorCountDto[];
  /** Copies per type: Characters, Events, Stages, then anything else. */
  types: TypeCountDto[];
  counters: CounterStatisticsDto;
  /** Copies with a [Trigger]. */
  triggers: number;
  /** Every card of the deck with its odds, most copies first, then by code (the picker's order and default). */
  odds: CardOddsDto[];

  static from(statistics: DeckStatistics): DeckStatisticsDto {
    return {
      deckSize: statistics.deckSize,
      costCurve: statistics.costCurve.map(({ cost, count }) => ({ cost, count })),
      averageCost: statistics.averageCost === null ? null : Math.round(statistics.averageCost * 100) / 100,
      colors: statistics.colors.map(({ color, count }) => ({ color, count })),
      types: statistics.types.map(({ type, count }) => ({ type, count })),
      counters: {
        total: statistics.counters.total,
        cards: statistics.counters.cards,
        byValue: statistics.counters.byValue.map(({ value, count, density }) => ({ value, count, density: rounded(density) })),
      },
      triggers: statistics.triggers,
      odds: statistics.odds.map(CardOddsDto.from),
    };
  }
}

export class StatisticsCardDto {
  @ApiProperty({ type: 'integer' })
  @IsInt()
  cardId: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 50 })
  @IsInt()
  @Min(1)
  @Max(50)
  quantity: number;
}

/** The builder's cards besides the leader (the leader is not part of the statistics). */
export class DeckStatisticsDraftDto {
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => StatisticsCardDto)
  cards: StatisticsCardDto[];
}
