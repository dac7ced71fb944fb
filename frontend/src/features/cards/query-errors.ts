import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** The problems the API names for a query it cannot read (422 validation_failed, detail field 'q'). */
const PROBLEMS: Record<string, MessageId> = {
  unknown_keyword: 'cards.query.error.unknown_keyword',
  operator_not_allowed: 'cards.query.error.operator_not_allowed',
  not_a_number: 'cards.query.error.not_a_number',
  missing_value: 'cards.query.error.missing_value',
  unclosed_quote: 'cards.query.error.unclosed_quote',
  unknown_colour: 'cards.query.error.unknown_colour',
  too_long: 'cards.query.error.too_long',
};

interface QueryDetail {
  field?: unknown;
  code?: unknown;
  position?: unknown;
  token?: unknown;
}

/**
 * What is wrong with a query, in the current language, from the API's answer (by code, never by its
 * text): 'Unknown keyword “x:” (at character 6).'
 */
export function queryErrorMessage(intl: IntlShape, error: unknown): string {
  const data = (error as { data?: { details?: QueryDetail[] } } | undefined)?.data;
  const detail = data?.details?.find((item) => item.field === 'q');
  const id = typeof detail?.code === 'string' ? PROBLEMS[detail.code] : undefined;
  if (!detail || !id) return intl.formatMessage({ id: 'cards.query.error.generic' });
  return intl.formatMessage(
    { id },
    { token: typeof detail.token === 'string' ? detail.token : '', position: typeof detail.position === 'number' ? detail.position + 1 : 1 },
  );
}
