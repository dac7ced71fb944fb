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
] as const;

type TranslatedCode = (typeof TRANSLATED_CODES)[number];

function isTranslatedCode(code: string | undefined): code is TranslatedCode {
  return code !== undefined && (TRANSLATED_CODES as readonly string[]).includes(code);
}

/**
 * A `validation_failed` message is the server's SPEC §5 texts joined by '; '. The ones the forms can
 * produce are translated; anything else is shown as the server wrote it.
 */
const VALIDATION_TEXTS: Record<string, MessageId> = {
  'Il nome utente deve avere almeno 3 caratteri': 'account.validation.usernameMin',
  'Inserisci un indirizzo email valido': 'account.validation.emailInvalid',
  'La password deve avere almeno 6 caratteri': 'account.validation.passwordMin',
  'Inserisci il tuo nome utente': 'account.validation.usernameRequired',
  'Inserisci la tua password': 'account.validation.passwordRequired',
};

/**
 * The text to show for a failed call, in the current language: the translation of its code when
 * there is one, else the server's message, else `fallback`.
 */
export function describeApiFailure(intl: IntlShape, error: unknown, fallback: MessageId): string {
  const failure = readApiFailure(error);
  if (isTranslatedCode(failure.code)) return intl.formatMessage({ id: `errors.code.${failure.code}` });
  if (failure.code === 'validation_failed' && failure.message) {
    return failure.message
      .split('; ')
      .map((part) => {
        const id = VALIDATION_TEXTS[part];
        return id ? intl.formatMessage({ id }) : part;
      })
      .join('; ');
  }
  return failure.message ?? intl.formatMessage({ id: fallback });
}
