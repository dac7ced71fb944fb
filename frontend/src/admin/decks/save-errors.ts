import type { IntlShape } from 'react-intl';
import { describeApiFailure, readApiFailure } from '../../lib/api-error';
import type { MessageId } from '../../i18n/messages';
import { serverProblemMessage } from './deck-draft';

const CODE_TEXTS: Record<string, MessageId> = {
  unknown_cards: 'admin.builder.error.unknownCards',
  leader_not_a_leader: 'admin.builder.error.leaderNotALeader',
  deck_not_found: 'admin.builder.error.deckNotFound',
  empty_deck_list: 'admin.builder.import.empty',
};

function problemsOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const data = (error as { data?: unknown }).data;
  const details = typeof data === 'object' && data !== null ? (data as { details?: unknown }).details : undefined;
  const problems = typeof details === 'object' && details !== null ? (details as { problems?: unknown }).problems : undefined;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((problem) => (typeof problem === 'object' && problem !== null && typeof problem.message === 'string' ? [problem.message as string] : []));
}

/**
 * What the API refused in a deck save, each in the current language: the `invalid_deck` problems
 * (SPEC §5 texts), or one line for the other refusals (unknown cards, a leader that is not one,
 * request validation), or the generic text.
 */
export function describeDeckSaveFailure(intl: IntlShape, error: unknown): string[] {
  const problems = problemsOf(error);
  if (problems.length > 0) {
    return problems.map((message) => {
      const id = serverProblemMessage(message);
      return id ? intl.formatMessage({ id }) : message;
    });
  }
  const { code } = readApiFailure(error);
  const known = code ? CODE_TEXTS[code] : undefined;
  return [known ? intl.formatMessage({ id: known }) : describeApiFailure(intl, error, 'admin.builder.save.failedDefault')];
}

/** The text of a failed list import. */
export function describeImportFailure(intl: IntlShape, error: unknown): string {
  const { code } = readApiFailure(error);
  const known = code ? CODE_TEXTS[code] : undefined;
  return known ? intl.formatMessage({ id: known }) : describeApiFailure(intl, error, 'admin.builder.import.failedDefault');
}
