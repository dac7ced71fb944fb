import { ApiProperty } from '@nestjs/swagger';
import { TIERS, type Tier } from '../../../../decks/domain/deck.js';
import type { GameRules } from '../../../application/game-rules.js';
import { FormatDto } from './format.dto.js';

export class DeckLimitsDto {
  /** docs/product.md: a deck (drafts too) is saved with at least this many cards. */
  @ApiProperty({ type: 'integer' })
  minCardsToSave: number;
  /** A legal deck has exactly this many cards besides its leader. */
  @ApiProperty({ type: 'integer' })
  deckSize: number;
  /** Copies of one card (all printings together) a legal deck may hold; also the builder's quantity choices 1..n. */
  @ApiProperty({ type: 'integer' })
  maxCopies: number;
}

export class PriorityRangeDto {
  /** Highest priority. */
  @ApiProperty({ type: 'integer' })
  min: number;
  /** Lowest priority. */
  @ApiProperty({ type: 'integer' })
  max: number;
  @ApiProperty({ type: 'integer' })
  default: number;
}

/** The draw, as the odds and the deck page's sample hand apply it. */
export class DrawRulesDto {
  /** Cards in the opening hand (and in the hand a mulligan redraws). */
  @ApiProperty({ type: 'integer' })
  openingHand: number;
  /** Mulligans a player may take before their first turn (the hand shuffled back, a new one drawn). */
  @ApiProperty({ type: 'integer' })
  mulligans: number;
  /** Cards drawn at the start of each turn. */
  @ApiProperty({ type: 'integer' })
  perTurn: number;
  /** false: the player going first skips the draw of their first turn (the player going second draws). */
  firstPlayerDrawsOnFirstTurn: boolean;
}

/** How a tier is shown. */
export class TierDisplayDto {
  /** The tier as stored: 'Tier 1'. */
  @ApiProperty({ enum: TIERS })
  tier: Tier;
  /** Its display key (label and badge style): 'tier1', 'tier2', or 'rogue' for Tier 3. */
  @ApiProperty({ enum: ['tier1', 'tier2', 'rogue'] })
  key: 'tier1' | 'tier2' | 'rogue';
}

/** Everything the client needs to know about the game's rules, from the one place that defines them. */
export class GameRulesDto {
  /** Newest first. */
  formats: FormatDto[];
  /** Code of the current format (the default for new decks). */
  currentFormat: string;
  /** 'Tier 3' is shown as Rogue. */
  tiers: string[];
  /** The tier a new deck gets when the save body names none. */
  @ApiProperty({ enum: TIERS })
  defaultTier: Tier;
  /** Each tier with its display key, in the order of `tiers`. */
  tierDisplay: TierDisplayDto[];
  /** Card types the card form accepts. */
  cardTypes: string[];
  /** The type a deck's leader has. */
  leaderType: string;
  /** Card types a deck holds besides its leader (the builder's card search offers these). */
  playableTypes: string[];
  deckLimits: DeckLimitsDto;
  priority: PriorityRangeDto;
  /** Matchup favourability values. */
  favorability: string[];
  draws: DrawRulesDto;

  static from(rules: GameRules): GameRulesDto {
    return {
      formats: rules.formats.map(FormatDto.from),
      currentFormat: rules.currentFormat,
      tiers: rules.tiers,
      defaultTier: rules.defaultTier,
      tierDisplay: rules.tierDisplay.map(({ tier, key }) => ({ tier, key })),
      cardTypes: rules.cardTypes,
      leaderType: rules.leaderType,
      playableTypes: rules.playableTypes,
      deckLimits: { minCardsToSave: rules.deckLimits.minCardsToSave, deckSize: rules.deckLimits.deckSize, maxCopies: rules.deckLimits.maxCopies },
      priority: { min: rules.priority.min, max: rules.priority.max, default: rules.priority.default },
      favorability: rules.favorability,
      draws: {
        openingHand: rules.draws.openingHand,
        mulligans: rules.draws.mulligans,
        perTurn: rules.draws.perTurn,
        firstPlayerDrawsOnFirstTurn: rules.draws.firstPlayerDrawsOnFirstTurn,
      },
    };
  }
}
