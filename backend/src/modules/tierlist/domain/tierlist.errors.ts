import { DomainError } from '../../../shared/domain/domain-error.js';

export class TierListEntryNotFoundError extends DomainError {
  readonly code = 'tier_list_entry_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Tier list entry not found');
  }
}

/** The deck to place does not exist. */
export class TierListDeckNotFoundError extends DomainError {
  readonly code = 'tier_list_deck_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Deck not found');
  }
}

/** Only published decks are placed: a draft is not public, the tier list is. */
export class DraftDeckNotPlaceableError extends DomainError {
  readonly code = 'tier_list_deck_is_draft';
  readonly kind = 'invalid';
  constructor() {
    super('A draft deck cannot be placed in the tier list');
  }
}

/** A deck is ranked in the tier list of its own format. */
export class DeckFormatMismatchError extends DomainError {
  readonly code = 'tier_list_format_mismatch';
  readonly kind = 'invalid';
  constructor(deckFormat: string, format: string) {
    super(`The deck is a ${deckFormat} deck, not a ${format} one`, [{ field: 'deckId', code: 'format_mismatch', deckFormat, format }]);
  }
}

/** A deck appears at most once in a format's tier list. */
export class DeckAlreadyPlacedError extends DomainError {
  readonly code = 'tier_list_deck_already_placed';
  readonly kind = 'conflict';
  constructor() {
    super('This deck is already in the tier list of this format');
  }
}

export class InvalidTierPositionError extends DomainError {
  readonly code = 'tier_list_invalid_position';
  readonly kind = 'invalid';
  constructor(position: number, max: number) {
    super(`Position ${position} is outside 1..${max}`, [{ field: 'position', code: position < 1 ? 'too_small' : 'too_large', max }]);
  }
}

export class InvalidTierError extends DomainError {
  readonly code = 'tier_list_invalid_tier';
  readonly kind = 'invalid';
  constructor() {
    super('Tier must be Tier 1, Tier 2 or Tier 3');
  }
}

export class UnknownTierListFormatError extends DomainError {
  readonly code = 'tier_list_unknown_format';
  readonly kind = 'invalid';
  constructor(format: string) {
    super(`Unknown format ${format}`, [{ field: 'format', code: 'not_allowed', format }]);
  }
}

export class TierListNotesTooLongError extends DomainError {
  readonly code = 'tier_list_notes_too_long';
  readonly kind = 'invalid';
  constructor(max: number) {
    super(`Notes are at most ${max} characters`, [{ field: 'notes', code: 'too_long', max }]);
  }
}
