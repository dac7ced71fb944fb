import { DomainError } from '../../../shared/domain/domain-error.js';
import type { FormatProblem } from './format.js';

export class FormatNotFoundError extends DomainError {
  readonly code = 'format_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Format not found');
  }
}

export class FormatCodeTakenError extends DomainError {
  readonly code = 'format_code_taken';
  readonly kind = 'conflict';
  constructor() {
    super('A format with this code already exists');
  }
}

export class CurrentFormatDeletionError extends DomainError {
  readonly code = 'format_is_current';
  readonly kind = 'conflict';
  constructor() {
    super('The current format cannot be deleted: make another format current first');
  }
}

export class NoCurrentFormatError extends DomainError {
  readonly code = 'no_current_format';
  readonly kind = 'not_found';
  constructor() {
    super('No format is marked as current');
  }
}

export class InvalidFormatError extends DomainError {
  readonly code = 'invalid_format';
  readonly kind = 'invalid';
  constructor(readonly problems: FormatProblem[]) {
    super(`Invalid format: ${problems.map((problem) => problem.code).join(', ')}`, problems);
  }
}
