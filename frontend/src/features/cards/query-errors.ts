import type { IntlShape } from 'react-intl';
import type { CardQueryNoticeDto } from '../../api/generated';
import type { MessageId } from '../../i18n/messages';

/** The problems the API names for a query it cannot read (422 validation_failed, detail field 'q'). */
const PROBLEMS: Record<string, MessageId> = {
  unknown_keyword: 'cards.query.error.unknown_keyword',
  operator_not_allowed: 'cards.query.error.operator_not_allowed',
  not_a_number: 'cards.query.error.not_a_number',
  missing_value: 'cards.query.error.missing_value',
  unclosed_quote: 'cards.query.error.unclosed_quote',
  unknown_colour: 'cards.query.error.unknown_colour',
  unclosed_parenthesis: 'cards.query.error.unclosed_parenthesis',
  unexpected_parenthesis: 'cards.query.error.unexpected_parenthesis',
  empty_group: 'cards.query.error.empty_group',
  misplaced_operator: 'cards.query.error.misplaced_operator',
  regex_not_supported: 'cards.query.error.regex_not_supported',
  part_not_allowed: 'cards.query.error.part_not_allowed',
  syntax_error: 'cards.query.error.syntax_error',
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

/** Where the API says a query goes wrong: the 0-based offset and the token there, when it says. */
export function queryProblemPlace(error: unknown): { position: number; token: string } | null {
  const data = (error as { data?: { details?: QueryDetail[] } } | undefined)?.data;
  const detail = data?.details?.find((item) => item.field === 'q');
  if (typeof detail?.position !== 'number') return null;
  return { position: detail.position, token: typeof detail.token === 'string' ? detail.token : '' };
}

/** A notice of the API's answer to a query, in the current language (by code and field, never by its text). */
export function queryNoticeMessage(intl: IntlShape, notice: CardQueryNoticeDto): string {
  return intl.formatMessage({ id: 'cards.query.notice.field_not_in_data' }, { field: notice.field, terms: notice.terms.join(', ') });
}
