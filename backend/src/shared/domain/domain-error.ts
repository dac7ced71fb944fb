import type { DetailCode, ErrorCode } from './error-codes.js';

/**
 * One entry of an error answer's `details` (ADR 0051): always a list of these, whatever the code. `field`
 * is the dotted path of what is wrong (`cards.0.quantity`, `entries.3`) and `code` one of DETAIL_CODES;
 * the other members are the context a few refusals add, each documented on ErrorDetailDto.
 */
export interface ErrorDetail {
  field: string;
  code: DetailCode;
  /** Card search (`q`): where the offending token starts, and the token. */
  position?: number;
  token?: string;
  /** Card search (`q`): the path of the page that explains the syntax (`/cards/syntax`). */
  help?: string;
  /** Card import (`invalid_entry`): the entry's position or key, its card code if any, its problems in words and by code. */
  entry?: string;
  cardCode?: string | null;
  problems?: string[];
  issues?: Array<{ field: string; issue: DetailCode }>;
  /** Deck save (`unknown_card`): the card id that does not exist. */
  cardId?: number;
  /** Tier list (`format_mismatch`): the deck's format and the list's. */
  deckFormat?: string;
  format?: string;
  /** The largest value allowed (`too_large`, `too_long`). */
  max?: number;
  /** How many there are in all (`too_many`: more broken card-file entries than listed). */
  count?: number;
  /** The values accepted (`not_allowed` on a list's `sort`, ADR 0074). */
  allowed?: string[];
}

/** What went wrong, in terms the HTTP edge maps to a status code. */
export type DomainErrorKind = 'malformed' | 'not_found' | 'conflict' | 'invalid' | 'forbidden' | 'unauthorized' | 'too_large' | 'unavailable' | 'rate_limited';

/**
 * Base of every error a module raises on purpose. Services throw these (never HttpException);
 * the global filter turns `kind` into a status and `code` into the body the front end translates.
 */
export abstract class DomainError extends Error {
  /** One of the listed codes (ADR 0024): the client has a text for each. */
  abstract readonly code: ErrorCode;
  abstract readonly kind: DomainErrorKind;
  /** `rate_limited` errors: seconds until a retry can succeed, sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;
  /** A text of the message catalogues that says more than the code's own (ADR 0068), e.g. `account_locked` for a too_many_requests. */
  readonly messageKey?: string;
  /** The values that text names (`{steps}`), besides those of `details`. */
  readonly messageParams?: Readonly<Record<string, string | number>>;

  constructor(
    message: string,
    readonly details?: readonly ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}
