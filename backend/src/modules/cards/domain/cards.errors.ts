import { DomainError } from '../../../shared/domain/domain-error.js';
import type { EntryProblem } from './card-import.js';
import { QUERY_HELP_PATH, type QueryProblem } from './card-search.js';
import type { ErrorDetail } from '../../../shared/domain/domain-error.js';

/** Listed broken entries of a card file: enough to fix a file, small enough to read. */
export const LISTED_ENTRY_PROBLEMS = 50;

/**
 * One `invalid_entry` detail per broken entry (the first 50), then, when there are more, a
 * `too_many` detail on `entries` with the count of all of them (ADR 0051).
 */
function entryDetails(entries: EntryProblem[]): ErrorDetail[] {
  const listed: ErrorDetail[] = entries.slice(0, LISTED_ENTRY_PROBLEMS).map((problem) => ({
    field: `entries.${problem.entry}`,
    code: 'invalid_entry',
    entry: problem.entry,
    cardCode: problem.code,
    problems: problem.problems,
    issues: problem.issues,
  }));
  return entries.length > LISTED_ENTRY_PROBLEMS ? [...listed, { field: 'entries', code: 'too_many', count: entries.length }] : listed;
}

export class InvalidCardFileError extends DomainError {
  readonly code = 'invalid_card_file';
  readonly kind = 'malformed';
  constructor(message: string, entries: EntryProblem[]) {
    super(message, entries.length ? entryDetails(entries) : undefined);
  }
}

/** The file holds no list of cards at all ('Expected an array of cards', docs/product.md#card-import-files). */
export class CardFileNotAnArrayError extends DomainError {
  readonly code = 'card_file_not_an_array';
  readonly kind = 'malformed';
}

export class CardNotFoundError extends DomainError {
  readonly code = 'card_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Carta non trovata');
  }
}

export class CardCodeTakenError extends DomainError {
  readonly code = 'card_code_taken';
  readonly kind = 'conflict';
  constructor(code: string) {
    super(`Esiste già una carta con il codice ${code}`);
  }
}

export class InvalidPrefixError extends DomainError {
  readonly code = 'invalid_prefix';
  readonly kind = 'invalid';
  constructor() {
    super('Inserisci un prefisso valido');
  }
}

export class CardNotFoundOnlineError extends DomainError {
  readonly code = 'card_not_found_online';
  readonly kind = 'not_found';
  constructor(code: string) {
    super(`Carta ${code} non trovata nel catalogo online`);
  }
}

/** A code asked of the online catalogue that is not a card code (`../../ETC`): refused before any request. */
export class InvalidCatalogCodeError extends DomainError {
  readonly code = 'validation_failed';
  readonly kind = 'invalid';
  constructor() {
    super('Codice carta non valido (es. OP01-001)', [{ field: 'cardCode', code: 'invalid_format' }]);
  }
}

export class CardCatalogUnavailableError extends DomainError {
  readonly code = 'card_catalog_unavailable';
  readonly kind = 'unavailable';
  constructor(reason: string) {
    super(`Catalogo carte online non disponibile: ${reason}`);
  }
}

/**
 * A search query the syntax cannot read: 422 validation_failed like every refused input (ADR 0013),
 * its one detail naming the problem, where it is, the token and the page that explains the syntax.
 */
export class InvalidCardQueryError extends DomainError {
  readonly code = 'validation_failed';
  readonly kind = 'invalid';
  constructor(problem: QueryProblem) {
    super(problem.message, [{ field: 'q', code: problem.code, position: problem.position, token: problem.token, help: QUERY_HELP_PATH }]);
  }
}
