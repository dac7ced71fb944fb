import { FormattedMessage } from 'react-intl';
import { useGameRules } from '../api/game-rules';
import { tierKey, tierLabelId } from '../lib/deck-tier';
import './deck-tile.css';

/**
 * A deck's tier as a small badge (Tier 1 gold, Tier 2 silver-blue, Tier 3 as Rogue in purple), as
 * the game rules show it; the stored value, unstyled, while they load.
 */
export function TierBadge({ tier, className }: { tier: string; className?: string }) {
  const key = tierKey(tier, useGameRules());
  return (
    <span className={['tier-badge', key && `tier-badge--${key}`, className].filter(Boolean).join(' ')}>
      {key ? <FormattedMessage id={tierLabelId(key)} /> : tier}
    </span>
  );
}
