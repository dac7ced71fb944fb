import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { describeApiFailure, readApiFailure } from '../../lib/api-error';

/** The API's codes for formats (format_* errors and the invalid_format problems), each with its text. */
const TEXTS: Record<string, MessageId> = {
  format_code_taken: 'admin.formats.error.codeTaken',
  format_not_found: 'admin.formats.error.notFound',
  format_is_current: 'admin.formats.error.isCurrent',
  invalidFormatCode: 'admin.formats.error.invalidFormatCode',
  formatNameRequired: 'admin.formats.error.formatNameRequired',
  legalSetsRequired: 'admin.formats.error.legalSetsRequired',
  invalidSet: 'admin.formats.error.invalidSet',
  invalidBanCode: 'admin.formats.error.invalidBanCode',
  invalidBanCopies: 'admin.formats.error.invalidBanCopies',
};

function detailCodes(error: unknown): string[] {
  const data = typeof error === 'object' && error !== null ? (error as { data?: { details?: unknown } }).data : undefined;
  const details = data?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail) => (typeof detail === 'object' && detail !== null && typeof detail.code === 'string' ? [detail.code as string] : []));
}

/** Every reason a format write was refused, translated by code; the generic text when none is known. */
export function describeFormatFailure(intl: IntlShape, error: unknown): string[] {
  const known = [...detailCodes(error), readApiFailure(error).code ?? ''].filter((code) => TEXTS[code]);
  if (known.length) return [...new Set(known)].map((code) => intl.formatMessage({ id: TEXTS[code] }));
  return [describeApiFailure(intl, error, 'admin.formats.error.default')];
}
