import { describe, expect, it } from 'vitest';

/**
 * ADR 0010: the game's rules live in the API (GET /api/game-rules, the cards' normalisedType, the
 * legality check); the client restates none of them. This test reads every source file of the
 * client and fails when one writes a rule again: a format code, a tier name, favourability
 * values or card types, the leader type, a deck limit, a draw rule, the type normalisation or the set order.
 */
const RESTATED_RULES: Array<{ rule: string; pattern: RegExp }> = [
  { rule: 'a format code (formats are data: GET /api/formats)', pattern: /['"`]OP\d{2}['"`]/ },
  { rule: 'a tier name (the tiers, their order and the default tier come from the game rules)', pattern: /['"`]Tier \d+['"`]/ },
  { rule: 'the favourability values', pattern: /['"]Favorable['"]\s*,\s*['"]Even['"]/ },
  { rule: 'the leader type', pattern: /[=!]==?\s*['"]LEADER['"]|['"]LEADER['"]\s*[=!]==?/ },
  { rule: 'a list of card types', pattern: /['"](LEADER|CHARACTER)['"]\s*,\s*['"](CHARACTER|EVENT)['"]/ },
  { rule: 'a deck limit', pattern: /\b(MIN_DECK_CARDS|MAX_COPIES|DECK_SIZE|DECK_DISPLAY_CAP|QUANTITY_CHOICES)\s*=/ },
  { rule: 'a draw rule (the game rules answer them: draws)', pattern: /\b(OPENING_HAND|HAND_SIZE|MULLIGANS?|DRAW_PER_TURN)\s*=/ },
  { rule: 'the card type normalisation', pattern: /function\s+normalizeCardType\b/ },
  { rule: 'the set-number order', pattern: /function\s+(compareBySetNumber|setNumberKey)\b/ },
];

/** Every client source file (tests, test helpers and the generated client aside), as text, by path from src/. */
const SOURCES = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.{test,spec}.{ts,tsx}', '!./test/**', '!./api/generated.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

function restatedRules(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [file, text] of Object.entries(SOURCES)) {
    const rules = RESTATED_RULES.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
    if (rules.length) found[file.replace(/^\.\//, '')] = rules;
  }
  return found;
}

describe('one source of truth for the game rules (ADR 0010)', () => {
  it('reads the client sources', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(Object.keys(SOURCES)).toContain('./deck-builder/DeckBuilder.tsx');
  });

  it('finds no rule restated anywhere in the client', () => {
    expect(restatedRules()).toEqual({});
  });

  it('recognises a restated rule', () => {
    const sample = "const FORMATS = ['OP10', 'OP09'];\nexport const MAX_COPIES = 4;";
    expect(RESTATED_RULES.filter(({ pattern }) => pattern.test(sample)).map(({ rule }) => rule)).toHaveLength(2);
    // A tier named anywhere in code (a map of keys to tiers, a new deck's default), not in a comment.
    const tiers = ["const TIER_FILTERS = { rogue: 'Tier 3' };", 'tier: "Tier 1",', 'const tier = `Tier 2`;'];
    for (const text of tiers)
      expect(RESTATED_RULES.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule)).toEqual([expect.stringMatching(/^a tier name/)]);
    expect(RESTATED_RULES.some(({ pattern }) => pattern.test('/** Tier 1 as a grid, Tier 2 and Rogue as lists. */'))).toBe(false);
  });
});
