import { useIntl } from 'react-intl';
import type { MetaLeaderDto } from '../api/tournaments';
import './leader-meta-figures.css';

/**
 * A leader's figures from imported tournament results (issue 35 item 4), shown beside a deck of that
 * leader where the admins' tiers are: its share of the field, its top cuts and, where pairings were
 * imported, its win rate. Nothing when the leader played in no imported event.
 */
export function LeaderMetaFigures({ figures, className }: { figures: MetaLeaderDto | undefined; className?: string }) {
  const intl = useIntl();
  if (!figures) return null;
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <span className={['leader-meta-figures', className].filter(Boolean).join(' ')} aria-label={intl.formatMessage({ id: 'tournamentMeta.figures' })}>
      <span className="leader-meta-figures__item">{intl.formatMessage({ id: 'tournamentMeta.share' }, { share: percent(figures.share) })}</span>
      <span className="leader-meta-figures__item">{intl.formatMessage({ id: 'tournamentMeta.topCut' }, { count: figures.topCut })}</span>
      {figures.winRate !== undefined && (
        <span className="leader-meta-figures__item">{intl.formatMessage({ id: 'tournamentMeta.winRate' }, { rate: percent(figures.winRate) })}</span>
      )}
    </span>
  );
}
