import { DomainError } from '../../../shared/domain/domain-error.js';
import type { DeckProblem } from './deck.js';

export class DeckNotFoundError extends DomainError {
  readonly code = 'deck_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Deck not found');
  }
}

/** The save rules (docs/product.md#deck-construction): 422 `validation_failed` with `details: [{ field, code }]`, as a DTO failure answers (ADR 0013). */
export class InvalidDeckError extends DomainError {
  readonly code = 'validation_failed';
  readonly kind = 'invalid';
  constructor(readonly problems: DeckProblem[]) {
    super(
      problems.map((problem) => problem.message).join('; '),
      problems.map(({ field, code }) => ({ field, code })),
    );
  }
}

export class UnknownDeckCardsError extends DomainError {
  readonly code = 'unknown_cards';
  readonly kind = 'invalid';
  constructor(ids: number[]) {
    super(
      `Unknown card ids: ${ids.join(', ')}`,
      ids.map((cardId) => ({ field: 'cards', code: 'unknown_card', cardId })),
    );
  }
}

export class LeaderNotALeaderError extends DomainError {
  readonly code = 'leader_not_a_leader';
  readonly kind = 'invalid';
  constructor() {
    super('The leader must be a Leader card');
  }
}

export class EmptyDeckListError extends DomainError {
  readonly code = 'empty_deck_list';
  readonly kind = 'invalid';
  constructor() {
    super('Please enter a card list');
  }
}

/** An Idempotency-Key already used, within the last day, by a save of another deck (issue 32 item 6). */
export class IdempotencyKeyReusedError extends DomainError {
  readonly code = 'conflict';
  readonly kind = 'conflict';
  constructor() {
    super('This Idempotency-Key was already used to create a different deck');
  }
}
