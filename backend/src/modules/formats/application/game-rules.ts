import type { Tier, TIER_DISPLAY } from '../../decks/domain/deck.js';
import type { Format } from '../domain/format.js';

/** The game's rules as the client reads them (GET /api/game-rules, GameRulesDto on the wire). */
export interface GameRules {
  /** Newest first. */
  formats: Format[];
  /** Code of the current format ('' when none is). */
  currentFormat: string;
  tiers: string[];
  defaultTier: Tier;
  tierDisplay: Array<{ tier: Tier; key: (typeof TIER_DISPLAY)[Tier] }>;
  cardTypes: string[];
  leaderType: string;
  playableTypes: string[];
  deckLimits: { minCardsToSave: number; deckSize: number; maxCopies: number };
  priority: { min: number; max: number; default: number };
  favorability: string[];
  draws: { openingHand: number; mulligans: number; perTurn: number; firstPlayerDrawsOnFirstTurn: boolean };
}
