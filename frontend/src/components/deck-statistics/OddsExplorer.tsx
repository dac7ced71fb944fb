import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardOddsDto } from '../../api/deck-statistics';
import { useNearViewport } from '../useNearViewport';
import { ChartCanvas } from './ChartCanvas';
import type { TurnOrder } from './OddsControls';
import { StatisticsHeading, type StatisticsHeadingLevel } from './StatisticsHeading';

const OddsLineChart = lazy(() => import('./StatisticsCharts').then((module) => ({ default: module.OddsLineChart })));
// antd's Select, Radio and Slider (with the form library Radio brings), about 55 KB brotli: they
// download when the explorer comes near the screen, not with the deck page (issue #14, ADR 0039).
const OddsCardSelect = lazy(() => import('./OddsControls').then((module) => ({ default: module.OddsCardSelect })));
const OddsOrderPicker = lazy(() => import('./OddsControls').then((module) => ({ default: module.OddsOrderPicker })));
const OddsTurnSlider = lazy(() => import('./OddsControls').then((module) => ({ default: module.OddsTurnSlider })));

/** A control, or until it is drawn an empty box of its size (so nothing moves when it comes). */
function ControlSlot({ shown, kind, children }: { shown: boolean; kind: 'card' | 'order' | 'turn'; children: ReactNode }) {
  const placeholder = <span className={`deck-stats__control-box deck-stats__control-box--${kind}`} aria-hidden="true" />;
  return shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

export interface OddsExplorerProps {
  /** Every card of the deck with its odds, as the API orders them (most copies first). */
  odds: CardOddsDto[];
  deckSize: number;
  headingLevel: StatisticsHeadingLevel;
}

/**
 * "What are the odds of seeing this card?": pick a card (the deck's most-copied one first), a turn
 * and whether you go first or second; every number is the API's, this only chooses which to show.
 */
export function OddsExplorer({ odds, deckSize, headingLevel }: OddsExplorerProps) {
  const intl = useIntl();
  const headingId = useId();
  const cardLabelId = useId();
  const orderLabelId = useId();
  const [cardId, setCardId] = useState<number | null>(null);
  const [turn, setTurn] = useState(1);
  const [order, setOrder] = useState<TurnOrder>('first');
  const [near, nearRef] = useNearViewport();
  // The builder's list changes under the explorer: a card that left the deck gives way to the first one.
  const card = odds.find((entry) => entry.cardId === cardId) ?? odds[0];
  const lastTurn = card?.byTurn.length ?? 0;
  const shownTurn = Math.min(turn, lastTurn);
  const row = card?.byTurn[shownTurn - 1];
  if (!card || !row) return null;
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const kept = order === 'first' ? row.first : row.second;
  const mulligan = order === 'first' ? row.firstWithMulligan : row.secondWithMulligan;
  const orderText = intl.formatMessage({ id: order === 'first' ? 'deck.statistics.odds.goingFirst' : 'deck.statistics.odds.goingSecond' });
  const keptLabel = intl.formatMessage({ id: 'deck.statistics.odds.kept' });
  const mulliganLabel = intl.formatMessage({ id: 'deck.statistics.odds.mulligan' });
  const turnLabel = (value: number) => intl.formatMessage({ id: 'deck.statistics.odds.turnValue' }, { turn: value });

  return (
    <section className="deck-stats__odds" aria-labelledby={headingId}>
      <StatisticsHeading level={headingLevel} id={headingId}>
        <FormattedMessage id="deck.statistics.odds.title" />
      </StatisticsHeading>
      <p className="deck-stats__note">
        <FormattedMessage id="deck.statistics.odds.explain" />
      </p>

      <div className="deck-stats__controls" ref={nearRef}>
        <div className="deck-stats__control deck-stats__control--card">
          <span id={cardLabelId} className="deck-stats__label">
            <FormattedMessage id="deck.statistics.odds.card" />
          </span>
          <ControlSlot shown={near} kind="card">
            <OddsCardSelect odds={odds} cardId={card.cardId} labelId={cardLabelId} onChange={setCardId} />
          </ControlSlot>
        </div>
        <div className="deck-stats__control">
          <span id={orderLabelId} className="deck-stats__label">
            <FormattedMessage id="deck.statistics.odds.order" />
          </span>
          <ControlSlot shown={near} kind="order">
            <OddsOrderPicker order={order} labelId={orderLabelId} onChange={setOrder} />
          </ControlSlot>
        </div>
        <div className="deck-stats__control deck-stats__control--turn">
          <span className="deck-stats__label" aria-hidden="true">
            {turnLabel(shownTurn)}
          </span>
          <ControlSlot shown={near} kind="turn">
            <OddsTurnSlider turn={shownTurn} lastTurn={lastTurn} turnLabel={turnLabel} onChange={setTurn} />
          </ControlSlot>
        </div>
      </div>

      <dl className="deck-stats__results" aria-live="polite">
        <div className="deck-stats__result">
          <dt>
            <FormattedMessage id="deck.statistics.odds.openingHand" values={{ copies: card.copies, deckSize }} />
          </dt>
          <dd>{percent(card.openingHand)}</dd>
        </div>
        <div className="deck-stats__result">
          <dt>
            <FormattedMessage id="deck.statistics.odds.withMulligan" />
          </dt>
          <dd>{percent(card.withMulligan)}</dd>
        </div>
        <div className="deck-stats__result deck-stats__result--turn">
          <dt>
            <FormattedMessage id="deck.statistics.odds.byTurn" values={{ turn: shownTurn, order: orderText }} />
          </dt>
          <dd>{percent(kept)}</dd>
        </div>
        <div className="deck-stats__result deck-stats__result--turn">
          <dt>
            <FormattedMessage id="deck.statistics.odds.byTurnMulligan" values={{ turn: shownTurn, order: orderText }} />
          </dt>
          <dd>{percent(mulligan)}</dd>
        </div>
      </dl>

      <div className="deck-stats__odds-chart">
        <ul className="deck-stats__legend" aria-hidden="true">
          <li className="deck-stats__legend-kept">{keptLabel}</li>
          <li className="deck-stats__legend-mulligan">{mulliganLabel}</li>
        </ul>
        <ChartCanvas>
          <OddsLineChart
            turn={shownTurn}
            points={card.byTurn.map((entry) => ({
              turn: entry.turn,
              kept: order === 'first' ? entry.first : entry.second,
              mulligan: order === 'first' ? entry.firstWithMulligan : entry.secondWithMulligan,
            }))}
            labels={{ kept: keptLabel, mulligan: mulliganLabel, turn: turnLabel, percent }}
          />
        </ChartCanvas>
        <details className="deck-stats__table">
          <summary>
            <FormattedMessage id="deck.statistics.odds.allTurns" />
          </summary>
          <table>
            <caption className="deck-stats__sr-only">
              <FormattedMessage id="deck.statistics.odds.tableCaption" values={{ name: card.name, code: card.code }} />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="deck.statistics.odds.turn" />
                </th>
                <th scope="col">
                  <FormattedMessage id="deck.statistics.odds.first" />
                </th>
                <th scope="col">
                  <FormattedMessage id="deck.statistics.odds.second" />
                </th>
                <th scope="col">
                  <FormattedMessage id="deck.statistics.odds.firstMulligan" />
                </th>
                <th scope="col">
                  <FormattedMessage id="deck.statistics.odds.secondMulligan" />
                </th>
              </tr>
            </thead>
            <tbody>
              {card.byTurn.map((entry) => (
                <tr key={entry.turn}>
                  <th scope="row">{entry.turn}</th>
                  <td>{percent(entry.first)}</td>
                  <td>{percent(entry.second)}</td>
                  <td>{percent(entry.firstWithMulligan)}</td>
                  <td>{percent(entry.secondWithMulligan)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </section>
  );
}
