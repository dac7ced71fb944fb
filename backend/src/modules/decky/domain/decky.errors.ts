import { DomainError } from '../../../shared/domain/domain-error.js';

export class PhraseNotFoundError extends DomainError {
  readonly code = 'phrase_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Phrase not found');
  }
}

/** An unknown language or category in the address: there is no such list. */
export class PhraseListNotFoundError extends DomainError {
  readonly code = 'phrase_list_not_found';
  readonly kind = 'not_found';
  constructor(what: string) {
    super(`Unknown ${what}`);
  }
}

export class InvalidPhraseError extends DomainError {
  readonly code = 'invalid_phrase';
  readonly kind = 'invalid';
}
