import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { describeValidationDetail } from '../../lib/api-error';
import type { EntryProblem } from './useCardImport';

const ISSUES: Record<string, MessageId> = {
  missing: 'admin.import.issue.missing',
  not_a_number: 'admin.import.issue.notANumber',
  not_an_object: 'admin.import.issue.notAnObject',
};

/**
 * A refused entry's problems in the admin's language, from their codes only (issue #10 item 7: the
 * server's English words are never shown); a code this screen has no text for reads as the catalogue's.
 */
export function describeEntryProblems(intl: IntlShape, entry: EntryProblem): string {
  if (entry.issues.length === 0) return describeValidationDetail(intl, { field: entry.entry, code: 'invalid' });
  return entry.issues
    .map(({ field, issue }) => {
      const id = ISSUES[issue];
      return id ? intl.formatMessage({ id }, { field }) : describeValidationDetail(intl, { field, code: issue });
    })
    .join('; ');
}
