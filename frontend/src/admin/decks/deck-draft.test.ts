import { describe, expect, it } from 'vitest';
import type { ParsedDeckListDto } from '../../api/decks';
import { applyImportedList, cardCount, DEFAULT_MATCHUPS, emptyDraft, setCardQuantity, toDeckPayload, validateDraft, type DeckDraft } from './deck-draft';

const parsedCard = (cardId: number, quantity: number, type = 'CHARACTER') => ({ cardId, code: `ST01-${String(cardId).padStart(3, '0')}`, name: `Card ${cardId}`, type, quantity });

function parsed(overrides: Partial<ParsedDeckListDto> = {}): ParsedDeckListDto {
  return { leader: null, cards: [], missing: [], unreadable: [], ...overrides };
}

const validDraft = (): DeckDraft => ({ ...emptyDraft(), name: 'Straw Hat Rush', author: 'Nami', leaderId: 1, cards: [{ cardId: 2, quantity: 4 }, { cardId: 3, quantity: 4 }, { cardId: 4, quantity: 2 }] });

describe('emptyDraft', () => {
  it('starts with the SPEC defaults and the three sample matchups', () => {
    const draft = emptyDraft();
    expect(draft).toMatchObject({ tier: 'Tier 1', format: 'OP10', priority: 5, isDraft: false, leaderId: null, cards: [] });
    expect(draft.matchups).toHaveLength(3);
    expect(draft.matchups).toEqual(DEFAULT_MATCHUPS);
    expect(draft.matchups[0]).not.toBe(DEFAULT_MATCHUPS[0]);
  });
});

describe('setCardQuantity', () => {
  it('adds a card, replaces its quantity and removes it at 0, keeping the order', () => {
    let cards = setCardQuantity([], 5, 2);
    cards = setCardQuantity(cards, 6, 4);
    expect(cards).toEqual([{ cardId: 5, quantity: 2 }, { cardId: 6, quantity: 4 }]);
    cards = setCardQuantity(cards, 5, 3);
    expect(cards).toEqual([{ cardId: 5, quantity: 3 }, { cardId: 6, quantity: 4 }]);
    expect(setCardQuantity(cards, 5, 0)).toEqual([{ cardId: 6, quantity: 4 }]);
  });

  it('keeps quantities between 1 and 4', () => {
    expect(setCardQuantity([], 5, 9)).toEqual([{ cardId: 5, quantity: 4 }]);
    expect(cardCount([{ cardId: 1, quantity: 4 }, { cardId: 2, quantity: 3 }])).toBe(7);
  });
});

describe('applyImportedList', () => {
  it('takes the leader when the deck has none, and adds the cards', () => {
    const outcome = applyImportedList(emptyDraft(), parsed({ leader: parsedCard(1, 1, 'LEADER'), cards: [parsedCard(2, 4), parsedCard(4, 4)] }));
    expect(outcome.draft.leaderId).toBe(1);
    expect(outcome.leaderSet).toBe(true);
    expect(outcome.draft.cards).toEqual([{ cardId: 2, quantity: 4 }, { cardId: 4, quantity: 4 }]);
    expect(outcome.applied).toBe(2);
  });

  it('keeps the leader already chosen, replaces quantities of cards already in the deck, and keeps the others', () => {
    const draft = { ...emptyDraft(), leaderId: 30, cards: [{ cardId: 2, quantity: 1 }, { cardId: 9, quantity: 3 }] };
    const outcome = applyImportedList(draft, parsed({ leader: parsedCard(1, 1, 'LEADER'), cards: [parsedCard(2, 4), parsedCard(5, 2)] }));
    expect(outcome.draft.leaderId).toBe(30);
    expect(outcome.leaderSet).toBe(false);
    expect(outcome.draft.cards).toEqual([{ cardId: 2, quantity: 4 }, { cardId: 9, quantity: 3 }, { cardId: 5, quantity: 2 }]);
  });

  it('reports missing and unreadable lines, and caps copies at 4', () => {
    const outcome = applyImportedList(emptyDraft(), parsed({ cards: [parsedCard(2, 6)], missing: ['4xOP99-001'], unreadable: ['hello'] }));
    expect(outcome.missing).toEqual(['4xOP99-001', 'hello']);
    expect(outcome.draft.cards).toEqual([{ cardId: 2, quantity: 4 }]);
  });
});

describe('validateDraft', () => {
  it('accepts a complete deck of 10 cards', () => {
    expect(validateDraft(validDraft())).toEqual([]);
  });

  it('gives the SPEC messages, in form order', () => {
    expect(validateDraft(emptyDraft()).map(({ message }) => message)).toEqual([
      'admin.builder.validation.deckNameRequired',
      'admin.builder.validation.authorRequired',
      'admin.builder.validation.leaderRequired',
      'admin.builder.validation.minCards',
    ]);
  });

  it('counts copies, not distinct cards, and ignores blank names', () => {
    expect(validateDraft({ ...validDraft(), name: '   ', cards: [{ cardId: 2, quantity: 4 }, { cardId: 3, quantity: 4 }, { cardId: 4, quantity: 1 }] }).map(({ field }) => field)).toEqual(['name', 'cards']);
  });

  it('checks the video address is a web address', () => {
    expect(validateDraft({ ...validDraft(), videoUrl: 'youtube' }).map(({ field }) => field)).toEqual(['videoUrl']);
    expect(validateDraft({ ...validDraft(), videoUrl: 'https://youtu.be/AAAAAAAAAAA' })).toEqual([]);
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
    expect(payload).toMatchObject({ name: 'Rush', videoUrl: null, description: '<ul><li>Uno</li></ul>', description_en: '', isDraft: true, priority: 2, leaderId: 1 });
    expect(payload.cards).toEqual([{ cardId: 2, quantity: 4 }, { cardId: 3, quantity: 4 }, { cardId: 4, quantity: 2 }]);
  });
});
