import type { FormatDto, GameRulesDto } from '../api/generated';

/** A format as GET /api/formats answers it. */
export function aFormat(overrides: Partial<FormatDto> = {}): FormatDto {
  return { code: 'OP10', name: 'OP10', legalSets: ['P', 'ST01', 'OP01', 'OP09', 'OP10'], banList: [], isCurrent: false, ...overrides };
}

/** GET /api/game-rules as the API answers it with its seeded formats (tests' stand-in for the server). */
export function someGameRules(overrides: Partial<GameRulesDto> = {}): GameRulesDto {
  return {
    formats: [
      aFormat({ code: 'OP11', name: 'OP11' }),
      aFormat({ isCurrent: true }),
      aFormat({ code: 'OP09', name: 'OP09' }),
      aFormat({ code: 'OP08', name: 'OP08' }),
    ],
    currentFormat: 'OP10',
    tiers: ['Tier 1', 'Tier 2', 'Tier 3'],
    defaultTier: 'Tier 1',
    tierDisplay: [
      { tier: 'Tier 1', key: 'tier1' },
      { tier: 'Tier 2', key: 'tier2' },
      { tier: 'Tier 3', key: 'rogue' },
    ],
    cardTypes: ['LEADER', 'CHARACTER', 'EVENT', 'STAGE', 'DON'],
    leaderType: 'LEADER',
    playableTypes: ['CHARACTER', 'EVENT', 'STAGE'],
    deckLimits: { minCardsToSave: 10, deckSize: 50, maxCopies: 4 },
    priority: { min: 1, max: 10, default: 5 },
    favorability: ['Favorable', 'Even', 'Unfavorable'],
    ...overrides,
  };
}
