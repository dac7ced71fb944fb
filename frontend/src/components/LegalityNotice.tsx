import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { DeckLegalityDto, LegalityProblemDto } from '../api/game-rules';
import type { MessageId } from '../i18n/messages';
import './legality-notice.css';

/** Each legality problem code of the API has its text (legality.problem.<code>). */
const PROBLEM_TEXTS: Record<LegalityProblemDto['code'], MessageId> = {
  noLeader: 'legality.problem.noLeader',
  notALeader: 'legality.problem.notALeader',
  deckSize: 'legality.problem.deckSize',
  tooManyCopies: 'legality.problem.tooManyCopies',
  notADeckCard: 'legality.problem.notADeckCard',
  colorOutsideLeader: 'legality.problem.colorOutsideLeader',
  unknownFormat: 'legality.problem.unknownFormat',
  setNotLegal: 'legality.problem.setNotLegal',
  banned: 'legality.problem.banned',
  restricted: 'legality.problem.restricted',
  unknownCards: 'legality.problem.unknownCards',
};

export interface LegalityNoticeProps {
  legality: DeckLegalityDto;
  className?: string;
}

/**
 * Whether a deck is legal in its format, as the API judged it (the rule lives on the server only):
 * a green notice, or a warning listing every problem translated by its code.
 */
export function LegalityNotice({ legality, className }: LegalityNoticeProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: legality.legal ? 'legality.legal' : 'legality.illegal' }, { format: legality.format });
  const problems = legality.problems.map((problem, index) => (
    <li key={`${problem.code}-${problem.cardCode ?? index}`}>
      {intl.formatMessage(
        { id: PROBLEM_TEXTS[problem.code] },
        { cardCode: problem.cardCode ?? '', count: problem.count ?? 0, limit: problem.limit ?? 0, value: problem.value ?? '' },
      )}
    </li>
  ));
  return (
    <Alert
      className={className}
      type={legality.legal ? 'success' : 'warning'}
      showIcon
      role="status"
      aria-label={intl.formatMessage({ id: 'legality.title' })}
      title={title}
      description={problems.length > 0 ? <ul className="legality-notice__problems">{problems}</ul> : undefined}
    />
  );
}
