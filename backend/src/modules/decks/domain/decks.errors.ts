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
      problems.map(({ field, code, max }) => (max === undefined ? { field, code } : { field, code, max })),
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

/** A player changing or deleting a deck they may read but do not own (ADR 0061): 403. One they may not read is a 404. */
export class NotDeckOwnerError extends DomainError {
  readonly code = 'not_deck_owner';
  readonly kind = 'forbidden';
  constructor() {
    super('Only the deck’s owner (or an admin) may change or delete it');
  }
}

/** A player who owns as many decks as allowed (PLAYER_DECK_LIMITS.decks) creating or copying another. */
export class DeckLimitReachedError extends DomainError {
  readonly code = 'deck_limit_reached';
  readonly kind = 'conflict';
  constructor(limit: number) {
    super(`A player may keep at most ${limit} decks: delete one to make another`, [{ field: 'decks', code: 'too_many', max: limit }]);
  }
}

/** A player who created as many decks as allowed in the last hour (PLAYER_DECK_LIMITS.creationsPerHour): 429 with Retry-After. */
export class DeckCreationRateLimitedError extends DomainError {
  readonly code = 'deck_creation_rate_limited';
  readonly kind = 'rate_limited';
  constructor(
    limit: number,
    override readonly retryAfterSeconds: number,
  ) {
    super(`At most ${limit} new decks an hour: try again later`, [{ field: 'decks', code: 'too_many', max: limit }]);
  }
}

/** GET /api/players/{username} for a username no account has. */
export class PlayerNotFoundError extends DomainError {
  readonly code = 'player_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Player not found');
  }
}
