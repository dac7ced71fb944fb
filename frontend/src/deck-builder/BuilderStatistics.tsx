import { Alert, Spin } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDebouncedCallback } from 'use-debounce';
import { useComputeDeckStatisticsMutation, type DeckStatisticsDto } from '../api/deck-statistics';
import { DeckStatisticsPanel } from '../components/deck-statistics/DeckStatisticsPanel';
import type { DeckDraft } from './deck-draft';

/** How long the builder waits after an edit before asking the API for the statistics (as for legality). */
const STATISTICS_DEBOUNCE_MS = 400;

export interface BuilderStatisticsProps {
  /** The list being edited (the leader is not part of the statistics). */
  cards: DeckDraft['cards'];
}

/**
 * The builder's statistics panel: the API computes them for the unsaved list (POST
 * /api/decks/statistics, the same rule as the deck page's), a moment after each change. Memoised:
 * typing in the builder's other fields keeps the same list, and the charts are not drawn again.
 */
export const BuilderStatistics = memo(function BuilderStatistics({ cards }: BuilderStatisticsProps) {
  const intl = useIntl();
  const [compute] = useComputeDeckStatisticsMutation();
  const [statistics, setStatistics] = useState<DeckStatisticsDto | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(cards.map(({ cardId, quantity }) => ({ cardId, quantity })));

  // An answer for a list that has changed since it was asked is dropped.
  const latestKey = useRef(key);
  const computeSoon = useDebouncedCallback((asked: string) => {
    compute({ deckStatisticsDraftDto: { cards: JSON.parse(asked) as DeckDraft['cards'] } })
      .unwrap()
      .then(
        (result) => {
          if (latestKey.current !== asked) return;
          setStatistics(result);
          setFailed(false);
        },
        () => latestKey.current === asked && setFailed(true),
      );
  }, STATISTICS_DEBOUNCE_MS);
  useEffect(() => {
    latestKey.current = key;
    if (cards.length === 0) computeSoon.cancel();
    else computeSoon(key);
  }, [key, cards.length, computeSoon]);

  return (
    <section className="builder-panel" aria-labelledby="builder-statistics-title">
      <h3 id="builder-statistics-title" className="builder-panel__title">
        <FormattedMessage id="deck.statistics.title" />
      </h3>
      {failed && <Alert type="warning" showIcon title={intl.formatMessage({ id: 'deck.statistics.error' })} className="builder-statistics__error" />}
      {cards.length === 0 ? (
        <p className="deck-stats__empty">
          <FormattedMessage id="deck.statistics.empty" />
        </p>
      ) : statistics ? (
        <DeckStatisticsPanel statistics={statistics} headingLevel={4} />
      ) : (
        !failed && <Spin />
      )}
    </section>
  );
});
