import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** What the UI needs from a failed call: the API answers `{ statusCode, code, message }`. */
export interface ApiFailure {
  /** HTTP status, or undefined when the server could not be reached at all. */
  status: number | undefined;
  code: string | undefined;
  /** The server's text (Italian); shown when the code has no translation. */
  message: string | undefined;
  /** No answer: offline, DNS, server down, CORS. */
  network: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads an RTK Query (fetchBaseQuery) error, or anything thrown, into an ApiFailure. */
export function readApiFailure(error: unknown): ApiFailure {
  if (!isRecord(error)) return { status: undefined, code: undefined, message: undefined, network: false };
  const status = error.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { status: undefined, code: undefined, message: undefined, network: true };
  }
  const body = isRecord(error.data) ? error.data : undefined;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof body?.code === 'string' ? body.code : undefined,
    message: typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined,
    network: false,
  };
}

/** Error codes of the API that have a text of their own in the catalogues (`errors.code.<code>`). */
const TRANSLATED_CODES = [
  'username_taken',
  'email_taken',
  'too_many_requests',
  'invalid_credentials',
  'missing_credentials',
  'not_an_admin',
  'verification_token_missing',
  'verification_token_invalid',
  'email_already_verified',
  'user_not_found',
  'cannot_delete_self',
  'cannot_delete_main_admin',
  'authentication_required',
  'access_denied',
  'email_not_verified',
  'csrf_origin_refused',
  'already_logged_in',
] as const;

type TranslatedCode = (typeof TRANSLATED_CODES)[number];

function isTranslatedCode(code: string | undefined): code is TranslatedCode {
  return code !== undefined && (TRANSLATED_CODES as readonly string[]).includes(code);
}

/** One broken rule of a 422 `validation_failed` answer: the field (dotted path) and a stable code (ADR 0013). */
export interface ValidationDetail {
  field: string;
  code: string;
}

/** The `details` of a `validation_failed` answer (empty for anything else). */
export function readValidationDetails(error: unknown): ValidationDetail[] {
  if (!isRecord(error) || !isRecord(error.data) || error.data.code !== 'validation_failed' || !Array.isArray(error.data.details)) return [];
  return error.data.details.flatMap((detail: unknown) =>
    isRecord(detail) && typeof detail.field === 'string' && typeof detail.code === 'string' ? [{ field: detail.field, code: detail.code }] : [],
  );
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

/** Generic texts per code of the request validation (`errors.validation.<code>`), naming the field. */
const VALIDATION_CODES = [
  'required',
  'not_a_string',
  'not_an_integer',
  'not_a_number',
  'not_a_boolean',
  'not_an_array',
  'invalid_email',
  'invalid_url',
  'not_allowed',
  'invalid_format',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'unknown_field',
  'invalid',
] as const;

/** The text of one broken rule, by its code only (never the server's words). */
export function describeValidationDetail(intl: IntlShape, detail: ValidationDetail): string {
  const specific = FIELD_TEXTS[`${detail.field}:${detail.code}`];
  if (specific) return intl.formatMessage({ id: specific });
  const code = (VALIDATION_CODES as readonly string[]).includes(detail.code) ? detail.code : 'invalid';
  return intl.formatMessage({ id: `errors.validation.${code}` as MessageId }, { field: detail.field });
}

/**
 * The text to show for a failed call, in the current language: the translation of its code when
 * there is one, else the server's message, else `fallback`.
 */
export function describeApiFailure(intl: IntlShape, error: unknown, fallback: MessageId): string {
  const failure = readApiFailure(error);
  if (isTranslatedCode(failure.code)) return intl.formatMessage({ id: `errors.code.${failure.code}` });
  const details = readValidationDetails(error);
  if (details.length) return [...new Set(details.map((detail) => describeValidationDetail(intl, detail)))].join('; ');
  return failure.message ?? intl.formatMessage({ id: fallback });
}
