import { TrophyOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DeckTile } from '../../../components/DeckTile';
import { TierBadge } from '../../../components/TierBadge';
import { META_FORMAT, metaTierDecks } from '../../../lib/deck-order';
import type { DeckDto } from '../api';

/**
 * SPEC §2 meta overview: OP10 published decks, at most 3 per tier. There is no tier-list API yet, so
 * the decks' own tier and priority stand in for tier-list positions; Tier 1 is shown (the SPEC does
 * not show how Tier 2 and 3 look on the home page). A failed load shows nothing (SPEC §8).
 */
export function MetaOverview({ decks }: { decks: readonly DeckDto[] | undefined }) {
  const intl = useIntl();
  const tier1 = useMemo(() => metaTierDecks(decks ?? [], 'Tier 1'), [decks]);
  if (!decks) return null;

  return (
    <section className="container page-section home-meta" aria-labelledby="home-meta-title">
      <div className="home-section__header">
        <h2 id="home-meta-title" className="section-title">
          <FormattedMessage id="decks.home.meta.title" />
        </h2>
        <Link to="/tier-list" className="home-section__link">
          <TrophyOutlined aria-hidden /> <FormattedMessage id="decks.home.meta.fullTierList" />
        </Link>
      </div>
      <p className="home-meta__intro">
        <FormattedMessage id="decks.home.meta.intro" values={{ format: META_FORMAT }} />
      </p>
      <div className="home-meta__tier" aria-labelledby="home-meta-tier1">
        <h3 id="home-meta-tier1" className="home-meta__tier-title">
          <TierBadge tier="Tier 1" />
        </h3>
        {tier1.length === 0 ? (
          <p className="home-muted">
            <FormattedMessage id="decks.home.meta.empty" />
          </p>
        ) : (
          <ul className="deck-grid" aria-label={intl.formatMessage({ id: 'decks.home.meta.tier1List' })}>
            {tier1.map((deck) => (
              <li key={deck.id}>
                <DeckTile deck={deck} headingLevel={4} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
