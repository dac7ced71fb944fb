import { TrophyOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useGameRules } from '../../../api/game-rules';
import { CardImage } from '../../../components/CardImage';
import { DeckTile } from '../../../components/DeckTile';
import { TierBadge } from '../../../components/TierBadge';
import type { MessageId } from '../../../i18n/messages';
import { cardColorSwatches } from '../../../lib/card-colors';
import { tierKey, type TierKey } from '../../../lib/deck-tier';
import { countEntries, entryAsDeckTile, metaOverview } from '../../../lib/tier-list';
import type { RankedTierListEntryDto, TierListDto } from '../../../api/tierlist';
import type { MetaDto, MetaLeaderDto } from '../../../api/tournaments';
import { LeaderMetaFigures } from '../../../components/LeaderMetaFigures';

/** How each tier's list is named, by the game rules' display key of the tier. */
const TIER_LIST_LABELS: Record<TierKey, MessageId> = {
  tier1: 'decks.home.meta.tier1List',
  tier2: 'decks.home.meta.tier2List',
  rogue: 'decks.home.meta.rogueList',
};

/**
 * Meta overview (docs/product.md#home), read from the tier list: the current format's decks per tier by
 * position, at most 3 each. Tier 1 as a grid of deck tiles (leader picture, name, 'by' author,
 * format, link to the deck); Tier 2 and Rogue side by side as compact ranked lists. While loading or
 * after a failed load it shows nothing (the failure is only logged, docs/product.md#messages).
 * Beside each deck, its leader's figures from imported tournament results (`results`, GET /api/meta of
 * the same format: share of the field, top cuts, win rate; issue 35 item 4); the tiers stay the admins'.
 */
export function MetaOverview({ tierList, results }: { tierList: TierListDto | undefined; results?: MetaDto }) {
  const intl = useIntl();
  const rules = useGameRules();
  const listLabel = (tier: string) => intl.formatMessage({ id: TIER_LIST_LABELS[tierKey(tier, rules) ?? 'rogue'] });
  const meta = metaOverview(tierList);
  const [tier1, ...others] = meta?.tiers ?? [];
  if (!tierList || !meta || !tier1) return null;
  // Figures only when they are of the format shown.
  const figures = results && results.format === meta.code && results.decks > 0 ? results : undefined;
  const figuresOf = (code: string | undefined) => (code ? figures?.leaders.find((leader) => leader.code === code) : undefined);

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
        <FormattedMessage id="decks.home.meta.intro" values={{ format: meta.name }} />
      </p>
      {figures && (
        <p className="home-meta__results">
          <FormattedMessage id="tournamentMeta.intro" values={{ events: figures.events, decks: figures.decks }} />
        </p>
      )}
      {countEntries(meta) === 0 ? (
        <p className="home-muted">
          <FormattedMessage id="decks.home.meta.noneYet" />
        </p>
      ) : (
        <>
          <div className="home-meta__tier">
            <h3 className="home-meta__tier-title">
              <TierBadge tier={tier1.tier} />
            </h3>
            {tier1.entries.length === 0 ? (
              <p className="home-muted">
                <FormattedMessage id="decks.home.meta.empty" />
              </p>
            ) : (
              <ol className="deck-grid home-meta__grid" aria-label={listLabel(tier1.tier)}>
                {tier1.entries.map((entry) => (
                  <li key={entry.id} className="home-meta__tile">
                    <DeckTile deck={entryAsDeckTile(entry)} headingLevel={4} />
                    <LeaderMetaFigures figures={figuresOf(entry.deck.leader?.code)} className="home-meta__figures" />
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="home-meta__lower">
            {others.map(({ tier, entries }) => (
              <div key={tier} className="home-meta__tier home-meta__tier--compact">
                <h3 className="home-meta__tier-title">
                  <TierBadge tier={tier} />
                </h3>
                {entries.length === 0 ? (
                  <p className="home-muted">
                    <FormattedMessage id="decks.home.meta.tierEmpty" />
                  </p>
                ) : (
                  <ol className="home-meta__ranking" aria-label={listLabel(tier)}>
                    {entries.map((entry, index) => (
                      <li key={entry.id}>
                        <RankedDeckRow entry={entry} rank={index + 1} figures={figuresOf(entry.deck.leader?.code)} />
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** A compact ranked row: rank, small leader picture, name, 'by' author and format, linking to the deck. */
function RankedDeckRow({ entry, rank, figures }: { entry: RankedTierListEntryDto; rank: number; figures: MetaLeaderDto | undefined }) {
  const intl = useIntl();
  const { deck } = entry;
  const accent = cardColorSwatches(deck.leader?.color)[0] ?? 'var(--gold)';
  return (
    <Link to={`/decks/${deck.id}`} className="home-meta-row" style={{ '--deck-accent': accent } as CSSProperties}>
      <span className="home-meta-row__rank" aria-hidden="true">
        {rank}
      </span>
      <span className="home-meta-row__leader">
        <CardImage
          src={deck.leader?.imageUrl}
          code={deck.leader?.code}
          size="thumb"
          alt={
            deck.leader
              ? intl.formatMessage({ id: 'decks.leaderImage.alt' }, { name: deck.leader.name, code: deck.leader.code })
              : intl.formatMessage({ id: 'decks.leaderImage.none' })
          }
          width={630}
          height={880}
        />
      </span>
      <span className="home-meta-row__body">
        <h4 className="home-meta-row__name">{deck.name}</h4>
        <span className="home-meta-row__meta">
          <FormattedMessage id="decks.byAuthor" values={{ author: deck.author }} /> · {deck.format}
        </span>
        <LeaderMetaFigures figures={figures} />
      </span>
    </Link>
  );
}
