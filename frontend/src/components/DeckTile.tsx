import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DeckSummaryDto } from '../api/generated';
import { cardColorSwatches } from '../lib/card-colors';
import { CardImage } from './CardImage';
import { DeckShortDescription } from './DeckShortDescription';
import { TierBadge } from './TierBadge';
import './deck-tile.css';

export type DeckTileDeck = Pick<DeckSummaryDto, 'id' | 'name' | 'author' | 'tier' | 'format' | 'shortDescription' | 'leader'> &
  Partial<Pick<DeckSummaryDto, 'owner' | 'shortDescription_it'>>;

export interface DeckTileProps {
  deck: DeckTileDeck;
  /** Tier badge and short description (the gallery); the home page's compact tiles leave them out. */
  detailed?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** A player's deck (the community gallery, a player's page): no tier (the curators' alone), and the player's name as its author. */
  showOwner?: boolean;
}

/**
 * A deck as a link to its page: the leader's card (card back when it has no picture), name, 'by'
 * author and format, and when detailed its tier and short description. The strip along the top
 * takes the leader's colours.
 */
export function DeckTile({ deck, detailed = false, headingLevel = 3, showOwner = false }: DeckTileProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const swatches = cardColorSwatches(deck.leader?.color);
  const accent = swatches.length > 1 ? `linear-gradient(90deg, ${swatches.join(', ')})` : (swatches[0] ?? 'var(--gold)');

  return (
    <article className={`deck-tile${detailed ? ' deck-tile--detailed' : ''}`} style={{ '--deck-accent': accent } as CSSProperties}>
      <Link to={`/decks/${deck.id}`} className="deck-tile__link">
        <div className="deck-tile__leader">
          <CardImage
            code={deck.leader?.code}
            size="thumb"
            src={deck.leader?.imageUrl}
            alt={
              deck.leader
                ? intl.formatMessage({ id: 'decks.leaderImage.alt' }, { name: deck.leader.name, code: deck.leader.code })
                : intl.formatMessage({ id: 'decks.leaderImage.none' })
            }
            width={630}
            height={880}
          />
        </div>
        <div className="deck-tile__body">
          {detailed && !showOwner && (
            <p className="deck-tile__badges">
              <TierBadge tier={deck.tier} />
            </p>
          )}
          <Heading className="deck-tile__name">{deck.name}</Heading>
          <p className="deck-tile__author">
            <FormattedMessage id="decks.byAuthor" values={{ author: (showOwner && deck.owner?.username) || deck.author }} />
          </p>
          <p className="deck-tile__meta">
            <span className="deck-tile__format" title={intl.formatMessage({ id: 'decks.format.label' })}>
              {deck.format}
            </span>
            {deck.leader && <span className="deck-tile__leader-name">{deck.leader.name}</span>}
          </p>
          {detailed && <DeckShortDescription deck={deck} className="deck-tile__description" />}
        </div>
      </Link>
    </article>
  );
}
