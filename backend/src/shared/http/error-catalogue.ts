import type { DetailCode, ErrorCode } from '../domain/error-codes.js';

/** One language's error messages (ADR 0068). Partial so a new code is not a compile error mid-change: error-messages.spec.ts requires every one. */
export interface ErrorCatalogue {
  codes: Partial<Record<ErrorCode, string>>;
  details: Partial<Record<DetailCode, string>>;
  fields: Record<string, string>;
  /** Texts that say more than their code's, chosen by a DomainError's `messageKey`. */
  variants: Record<string, string>;
}
