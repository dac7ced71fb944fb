import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { readApiFailure } from '../../lib/api-error';

/** The card endpoints' error codes that have a text of their own. */
const CODE_MESSAGES: Record<string, MessageId> = {
  card_code_taken: 'admin.cards.error.codeTaken',
  card_not_found: 'admin.cards.error.notFound',
  not_an_image: 'admin.cards.image.notAnImage',
  image_missing: 'admin.cards.image.notAnImage',
  invalid_prefix: 'admin.import.prefix.invalid',
  authentication_required: 'admin.cards.error.sessionExpired',
  access_denied: 'admin.cards.error.forbidden',
};

/** SPEC §5 card edit texts the API sends in a validation_failed answer (joined by '; '). */
const VALIDATION_MESSAGES: Record<string, MessageId> = {
  'Il codice deve avere almeno 3 caratteri': 'admin.cards.validation.codeMin',
  'Il nome è obbligatorio': 'admin.cards.validation.nameRequired',
  'Il tipo è obbligatorio': 'admin.cards.validation.typeRequired',
  "L'URL dell'immagine è obbligatorio": 'admin.cards.validation.imageUrlRequired',
  'Il costo deve essere un numero': 'admin.cards.validation.costNumber',
  'La potenza deve essere un numero': 'admin.cards.validation.powerNumber',
};

/**
 * The text for a failed card call, in the current language: the translation of its code, the
 * server's validation texts, or its message for other refusals (4xx). Server errors and network
 * failures give the SPEC's general message (`fallback`), not 'Internal server error'.
 */
export function describeCardFailure(intl: IntlShape, error: unknown, fallback: MessageId, overrides: Record<string, MessageId> = {}): string {
  const failure = readApiFailure(error);
  const codeMessage = failure.code ? (overrides[failure.code] ?? CODE_MESSAGES[failure.code]) : undefined;
  if (codeMessage) return intl.formatMessage({ id: codeMessage });
  if (failure.status === 413) return intl.formatMessage({ id: overrides.payload_too_large ?? 'admin.cards.error.tooLarge' });
  if (failure.code === 'validation_failed' && failure.message) {
    return failure.message
      .split('; ')
      .map((part) => {
        const id = VALIDATION_MESSAGES[part];
        return id ? intl.formatMessage({ id }) : part;
      })
      .join('; ');
  }
  if (failure.status !== undefined && failure.status < 500 && failure.message) return failure.message;
  return intl.formatMessage({ id: fallback });
}
