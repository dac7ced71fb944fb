import type { FormatDto, GameRulesDto } from '../api/generated';
// The rules as the server answers them, written by `npm run openapi` (its check fails when they drift).
import serverRules from '../../../game-rules.json';

// JSON types its strings as string; the file is the server's own answer, so it has the DTO's narrower types.
const rules = serverRules as Omit<GameRulesDto, 'formats' | 'currentFormat'>;

/** A format as GET /api/formats answers it. */
export function aFormat(overrides: Partial<FormatDto> = {}): FormatDto {
  return { code: 'OP10', name: 'OP10', legalSets: ['P', 'ST01', 'OP01', 'OP09', 'OP10'], banList: [], isCurrent: false, ...overrides };
}

/** GET /api/game-rules as the API answers it, with formats of the tests' own (tests' stand-in for the server). */
export function someGameRules(overrides: Partial<GameRulesDto> = {}): GameRulesDto {
  return {
    formats: [
      aFormat({ code: 'OP11', name: 'OP11' }),
      aFormat({ isCurrent: true }),
      aFormat({ code: 'OP09', name: 'OP09' }),
      aFormat({ code: 'OP08', name: 'OP08' }),
    ],
    currentFormat: 'OP10',
    ...rules,
    ...overrides,
  };
}
