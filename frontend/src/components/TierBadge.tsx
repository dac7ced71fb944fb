import { FormattedMessage } from 'react-intl';
import { tierLabelId, tierModifier } from '../lib/deck-tier';
import './deck-tile.css';

/** A deck's tier as a small badge (Tier 1 gold, Tier 2 silver-blue, Tier 3 as Rogue in purple). */
export function TierBadge({ tier, className }: { tier: string; className?: string }) {
  return (
    <span className={['tier-badge', `tier-badge--${tierModifier(tier)}`, className].filter(Boolean).join(' ')}>
      <FormattedMessage id={tierLabelId(tier)} />
    </span>
  );
}
