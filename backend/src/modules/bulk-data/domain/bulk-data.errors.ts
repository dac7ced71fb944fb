import { DomainError } from '../../../shared/domain/domain-error.js';
import { isBulkFileType, type BulkFileType } from './bulk-file.js';

export class BulkFileNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No such bulk file: see GET /api/bulk for the list');
  }
}

/** The file has not been built yet (a fresh site's first seconds). */
export class BulkFileNotReadyError extends DomainError {
  readonly code = 'unavailable';
  readonly kind = 'unavailable';
  constructor() {
    super('This bulk file is being built: ask again in a minute');
  }
}

/** The type named, or a 404 for any other file. */
export function isBulkFileTypeOrThrow(type: string): BulkFileType {
  if (!isBulkFileType(type)) throw new BulkFileNotFoundError();
  return type;
}
