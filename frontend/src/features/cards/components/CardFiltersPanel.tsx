import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { COST_FILTERS, POWER_FILTERS, type FilterOptions } from '../card-filters';
import { colorLabel, typeLabel } from '../card-labels';
import type { PanelFilters } from '../card-query';

export interface CardFiltersPanelProps {
  options: FilterOptions;
  /** What the form shows; applied only on Apply. */
  draft: PanelFilters;
  onChange: (draft: PanelFilters) => void;
  onApply: () => void;
  onClearAll: () => void;
  /** The form differs from what is applied. */
  pending: boolean;
}

interface Choice {
  value: string;
  label: string;
}

const byLabel = (input: string, option?: Choice) => (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());

/** SPEC /cards filters: type, colour, cost (1–5, 6+), set, attribute, family, power ranges; Apply and Clear all. */
export function CardFiltersPanel({ options, draft, onChange, onApply, onClearAll, pending }: CardFiltersPanelProps) {
  const intl = useIntl();
  const baseId = useId();

  const choices = useMemo(
    () => ({
      type: options.types.map((type) => ({ value: type, label: typeLabel(intl, type) })),
      color: options.colors.map((color) => ({ value: color, label: colorLabel(intl, color) })),
      cost: COST_FILTERS.map((cost) => ({ value: cost, label: cost })),
      set: options.sets.map((set) => ({ value: set, label: set })),
      attribute: options.attributes.map((attribute) => ({ value: attribute, label: attribute })),
      family: options.families.map((family) => ({ value: family, label: family })),
      power: POWER_FILTERS.map((power) => ({ value: power, label: power.replace('-', '–') })),
    }),
    [options, intl],
  );

  const fields: Array<{ key: keyof PanelFilters; label: MessageId; searchable: boolean }> = [
    { key: 'type', label: 'cards.filters.type', searchable: false },
    { key: 'color', label: 'cards.filters.color', searchable: false },
    { key: 'cost', label: 'cards.filters.cost', searchable: false },
    { key: 'power', label: 'cards.filters.power', searchable: false },
    { key: 'set', label: 'cards.filters.set', searchable: true },
    { key: 'attribute', label: 'cards.filters.attribute', searchable: true },
    { key: 'family', label: 'cards.filters.family', searchable: true },
  ];

  return (
    <form
      className="cards-filters"
      aria-label={intl.formatMessage({ id: 'cards.filters.label' })}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="cards-filters__fields">
        {fields.map(({ key, label, searchable }) => {
          const id = `${baseId}-${key}`;
          return (
            <div key={key} className="cards-filters__field">
              <label htmlFor={id} className="cards-filters__label">
                <FormattedMessage id={label} />
              </label>
              <Select<string, Choice>
                id={id}
                className="cards-filters__select"
                allowClear
                showSearch={searchable ? { filterOption: byLabel } : false}
                placeholder={intl.formatMessage({ id: 'cards.filters.any' })}
                value={draft[key] ?? undefined}
                options={choices[key]}
                onChange={(value) => onChange({ ...draft, [key]: value ?? null })}
                popupMatchSelectWidth={searchable ? 280 : true}
              />
            </div>
          );
        })}
      </div>
      <div className="cards-filters__actions">
        <Button onClick={onClearAll} icon={<ClearOutlined aria-hidden />}>
          <FormattedMessage id="cards.filters.clearAll" />
        </Button>
        <Button type="primary" htmlType="submit" icon={<FilterOutlined aria-hidden />} className={pending ? 'cards-filters__apply--pending' : undefined}>
          <FormattedMessage id="cards.filters.apply" />
        </Button>
      </div>
    </form>
  );
}
