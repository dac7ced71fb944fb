import { FilterOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDebouncedCallback } from 'use-debounce';
import { DeckTile } from '../../../components/DeckTile';
import { Spinner } from '../../../components/Spinner';
import { useNearViewport } from '../../../components/useNearViewport';
import { useSearchDecksQuery, type LeaderOptionDto } from '../../../api/decks';
import type { LeaderChoice } from './LeaderSelect';

/** The leader filter shows its loading state for 300 ms before the results (docs/product.md#limits). */
export const LEADER_FILTER_DELAY_MS = 300;
// antd's Select (with its popup and virtual list) is a quarter of the home page's JavaScript: it loads
// when the section comes near the screen, not on a first visit's path (issue #14).
const LeaderSelect = lazy(() => import('./LeaderSelect'));

/** Enough for any one leader's decks in one answer; the count shown is the API's total. */
const LEADER_DECKS_PAGE = 100;

export interface LeaderFilterProps {
  leaders: readonly LeaderOptionDto[] | undefined;
}

/**
 * Home leader filter (docs/product.md#home): pick a leader (most decks first), wait 300 ms ('Filtraggio in
 * corso...'), then its decks by priority then newest, or 'Nessun mazzo trovato'. With no choice or
 * 'Tutti i mazzi' the list stays empty.
 */
export function LeaderFilter({ leaders }: LeaderFilterProps) {
  const intl = useIntl();
  const [near, nearRef] = useNearViewport();
  const [selected, setSelected] = useState<LeaderChoice | undefined>(undefined);
  // The leader whose results are due: until the 300 ms have passed for the current choice, it is filtering.
  const [shownFor, setShownFor] = useState<number | null>(null);
  const filtering = typeof selected === 'number' && shownFor !== selected;

  const showLater = useDebouncedCallback((leader: number) => setShownFor(leader), LEADER_FILTER_DELAY_MS);

  const choose = (value: LeaderChoice) => {
    setShownFor(null);
    setSelected(value);
    if (typeof value === 'number') showLater(value);
    else showLater.cancel();
  };

  // The chosen leader's published decks by priority then newest, selected in SQL (only once a leader is chosen).
  const leaderDecks = useSearchDecksQuery(
    { leader: typeof selected === 'number' ? selected : undefined, sort: 'priority', page: 1, pageSize: LEADER_DECKS_PAGE },
    { skip: typeof selected !== 'number' },
  );
  const results = (typeof selected === 'number' && leaderDecks.data?.items) || [];
  const found = leaderDecks.data?.total ?? results.length;

  return (
    <section className="container page-section home-leader-filter" aria-labelledby="home-leader-title">
      <h2 id="home-leader-title" className="section-title">
        <FormattedMessage id="decks.home.leaderFilter.title" />
      </h2>
      <div className="home-leader-filter__control" ref={nearRef}>
        <FilterOutlined className="home-leader-filter__icon" aria-hidden />
        {near ? (
          <Suspense fallback={<span className="home-leader-filter__select-placeholder" />}>
            <LeaderSelect leaders={leaders} value={selected} onChange={choose} />
          </Suspense>
        ) : (
          <span className="home-leader-filter__select-placeholder" />
        )}
      </div>

      <div className="home-leader-filter__results" aria-live="polite">
        {typeof selected !== 'number' ? (
          <p className="home-muted">
            <FormattedMessage id="decks.home.leaderFilter.hint" />
          </p>
        ) : filtering || leaderDecks.isFetching ? (
          <div className="home-leader-filter__loading" role="status">
            <Spinner /> <FormattedMessage id="decks.home.leaderFilter.filtering" />
          </div>
        ) : results.length === 0 ? (
          <p className="home-leader-filter__empty">
            <FormattedMessage id="decks.home.leaderFilter.empty" />
          </p>
        ) : (
          <>
            <h3 className="home-leader-filter__count">
              <FormattedMessage id="decks.home.leaderFilter.found" values={{ count: found }} />
            </h3>
            <ul className="deck-grid" aria-label={intl.formatMessage({ id: 'decks.home.leaderFilter.list' })}>
              {results.map((deck) => (
                <li key={deck.id}>
                  <DeckTile deck={deck} detailed headingLevel={4} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
