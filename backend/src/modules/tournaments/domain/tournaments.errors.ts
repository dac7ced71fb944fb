import { DomainError } from '../../../shared/domain/domain-error.js';

export class TournamentNotFoundError extends DomainError {
  readonly code = 'tournament_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No such tournament');
  }
}

/** Not one standing's deck named a leader: the event would add nothing to the meta (ADR 0063). */
export class TournamentNothingReadableError extends DomainError {
  readonly code = 'tournament_nothing_readable';
  readonly kind = 'invalid';
  constructor() {
    super('No standing of this event has a deck whose leader could be read');
  }
}

/** The same event (format, date and name) was imported before: delete it first to import it again. */
export class TournamentAlreadyImportedError extends DomainError {
  readonly code = 'tournament_already_imported';
  readonly kind = 'conflict';
  constructor() {
    super('This event (same format, date and name) is already imported');
  }
}

export class TournamentUnknownFormatError extends DomainError {
  readonly code = 'tournament_unknown_format';
  readonly kind = 'invalid';
  constructor() {
    super('Unknown format');
  }
}

/** A CSV that is not a table with the expected header (placing, player, wins, losses, ties, deck). */
export class TournamentCsvUnreadableError extends DomainError {
  readonly code = 'tournament_csv_unreadable';
  readonly kind = 'invalid';
  constructor(reason: string) {
    super(`The CSV could not be read: ${reason}`);
  }
}
