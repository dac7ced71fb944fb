import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { describeValidationDetail, errorCodeText, readApiFailure, readValidationDetails } from '../../lib/api-error';

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

/** The card form's texts (docs/product.md#form-validation) for the `field:code` details of a 422 validation_failed answer. */
const VALIDATION_MESSAGES: Record<string, MessageId> = {
  'code:not_a_string': 'admin.cards.validation.codeMin',
  'code:too_short': 'admin.cards.validation.codeMin',
  'code:invalid_format': 'admin.cards.validation.codeFormat',
  'name:not_a_string': 'admin.cards.validation.nameRequired',
  'name:too_short': 'admin.cards.validation.nameRequired',
  'type:not_allowed': 'admin.cards.validation.typeRequired',
  'imageUrl:not_a_string': 'admin.cards.validation.imageUrlRequired',
  'imageUrl:too_short': 'admin.cards.validation.imageUrlRequired',
  'cost:not_an_integer': 'admin.cards.validation.costNumber',
  'power:not_an_integer': 'admin.cards.validation.powerNumber',
};

/**
 * The text for a failed card call, in the current language, by code only: this screen's text of its
 * code, its validation details by code, or the catalogue's text of any other refusal (4xx). Server
 * errors and network failures give the product's general message (`fallback`), not 'Internal server error'.
 */
export function describeCardFailure(intl: IntlShape, error: unknown, fallback: MessageId, overrides: Record<string, MessageId> = {}): string {
  const failure = readApiFailure(error);
  const codeMessage = failure.code ? (overrides[failure.code] ?? CODE_MESSAGES[failure.code]) : undefined;
  if (codeMessage) return intl.formatMessage({ id: codeMessage });
  if (failure.status === 413) return intl.formatMessage({ id: overrides.payload_too_large ?? 'admin.cards.error.tooLarge' });
  const details = readValidationDetails(error);
  if (details.length) {
    const texts = details.map((detail) => {
      const id = VALIDATION_MESSAGES[`${detail.field}:${detail.code}`];
      return id ? intl.formatMessage({ id }) : describeValidationDetail(intl, detail);
    });
    return [...new Set(texts)].join('; ');
  }
  const text = failure.status !== undefined && failure.status < 500 ? errorCodeText(intl, failure.code) : undefined;
  if (text) return text;
  return intl.formatMessage({ id: fallback });
}
