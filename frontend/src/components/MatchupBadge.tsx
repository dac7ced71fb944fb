import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { matchupColor } from '../lib/matchup';
import './matchup-badge.css';

const LABELS: Record<string, MessageId> = {
  Favorable: 'deck.matchups.favorable',
  Even: 'deck.matchups.even',
  Unfavorable: 'deck.matchups.unfavorable',
};

/** A matchup's result: favourable green, even yellow, anything else red (docs/product.md#deck-page). */
export function MatchupBadge({ favorable }: { favorable: string }) {
  const intl = useIntl();
  const label = LABELS[favorable];
  return <span className={`matchup-badge matchup-badge--${matchupColor(favorable)}`}>{label ? intl.formatMessage({ id: label }) : favorable}</span>;
}
