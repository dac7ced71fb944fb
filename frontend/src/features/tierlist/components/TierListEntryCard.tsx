import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CardImage } from '../../../components/CardImage';
import { cardColorSwatches } from '../../../lib/card-colors';
import type { RankedTierListEntryDto } from '../../../api/tierlist';

/** One ranked deck: its rank in the tier, leader picture, name, 'by' author, format and notes, linking to its page. */
export function TierListEntryCard({ entry, rank }: { entry: RankedTierListEntryDto; rank: number }) {
  const intl = useIntl();
  const { deck } = entry;
  const swatches = cardColorSwatches(deck.leader?.color);
  const accent = swatches.length > 1 ? `linear-gradient(180deg, ${swatches.join(', ')})` : (swatches[0] ?? 'var(--gold)');

  return (
    <article className="tier-entry" style={{ '--deck-accent': accent } as CSSProperties}>
      <Link to={`/decks/${deck.id}`} className="tier-entry__link">
        <span className="tier-entry__rank" aria-label={intl.formatMessage({ id: 'tierlist.rank' }, { rank })}>
          {rank}
        </span>
        <span className="tier-entry__leader">
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
        <span className="tier-entry__body">
          <h3 className="tier-entry__name">{deck.name}</h3>
          <span className="tier-entry__author">
            <FormattedMessage id="decks.byAuthor" values={{ author: deck.author }} />
          </span>
          <span className="tier-entry__meta">
            <span className="tier-entry__format" title={intl.formatMessage({ id: 'decks.format.label' })}>
              {deck.format}
            </span>
            {deck.leader && <span className="tier-entry__leader-name">{deck.leader.name}</span>}
          </span>
          {entry.notes && <span className="tier-entry__notes">{entry.notes}</span>}
        </span>
      </Link>
    </article>
  );
}
