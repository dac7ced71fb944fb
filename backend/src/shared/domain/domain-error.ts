/** What went wrong, in terms the HTTP edge maps to a status code. */
export type DomainErrorKind = 'malformed' | 'not_found' | 'conflict' | 'invalid' | 'forbidden' | 'unauthorized' | 'too_large' | 'unavailable';

/**
 * Base of every error a module raises on purpose. Services throw these (never HttpException);
 * the global filter turns `kind` into a status and `code` into the body the front end translates.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
