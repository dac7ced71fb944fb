import { copyName, DECK_NAME_MAX, validateDeck, type DeckContent } from './deck.js';

const aDeck = (overrides: Partial<DeckContent> = {}): DeckContent => ({
  name: 'Red Zoro',
  author: 'Mihawk',
  tier: 'Tier 1',
  format: 'OP10',
  leaderId: 1,
  leaderCode: 'OP01-001',
  shortDescription: '',
  description: '',
  descriptionEn: '',
  videoUrl: null,
  matchups: [],
  priority: 5,
  isDraft: false,
  ownerId: null,
  curated: true,
  visibility: 'public',
  copiedFromId: null,
  cards: [
    { cardId: 2, cardCode: 'OP01-016', quantity: 4 },
    { cardId: 3, cardCode: 'OP01-017', quantity: 4 },
    { cardId: 4, cardCode: 'OP01-018', quantity: 2 },
  ],
  ...overrides,
});

describe('validateDeck (docs/product.md#deck-construction)', () => {
  it('accepts a complete deck of exactly 10 cards', () => {
    expect(validateDeck(aDeck())).toEqual([]);
  });

  it('reports every missing piece with the product message', () => {
    const problems = validateDeck(aDeck({ name: ' ', author: '', leaderId: null, cards: [{ cardId: 2, cardCode: 'X', quantity: 4 }] }));
    expect(problems.map((problem) => problem.message)).toEqual([
      'Deck name is required',
      'Author name is required',
      'Leader card is required',
      'A minimum of 10 cards is required',
    ]);
  });

  it('does not enforce the 50-card display cap', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ cardId: index + 10, cardCode: `C-${index}`, quantity: 4 }));
    expect(validateDeck(aDeck({ cards: many }))).toEqual([]);
  });

  it('refuses quantities outside 1–4, duplicates, unknown tiers and priorities (formats are checked against the formats data)', () => {
    const codes = validateDeck(
      aDeck({
        cards: [
          { cardId: 2, cardCode: 'A', quantity: 5 },
          { cardId: 2, cardCode: 'A', quantity: 4 },
          { cardId: 3, cardCode: 'B', quantity: 4 },
        ],
        tier: 'Tier 9' as never,
        priority: 11,
      }),
    ).map((problem) => problem.code);
    expect(codes).toEqual(['quantityRange', 'duplicateCard', 'invalidTier', 'invalidPriority']);
  });

  it('requires each matchup to be complete', () => {
    expect(validateDeck(aDeck({ matchups: [{ deck: 'Blue Doffy', favorable: 'Even', strategy: 'Race them.' }] }))).toEqual([]);
    expect(validateDeck(aDeck({ matchups: [{ deck: 'Blue Doffy', favorable: 'Great' as never, strategy: '' }] })).map((problem) => problem.code)).toEqual([
      'matchupIncomplete',
    ]);
  });
});

describe("an admin's copy's name (ADR 0075)", () => {
  it('says it is a copy in the language the admin asked in', () => {
    expect(copyName('Red Zoro', 'it')).toBe('Red Zoro (copia)');
    expect(copyName('Red Zoro', 'en')).toBe('Red Zoro (copy)');
    expect(copyName('Red Zoro (copy)', 'en')).toBe('Red Zoro (copy) (copy)');
  });

  it('shortens a long name so the copy still fits the name limit', () => {
    const long = 'Z'.repeat(DECK_NAME_MAX);
    const copy = copyName(long, 'it');
    expect(copy).toHaveLength(DECK_NAME_MAX);
    expect(copy.endsWith('Z (copia)')).toBe(true);
    // Cut by code points, not UTF-16 units: a surrogate pair is never split.
    expect(copyName('🏴‍☠️'.repeat(40), 'en').endsWith(' (copy)')).toBe(true);
    expect([...copyName(`${'a'.repeat(112)}🏴`, 'en')].length).toBeLessThanOrEqual(DECK_NAME_MAX);
  });
});
