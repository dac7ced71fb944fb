import { ClearOutlined } from '@ant-design/icons';
import { Button, Segmented, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormatCountDto, LeaderOptionDto } from '../../../api/decks';
import { tierLabelId, type TierKey } from '../../../lib/deck-tier';
import { sortsOf, type DeckSort, type GalleryFilters } from '../deck-gallery';

const ALL = 'all';

export interface DeckFiltersProps {
  filters: GalleryFilters;
  /** The tiers' display keys, in the game rules' order (GET /api/game-rules). */
  tiers: readonly TierKey[];
  /** The formats that have decks in the gallery, with their count (GET /api/decks/formats). */
  formats: readonly FormatCountDto[];
  leaders: readonly LeaderOptionDto[];
  leadersLoading: boolean;
  onChange(change: Partial<Omit<GalleryFilters, 'page'>>): void;
  onClear(): void;
}

/** Gallery filters (docs/product.md#decks-gallery): tier (the game rules' tiers: Tier 1, Tier 2, Rogue), format and leader (the ones with decks, with counts), sort. */
export function DeckFilters({ filters, tiers, formats, leaders, leadersLoading, onChange, onClear }: DeckFiltersProps) {
  const intl = useIntl();
  const community = filters.source === 'community';
  const anyFilter = filters.tier !== null || filters.format !== null || filters.leader !== null || filters.sort !== 'newest';
  // A format in the address that no deck uses any more is still offered, so the control shows it.
  const formatOptions =
    filters.format && !formats.some(({ format }) => format === filters.format) ? [...formats, { format: filters.format, count: 0 }] : formats;

  return (
    <section className="deck-filters" aria-label={intl.formatMessage({ id: 'decks.filters.label' })}>
      {/* Two rows whatever the number of tiers and formats, so the bar keeps its height when they arrive. */}
      <div className="deck-filters__row">
        {!community && (
          <div className="deck-filters__field">
            <span className="deck-filters__label" id="deck-filter-tier">
              <FormattedMessage id="decks.filters.tier" />
            </span>
            <Segmented<string>
              aria-labelledby="deck-filter-tier"
              value={filters.tier ?? ALL}
              onChange={(value) => onChange({ tier: value === ALL ? null : (value as TierKey) })}
              options={[
                { value: ALL, label: intl.formatMessage({ id: 'decks.filters.all' }) },
                ...tiers.map((key) => ({ value: key, label: intl.formatMessage({ id: tierLabelId(key) }) })),
              ]}
            />
          </div>
        )}

        <div className="deck-filters__field">
          <span className="deck-filters__label" id="deck-filter-format">
            <FormattedMessage id="decks.filters.format" />
          </span>
          <Segmented<string>
            aria-labelledby="deck-filter-format"
            value={filters.format ?? ALL}
            onChange={(value) => onChange({ format: value === ALL ? null : value })}
            options={[
              { value: ALL, label: intl.formatMessage({ id: 'decks.filters.all' }) },
              ...formatOptions.map(({ format, count }) => ({
                value: format,
                label: intl.formatMessage({ id: 'decks.filters.formatOption' }, { format, count }),
              })),
            ]}
          />
        </div>
      </div>

      <div className="deck-filters__row">
        <div className="deck-filters__field deck-filters__field--grow">
          <label className="deck-filters__label" htmlFor="deck-filter-leader">
            <FormattedMessage id="decks.filters.leader" />
          </label>
          <Select<number | typeof ALL>
            id="deck-filter-leader"
            className="deck-filters__leader"
            showSearch={{ optionFilterProp: 'label' }}
            loading={leadersLoading}
            value={filters.leader ?? ALL}
            onChange={(value) => onChange({ leader: value === ALL ? null : value })}
            options={[
              { value: ALL, label: intl.formatMessage({ id: 'decks.filters.allLeaders' }) },
              ...leaders.map((leader) => ({
                value: leader.cardId,
                label: intl.formatMessage({ id: 'decks.filters.leaderOption' }, { name: leader.name, code: leader.code, count: leader.count }),
              })),
            ]}
          />
        </div>

        <div className="deck-filters__field">
          <label className="deck-filters__label" htmlFor="deck-filter-sort">
            <FormattedMessage id="decks.filters.sort" />
          </label>
          <Select<DeckSort>
            id="deck-filter-sort"
            className="deck-filters__sort"
            value={filters.sort}
            onChange={(sort) => onChange({ sort })}
            options={sortsOf(filters.source).map((sort) => ({ value: sort, label: intl.formatMessage({ id: `decks.sort.${sort}` }) }))}
          />
        </div>

        {anyFilter && (
          <Button className="deck-filters__clear" type="link" icon={<ClearOutlined aria-hidden />} onClick={onClear}>
            <FormattedMessage id="decks.filters.clear" />
          </Button>
        )}
      </div>
    </section>
  );
}
