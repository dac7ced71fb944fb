import { ArrowRightOutlined, PlusOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DeckTile } from '../../../components/DeckTile';
import type { DeckSummaryDto } from '../../../api/decks';

/** The home page shows the 3 newest decks (docs/product.md#limits). */
export const NEWEST_DECKS = 3;

export interface NewestDecksProps {
  decks: readonly DeckSummaryDto[] | undefined;
  loading: boolean;
}

/**
 * Home (docs/product.md#home): the 3 newest published decks (the API pages them, newest first); with none yet, three
 * placeholders pointing admins to the back office. A failed load shows the placeholders too.
 */
export function NewestDecks({ decks, loading }: NewestDecksProps) {
  const intl = useIntl();
  const newest = (decks ?? []).filter((deck) => deck.isDraft !== 1).slice(0, NEWEST_DECKS);

  return (
    <section className="container page-section home-decks" aria-labelledby="home-newest-title">
      <div className="home-section__header">
        <h2 id="home-newest-title" className="section-title">
          <FormattedMessage id="decks.home.newest.title" />
        </h2>
        <Link to="/decks" className="home-section__link">
          <FormattedMessage id="decks.home.newest.all" /> <ArrowRightOutlined aria-hidden />
        </Link>
      </div>

      {loading ? (
        <ul className="deck-grid" aria-busy="true" aria-label={intl.formatMessage({ id: 'decks.loading' })}>
          {Array.from({ length: NEWEST_DECKS }, (_, index) => (
            <li key={index} className="deck-tile deck-tile--placeholder">
              <div className="deck-tile__link">
                <div className="deck-tile__leader">
                  <Skeleton.Node active>{null}</Skeleton.Node>
                </div>
                <div className="deck-tile__body home-decks__skeleton">
                  <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 2, width: ['45%', '30%'] }} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : newest.length === 0 ? (
        <ul className="deck-grid" aria-label={intl.formatMessage({ id: 'decks.home.newest.placeholders' })}>
          {Array.from({ length: NEWEST_DECKS }, (_, index) => (
            <li key={index}>
              <Link to="/admin" className="home-deck-placeholder">
                <span className="home-deck-placeholder__icon" aria-hidden="true">
                  <PlusOutlined />
                </span>
                <span className="home-deck-placeholder__title">
                  <FormattedMessage id="decks.home.newest.placeholderTitle" />
                </span>
                <span className="home-deck-placeholder__text">
                  <FormattedMessage id="decks.home.newest.placeholderText" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="deck-grid" aria-label={intl.formatMessage({ id: 'decks.home.newest.list' })}>
          {newest.map((deck) => (
            <li key={deck.id}>
              <DeckTile deck={deck} detailed />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
