import { lazy, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { DeckStatisticsDto } from '../../api/deck-statistics';
import type { MessageId } from '../../i18n/messages';
import { cardColorSwatches } from '../../lib/card-colors';
import { ChartCanvas } from './ChartCanvas';
import { OddsExplorer } from './OddsExplorer';
import { StatisticsHeading, type StatisticsHeadingLevel } from './StatisticsHeading';
import './deck-statistics.css';

// recharts is loaded only where statistics are shown, in a chunk of its own (and only once a chart
// comes near the screen: ChartCanvas).
const CountBarChart = lazy(() => import('./StatisticsCharts').then((module) => ({ default: module.CountBarChart })));

export interface DeckStatisticsPanelProps {
  statistics: DeckStatisticsDto;
  /** The level of the panel's own headings: 3 under the deck page's h2, 4 inside a builder panel (h3). */
  headingLevel?: StatisticsHeadingLevel;
}

/** A card colour or type in the visitor's language when the site knows it, else as the data writes it. */
function translated(intl: IntlShape, id: string, fallback: string): string {
  return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : fallback;
}
const colorName = (intl: IntlShape, color: string) => translated(intl, `cards.color.${color.toLowerCase()}`, color);
const typeName = (intl: IntlShape, type: string) => translated(intl, `cards.type.${type}`, type);

/**
 * A deck's statistics as the API computed them (the rules live there; ADR 0023): key figures,
 * cost curve, colour and type split, each chart with its table, and the odds of drawing any card.
 */
export function DeckStatisticsPanel({ statistics, headingLevel = 3 }: DeckStatisticsPanelProps) {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const copies = intl.formatMessage({ id: 'deck.statistics.copies' });

  if (statistics.deckSize === 0) {
    return (
      <p className="deck-stats__empty">
        <FormattedMessage id="deck.statistics.empty" />
      </p>
    );
  }

  const curve = statistics.costCurve.map(({ cost, count }) => ({ label: String(cost), count }));
  const colors = statistics.colors.map(({ color, count }) => ({ label: colorName(intl, color), count, fill: cardColorSwatches(color)[0] }));
  // More colour copies than cards: some card is multicolour and counts in each colour (the API's rule); say so.
  const colorCopies = statistics.colors.reduce((sum, { count }) => sum + count, 0);
  const types = statistics.types.map(({ type, count }) => ({ label: typeName(intl, type), count }));

  return (
    <div className="deck-stats">
      <dl className="deck-stats__figures">
        <Figure label={intl.formatMessage({ id: 'deck.statistics.cards' })} value={intl.formatNumber(statistics.deckSize)} />
        <Figure
          label={intl.formatMessage({ id: 'deck.statistics.averageCost' })}
          value={statistics.averageCost === null ? '–' : intl.formatNumber(statistics.averageCost, { maximumFractionDigits: 2 })}
        />
        <Figure label={intl.formatMessage({ id: 'deck.statistics.counterTotal' })} value={intl.formatNumber(statistics.counters.total)} />
        {statistics.counters.byValue.map(({ value, count, density }) => (
          <Figure
            key={value}
            label={intl.formatMessage({ id: 'deck.statistics.counterValue' }, { value: intl.formatNumber(value) })}
            value={intl.formatMessage({ id: 'deck.statistics.countShare' }, { count, share: percent(density) })}
          />
        ))}
        <Figure label={intl.formatMessage({ id: 'deck.statistics.triggers' })} value={intl.formatNumber(statistics.triggers)} />
      </dl>
      <p className="deck-stats__note">
        <FormattedMessage id="deck.statistics.leaderExcluded" values={{ count: statistics.deckSize }} />
      </p>

      {/* Decky waits while it would cover the charts (ADR 0076). */}
      <div className="deck-stats__charts" data-decky-avoid="">
        <ChartBlock
          className="deck-stats__chart--wide"
          headingLevel={headingLevel}
          title={intl.formatMessage({ id: 'deck.statistics.costCurve' })}
          chart={<CountBarChart bars={curve} countLabel={copies} />}
          columns={[intl.formatMessage({ id: 'deck.statistics.cost' }), copies]}
          rows={curve.map(({ label, count }) => [label, count])}
        />
        <ChartBlock
          headingLevel={headingLevel}
          title={intl.formatMessage({ id: 'deck.statistics.colors' })}
          chart={<CountBarChart bars={colors} countLabel={copies} height={170} />}
          columns={[intl.formatMessage({ id: 'deck.statistics.color' }), copies]}
          rows={colors.map(({ label, count }) => [label, count])}
          note={colorCopies > statistics.deckSize ? intl.formatMessage({ id: 'deck.statistics.multicolorNote' }) : undefined}
        />
        <ChartBlock
          headingLevel={headingLevel}
          title={intl.formatMessage({ id: 'deck.statistics.types' })}
          chart={<CountBarChart bars={types} countLabel={copies} height={170} />}
          columns={[intl.formatMessage({ id: 'deck.statistics.type' }), copies]}
          rows={types.map(({ label, count }) => [label, count])}
        />
      </div>

      <OddsExplorer odds={statistics.odds} deckSize={statistics.deckSize} headingLevel={headingLevel} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="deck-stats__figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface ChartBlockProps {
  title: string;
  headingLevel: StatisticsHeadingLevel;
  chart: ReactNode;
  columns: [string, string];
  rows: Array<[string, number]>;
  note?: string;
  className?: string;
}

/** One chart with its title and, as its text alternative, the same numbers as a table. */
function ChartBlock({ title, headingLevel, chart, columns, rows, note, className }: ChartBlockProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className={`deck-stats__chart ${className ?? ''}`} aria-labelledby={id}>
      <StatisticsHeading level={headingLevel} id={id}>
        {title}
      </StatisticsHeading>
      <ChartCanvas>{chart}</ChartCanvas>
      {note && <p className="deck-stats__note">{note}</p>}
      <details className="deck-stats__table">
        <summary>{intl.formatMessage({ id: 'deck.statistics.showTable' })}</summary>
        <table>
          <caption className="deck-stats__sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, count]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{intl.formatNumber(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
