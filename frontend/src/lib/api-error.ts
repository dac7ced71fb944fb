import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * What the UI needs from a failed call: the API answers `{ statusCode, code, message }`. The
 * server's `message` is left out on purpose: what the user reads comes from the client's catalogue
 * by `code`, in the current language (issue #10 item 7, ADR 0024).
 */
export interface ApiFailure {
  /** HTTP status, or undefined when the server could not be reached at all. */
  status: number | undefined;
  code: string | undefined;
  /** No answer: offline, DNS, server down, CORS. */
  network: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads an RTK Query (fetchBaseQuery) error, or anything thrown, into an ApiFailure. */
export function readApiFailure(error: unknown): ApiFailure {
  if (!isRecord(error)) return { status: undefined, code: undefined, network: false };
  const status = error.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { status: undefined, code: undefined, network: true };
  }
  const body = isRecord(error.data) ? error.data : undefined;
  // An answer that is not JSON (a proxy's or a server's error page) is fetchBaseQuery's PARSING_ERROR, its status in originalStatus.
  const original = error.originalStatus;
  return {
    status: typeof status === 'number' ? status : typeof original === 'number' ? original : undefined,
    code: typeof body?.code === 'string' ? body.code : undefined,
    network: false,
  };
}

/**
 * The catalogue's text of an error code (`errors.code.<code>`). Every code the API can answer has
 * one in both languages (the ErrorCode enum of openapi.yaml; error-catalogue.test.ts checks it).
 */
export function errorCodeText(intl: IntlShape, code: string | undefined): string | undefined {
  const id = `errors.code.${code}`;
  return code && hasMessage(intl, id) ? intl.formatMessage({ id }) : undefined;
}

function hasMessage(intl: IntlShape, id: string): id is MessageId {
  return Object.hasOwn(intl.messages, id);
}

/** One broken rule of a 422 `validation_failed` answer: the field (dotted path) and a stable code (ADR 0013). */
export interface ValidationDetail {
  field: string;
  code: string;
}

/** The `{ field, code }` entries of an error answer's `details`, whatever its code (ADR 0051: always that list). */
export function readErrorDetails(error: unknown): ValidationDetail[] {
  if (!isRecord(error) || !isRecord(error.data) || !Array.isArray(error.data.details)) return [];
  return error.data.details.flatMap((detail: unknown) =>
    isRecord(detail) && typeof detail.field === 'string' && typeof detail.code === 'string' ? [{ field: detail.field, code: detail.code }] : [],
  );
}

/** The `details` of a `validation_failed` answer (empty for anything else). */
export function readValidationDetails(error: unknown): ValidationDetail[] {
  return isRecord(error) && isRecord(error.data) && error.data.code === 'validation_failed' ? readErrorDetails(error) : [];
}

/** Field-specific texts of the forms that can send a broken field (`field:code`). */
const FIELD_TEXTS: Record<string, MessageId> = {
  'username:not_a_string': 'account.validation.usernameRequired',
  'username:too_short': 'account.validation.usernameMin',
  'username:too_long': 'account.validation.usernameMax',
  'username:invalid_format': 'account.validation.usernameChars',
  'username:username_reserved': 'account.validation.usernameReserved',
  'email:invalid_email': 'account.validation.emailInvalid',
  'email:too_long': 'account.validation.emailInvalid',
  'password:not_a_string': 'account.validation.passwordRequired',
  'password:too_short': 'account.validation.passwordMin',
};

/**
 * The text of one broken rule, by its code only (never the server's words). `fieldLabel` names the
 * field in the form's words (the texts that name it say '{field}: too long'); its path otherwise.
 */
export function describeValidationDetail(intl: IntlShape, detail: ValidationDetail, fieldLabel?: string): string {
  const specific = FIELD_TEXTS[`${detail.field}:${detail.code}`];
  if (specific) return intl.formatMessage({ id: specific });
  // Every detail code has a text (the ValidationDetailCode enum; error-catalogue.test.ts); a newer server's unknown one reads as 'invalid'.
  const id = `errors.validation.${detail.code}`;
  return intl.formatMessage({ id: hasMessage(intl, id) ? id : 'errors.validation.invalid' }, { field: fieldLabel ?? detail.field });
}

/**
 * A form's errors from a refused save, field by field: the text of each broken rule in `details`
 * (a 422 `validation_failed` for the request's shape, or a domain refusal such as `invalid_news`),
 * keyed by the field's name, the first segment of its path. The rules stay the server's; the form
 * shows them where they belong. `labels` gives the texts the field's name in the form's words.
 */
export function fieldErrorsOf<F extends string>(intl: IntlShape, error: unknown, labels: Readonly<Record<F, string>>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const detail of readErrorDetails(error)) {
    const field = detail.field.split('.')[0] as F;
    if (!Object.hasOwn(labels, field)) continue;
    const text = describeValidationDetail(intl, detail, labels[field]);
    errors[field] = errors[field] && errors[field] !== text ? `${errors[field]}; ${text}` : text;
  }
  return errors;
}

/**
 * The text to show for a failed call, in the current language, by code only (never the server's
 * words): each broken rule of a validation_failed answer, else the text of its code, else
 * `fallback` (no answer, a server error, or a code a newer server added).
 */
export function describeApiFailure(intl: IntlShape, error: unknown, fallback: MessageId): string {
  const details = readValidationDetails(error);
  if (details.length) return [...new Set(details.map((detail) => describeValidationDetail(intl, detail)))].join('; ');
  const failure = readApiFailure(error);
  // A 5xx's own code ('internal_error') says less than the screen's text for what failed.
  const text = failure.status !== undefined && failure.status >= 500 && failure.code !== 'database_unavailable' ? undefined : errorCodeText(intl, failure.code);
  return text ?? intl.formatMessage({ id: fallback });
}
