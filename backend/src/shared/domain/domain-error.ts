import type { ErrorCode } from './error-codes.js';

/** What went wrong, in terms the HTTP edge maps to a status code. */
export type DomainErrorKind = 'malformed' | 'not_found' | 'conflict' | 'invalid' | 'forbidden' | 'unauthorized' | 'too_large' | 'unavailable';

/**
 * Base of every error a module raises on purpose. Services throw these (never HttpException);
 * the global filter turns `kind` into a status and `code` into the body the front end translates.
 */
export abstract class DomainError extends Error {
  /** One of the listed codes (ADR 0024): the client has a text for each. */
  abstract readonly code: ErrorCode;
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
