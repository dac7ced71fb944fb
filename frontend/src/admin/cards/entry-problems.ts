import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { EntryProblem } from './useCardImport';

const ISSUES: Record<string, MessageId> = {
  missing: 'admin.import.issue.missing',
  not_a_number: 'admin.import.issue.notANumber',
  not_an_object: 'admin.import.issue.notAnObject',
};

/**
 * A refused entry's problems in the admin's language, from their codes (issue #10: the server's
 * English words are only the fallback for a problem this screen does not know).
 */
export function describeEntryProblems(intl: IntlShape, entry: EntryProblem): string {
  if (entry.issues.length === 0) return entry.problems.join('; ');
  return entry.issues
    .map(({ field, issue }, index) => {
      const id = ISSUES[issue];
      return id ? intl.formatMessage({ id }, { field }) : (entry.problems[index] ?? issue);
    })
    .join('; ');
}
