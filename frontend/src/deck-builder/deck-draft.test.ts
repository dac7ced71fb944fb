import { describe, expect, it } from 'vitest';
import type { ParsedDeckListDto } from '../api/decks';
import {
  addCardCopies,
  applyImportedList,
  cardCount,
  draftProblemsFrom,
  emptyDraft,
  SAMPLE_MATCHUPS,
  setCardQuantity,
  toDeckPayload,
  type DeckDraft,
} from './deck-draft';

const parsedCard = (cardId: number, quantity: number, type = 'CHARACTER') => ({
  cardId,
  code: `ST01-${String(cardId).padStart(3, '0')}`,
  name: `Card ${cardId}`,
  type,
  quantity,
});

function parsed(overrides: Partial<ParsedDeckListDto> = {}): ParsedDeckListDto {
  return { leader: null, cards: [], missing: [], unreadable: [], adjustments: [], ...overrides };
}

/** The copies per card the game rules give (GET /api/game-rules); passed in, never restated in the client. */
const MAX = 4;

const validDraft = (): DeckDraft => ({
  ...emptyDraft(),
  name: 'Straw Hat Rush',
  author: 'Nami',
  leaderId: 1,
  cards: [
    { cardId: 2, quantity: 4 },
    { cardId: 3, quantity: 4 },
    { cardId: 4, quantity: 2 },
  ],
});

describe('emptyDraft', () => {
  it('starts with the product defaults (tier and format left to the API) and no matchups: the three samples are placeholders, never saved on their own', () => {
    const draft = emptyDraft();
    expect(draft).toMatchObject({ tier: null, format: '', priority: 5, isDraft: false, leaderId: null, cards: [] });
    expect(toDeckPayload(draft)).not.toHaveProperty('tier');
    expect(toDeckPayload({ ...draft, tier: 'Tier 2' }).tier).toBe('Tier 2');
    expect(draft.matchups).toEqual([]);
    expect(toDeckPayload(draft).matchups).toEqual([]);
    expect(SAMPLE_MATCHUPS).toHaveLength(3);
  });
});

describe('setCardQuantity', () => {
  it('adds a card, replaces its quantity and removes it at 0, keeping the order', () => {
    let cards = setCardQuantity([], 5, 2, MAX);
    cards = setCardQuantity(cards, 6, 4, MAX);
    expect(cards).toEqual([
      { cardId: 5, quantity: 2 },
      { cardId: 6, quantity: 4 },
    ]);
    cards = setCardQuantity(cards, 5, 3, MAX);
    expect(cards).toEqual([
      { cardId: 5, quantity: 3 },
      { cardId: 6, quantity: 4 },
    ]);
    expect(setCardQuantity(cards, 5, 0, MAX)).toEqual([{ cardId: 6, quantity: 4 }]);
  });

  it('keeps quantities between 1 and 4', () => {
    expect(setCardQuantity([], 5, 9, MAX)).toEqual([{ cardId: 5, quantity: 4 }]);
    expect(
      cardCount([
        { cardId: 1, quantity: 4 },
        { cardId: 2, quantity: 3 },
      ]),
    ).toBe(7);
  });
});

describe('addCardCopies (issue #10 item 6)', () => {
  it('adds to the copies already in the deck instead of replacing them, up to 4', () => {
    let cards = addCardCopies([], 5, 2, MAX);
    expect(cards).toEqual([{ cardId: 5, quantity: 2 }]);
    cards = addCardCopies(cards, 5, 1, MAX);
    expect(cards).toEqual([{ cardId: 5, quantity: 3 }]);
    cards = addCardCopies(cards, 5, 4, MAX);
    expect(cards).toEqual([{ cardId: 5, quantity: 4 }]);
  });
});

describe('applyImportedList', () => {
  it('lists every adjustment: the API ones, a replaced quantity and a leader that did not take the place of the chosen one (issue #10 item 3)', () => {
    const draft = { ...emptyDraft(), leaderId: 30, cards: [{ cardId: 2, quantity: 1 }] };
    const outcome = applyImportedList(
      draft,
      parsed({ leader: parsedCard(1, 1, 'LEADER'), cards: [parsedCard(2, 4)], adjustments: [{ kind: 'clamped', code: 'ST01-002', requested: 5, kept: 4 }] }),
      MAX,
    );
    expect(outcome.adjustments).toEqual([
      { kind: 'clamped', code: 'ST01-002', requested: 5, kept: 4 },
      { kind: 'replaced', code: 'ST01-002', from: 1, to: 4 },
      { kind: 'leaderKept', code: 'ST01-001' },
    ]);
  });

  it('takes the leader when the deck has none, and adds the cards', () => {
    const outcome = applyImportedList(emptyDraft(), parsed({ leader: parsedCard(1, 1, 'LEADER'), cards: [parsedCard(2, 4), parsedCard(4, 4)] }), MAX);
    expect(outcome.draft.leaderId).toBe(1);
    expect(outcome.leaderSet).toBe(true);
    expect(outcome.draft.cards).toEqual([
      { cardId: 2, quantity: 4 },
      { cardId: 4, quantity: 4 },
    ]);
    expect(outcome.applied).toBe(2);
  });

  it('keeps the leader already chosen, replaces quantities of cards already in the deck, and keeps the others', () => {
    const draft = {
      ...emptyDraft(),
      leaderId: 30,
      cards: [
        { cardId: 2, quantity: 1 },
        { cardId: 9, quantity: 3 },
      ],
    };
    const outcome = applyImportedList(draft, parsed({ leader: parsedCard(1, 1, 'LEADER'), cards: [parsedCard(2, 4), parsedCard(5, 2)] }), MAX);
    expect(outcome.draft.leaderId).toBe(30);
    expect(outcome.leaderSet).toBe(false);
    expect(outcome.draft.cards).toEqual([
      { cardId: 2, quantity: 4 },
      { cardId: 9, quantity: 3 },
      { cardId: 5, quantity: 2 },
    ]);
  });

  it('reports missing and unreadable lines, and caps copies at 4', () => {
    const outcome = applyImportedList(emptyDraft(), parsed({ cards: [parsedCard(2, 6)], missing: ['4xOP99-001'], unreadable: ['hello'] }), MAX);
    expect(outcome.missing).toEqual(['4xOP99-001', 'hello']);
    expect(outcome.draft.cards).toEqual([{ cardId: 2, quantity: 4 }]);
  });
});

describe('draftProblemsFrom', () => {
  it("puts the API's refusals of a save (422 details by code) next to the builder's fields, in its texts", () => {
    const error = {
      status: 422,
      data: {
        code: 'validation_failed',
        details: [
          { field: 'name', code: 'deckNameRequired' },
          { field: 'author', code: 'authorRequired' },
          { field: 'leaderId', code: 'leaderRequired' },
          { field: 'cards', code: 'minimumCards' },
          { field: 'videoUrl', code: 'invalid_format' },
          { field: 'tier', code: 'invalidTier' },
        ],
      },
    };
    expect(draftProblemsFrom(error)).toEqual([
      { field: 'name', message: 'builder.validation.deckNameRequired' },
      { field: 'author', message: 'builder.validation.authorRequired' },
      { field: 'leaderId', message: 'builder.validation.leaderRequired' },
      { field: 'cards', message: 'builder.validation.minCards' },
      { field: 'videoUrl', message: 'builder.validation.videoUrl' },
    ]);
  });

  it('finds nothing in an answer without details', () => {
    expect(draftProblemsFrom({ status: 500, data: 'boom' })).toEqual([]);
    expect(draftProblemsFrom(undefined)).toEqual([]);
  });
});

describe('toDeckPayload', () => {
  it('trims the texts, sends an empty video address as null and cleans the guides', () => {
    const payload = toDeckPayload({
      ...validDraft(),
      name: '  Rush  ',
      videoUrl: ' ',
      description: '<ol><li data-list="bullet">Uno</li></ol>',
      description_en: '<p><br></p>',
      isDraft: true,
      priority: 2,
    });
    expect(payload).toMatchObject({
      name: 'Rush',
      videoUrl: null,
      description: '<ul><li>Uno</li></ul>',
      description_en: '',
      isDraft: true,
      priority: 2,
      leaderId: 1,
    });
    expect(payload.cards).toEqual([
      { cardId: 2, quantity: 4 },
      { cardId: 3, quantity: 4 },
      { cardId: 4, quantity: 2 },
    ]);
  });
});
