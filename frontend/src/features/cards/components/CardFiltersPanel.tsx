import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardFilterOptionsDto } from '../../../api/generated';
import type { MessageId } from '../../../i18n/messages';
import { colorLabel, typeLabel } from '../../../lib/card-labels';
import { fieldOptions, type PanelDraft, type PanelField, type PanelState } from '../panel-query';

export interface CardFiltersPanelProps {
  /** The choices (GET /api/cards/filter-options); undefined while they load. */
  options: CardFilterOptionsDto | undefined;
  /** What the form shows; applied only on Apply. */
  draft: PanelDraft;
  /** Fields the query narrows in a way no single choice says ('cost<=2'): shown as that text. */
  custom: PanelState['custom'];
  onChange: (draft: PanelDraft) => void;
  onApply: () => void;
  onClearAll: () => void;
  /** The form differs from what is applied. */
  pending: boolean;
  /** The query's terms are not known yet (its search is on its way). */
  applyDisabled?: boolean;
}

interface Choice {
  value: string;
  label: string;
}

const byLabel = (input: string, option?: Choice) => (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());

const FIELDS: Array<{ key: PanelField; label: MessageId; searchable: boolean }> = [
  { key: 'type', label: 'cards.filters.type', searchable: false },
  { key: 'color', label: 'cards.filters.color', searchable: false },
  { key: 'cost', label: 'cards.filters.cost', searchable: false },
  { key: 'power', label: 'cards.filters.power', searchable: false },
  { key: 'set', label: 'cards.filters.set', searchable: true },
  { key: 'attribute', label: 'cards.filters.attribute', searchable: true },
  { key: 'family', label: 'cards.filters.family', searchable: true },
  { key: 'rarity', label: 'cards.filters.rarity', searchable: false },
];

/**
 * docs/product.md#cards filters: type, colour, cost (1–5, 6+), set, attribute, family, power ranges (and rarity
 * where the data has it); Apply and Clear all. Apply writes the choices into the search query.
 */
export function CardFiltersPanel({ options, draft, custom, onChange, onApply, onClearAll, pending, applyDisabled = false }: CardFiltersPanelProps) {
  const intl = useIntl();
  const baseId = useId();

  const choices = useMemo(() => {
    const label = (field: PanelField, value: string) =>
      field === 'type' ? typeLabel(intl, value) : field === 'color' ? colorLabel(intl, value) : field === 'power' ? value.replace('-', '–') : value;
    return Object.fromEntries(FIELDS.map(({ key }) => [key, fieldOptions(options, key).map(({ value }) => ({ value, label: label(key, value) }))])) as Record<
      PanelField,
      Choice[]
    >;
  }, [options, intl]);

  // Rarity only where the card data has one.
  const fields = FIELDS.filter(({ key }) => key !== 'rarity' || choices.rarity.length > 0);

  return (
    <form
      className="cards-filters"
      aria-label={intl.formatMessage({ id: 'cards.filters.label' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!applyDisabled) onApply();
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
                className={custom[key] && draft[key] === null ? 'cards-filters__select cards-filters__select--custom' : 'cards-filters__select'}
                allowClear
                showSearch={searchable ? { filterOption: byLabel } : false}
                loading={options === undefined}
                // A field the query narrows otherwise shows the query's words for it.
                placeholder={custom[key] ?? intl.formatMessage({ id: 'cards.filters.any' })}
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
        <p className="cards-filters__note">
          <FormattedMessage id="cards.filters.note" />
        </p>
        <Button onClick={onClearAll} icon={<ClearOutlined aria-hidden />}>
          <FormattedMessage id="cards.filters.clearAll" />
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={applyDisabled}
          icon={<FilterOutlined aria-hidden />}
          className={pending ? 'cards-filters__apply--pending' : undefined}
        >
          <FormattedMessage id="cards.filters.apply" />
        </Button>
      </div>
    </form>
  );
}
