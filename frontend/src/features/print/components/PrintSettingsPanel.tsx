import { Button, InputNumber, Select, Switch } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { CARD_SCALES, CARD_SIZES, CARDS_PER_PAGE, pageLayout, smallestMargin, type PageLayout } from '../print-layout';
import {
  BACK_CHOICES,
  BLEED_CHOICES,
  CARD_SIZE_CHOICES,
  CUT_CHOICES,
  GAP_CHOICES,
  layoutOptions,
  MAX_BACK_OFFSET_MM,
  ORIENTATION_CHOICES,
  PAPER_CHOICES,
  type PrintOptions,
} from '../print-options';

export interface PrintSettingsPanelProps {
  options: PrintOptions;
  layout: PageLayout;
  onChange: (changes: Partial<PrintOptions>) => void;
  /** The uploaded back's file name, when there is one. */
  uploadedBack: string | null;
  onUploadBack: (file: File | null) => void;
}

/** The print options (ADR 0071): each change is written to the address by the page. */
export function PrintSettingsPanel({ options, layout, onChange, uploadedBack, onUploadBack }: PrintSettingsPanelProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const realSize = options.scale === 100;
  const base = CARD_SIZES[options.cardSize];
  const margin = smallestMargin(layout);
  const fitting = options.cardsPerPage === 'fit' ? layout.slots.length : pageLayout({ ...layoutOptions(options), cardsPerPage: 'fit' }).slots.length;

  const mm = (value: number) => intl.formatMessage({ id: 'print.settings.mm' }, { value });
  const option = (key: keyof PrintOptions) => (value: PrintOptions[typeof key]) => onChange({ [key]: value });

  return (
    <section className="print-settings" aria-labelledby="print-settings-title">
      <h2 id="print-settings-title">
        <FormattedMessage id="print.settings.title" />
      </h2>
      <SelectRow
        id="print.settings.paper"
        value={options.paper}
        choices={PAPER_CHOICES}
        label={(value) => label(`print.settings.paper.${value}`)}
        onChange={option('paper')}
      />
      <SelectRow
        id="print.settings.orientation"
        value={options.orientation}
        choices={ORIENTATION_CHOICES}
        label={(value) => label(`print.settings.orientation.${value}`)}
        onChange={option('orientation')}
      />
      <SelectRow
        id="print.settings.cardsPerPage"
        value={options.cardsPerPage}
        choices={CARDS_PER_PAGE}
        label={(value) => (value === 'fit' ? intl.formatMessage({ id: 'print.settings.cardsPerPage.fit' }, { count: fitting }) : String(value))}
        onChange={option('cardsPerPage')}
      />
      <SelectRow
        id="print.settings.format"
        value={options.cardSize}
        choices={CARD_SIZE_CHOICES}
        label={(value) => intl.formatMessage({ id: `print.settings.format.${value}` }, { width: CARD_SIZES[value].width, height: CARD_SIZES[value].height })}
        onChange={option('cardSize')}
      />
      <label className="print-settings__row">
        <span>
          <FormattedMessage id="print.settings.realSize" />
        </span>
        <Switch checked={realSize} onChange={(checked) => onChange({ scale: checked ? 100 : 95 })} aria-label={label('print.settings.realSize')} />
      </label>
      <SelectRow
        id="print.settings.cardSize"
        value={options.scale}
        choices={CARD_SCALES}
        disabled={realSize}
        label={(value) =>
          intl.formatMessage(
            { id: 'print.settings.cardSizeOption' },
            { percent: value, width: Math.round(base.width * value) / 100, height: Math.round(base.height * value) / 100 },
          )
        }
        onChange={option('scale')}
      />
      <SelectRow id="print.settings.gap" value={options.gap} choices={GAP_CHOICES} label={mm} onChange={option('gap')} />
      <SelectRow id="print.settings.bleed" value={options.bleed} choices={BLEED_CHOICES} label={mm} onChange={option('bleed')} />
      {layout.gap > options.gap && (
        <p className="print-settings__hint">
          <FormattedMessage id="print.settings.gapWidened" values={{ gap: layout.gap }} />
        </p>
      )}
      <SelectRow
        id="print.settings.cuts"
        value={options.cuts}
        choices={CUT_CHOICES}
        label={(value) => label(`print.settings.cuts.${value}`)}
        onChange={option('cuts')}
      />
      <SelectRow
        id="print.settings.backs"
        value={options.back}
        choices={BACK_CHOICES}
        label={(value) => label(`print.settings.backs.${value}`)}
        onChange={option('back')}
      />
      {options.back === 'upload' && (
        <div className="print-settings__upload">
          <label className="print-settings__upload-label">
            <span>
              <FormattedMessage id="print.settings.backs.choose" />
            </span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="print-settings__file-input"
              onChange={(event) => onUploadBack(event.target.files?.[0] ?? null)}
            />
          </label>
          <span className="print-settings__hint">
            {uploadedBack ? (
              <>
                {uploadedBack}{' '}
                <Button type="link" size="small" onClick={() => onUploadBack(null)}>
                  <FormattedMessage id="print.settings.backs.remove" />
                </Button>
              </>
            ) : (
              <FormattedMessage id="print.settings.backs.missing" />
            )}
          </span>
          <p className="print-settings__hint">
            <FormattedMessage id="print.settings.backs.private" />
          </p>
        </div>
      )}
      {options.back !== 'none' && (
        <>
          <div className="print-settings__row">
            <span id="print-back-offset">
              <FormattedMessage id="print.settings.backOffset" />
            </span>
            <span className="print-settings__offsets" role="group" aria-labelledby="print-back-offset">
              {(['backOffsetX', 'backOffsetY'] as const).map((key) => (
                <InputNumber
                  key={key}
                  value={options[key]}
                  min={-MAX_BACK_OFFSET_MM}
                  max={MAX_BACK_OFFSET_MM}
                  step={0.1}
                  precision={1}
                  addonBefore={key === 'backOffsetX' ? 'x' : 'y'}
                  aria-label={label(key === 'backOffsetX' ? 'print.settings.backOffset.x' : 'print.settings.backOffset.y')}
                  onChange={(value) =>
                    onChange({ [key]: typeof value === 'number' && Math.abs(value) <= MAX_BACK_OFFSET_MM ? Math.round(value * 10) / 10 : 0 })
                  }
                />
              ))}
            </span>
          </div>
          <p className="print-settings__hint">
            <FormattedMessage id="print.settings.duplex" />
          </p>
        </>
      )}
      {margin < 4 && (
        <p className="print-settings__warning">
          <FormattedMessage id="print.settings.thinMargin" values={{ margin }} />
        </p>
      )}
      <p className="print-settings__hint">
        <FormattedMessage
          id="print.settings.layout"
          values={{ columns: layout.columns, rows: layout.rows, orientation: intl.formatMessage({ id: `print.settings.orientation.${layout.orientation}` }) }}
        />
      </p>
      <p className="print-settings__hint">
        <FormattedMessage id="print.settings.hint" />
      </p>
    </section>
  );
}

/** One option as a labelled select of its choices. */
function SelectRow<T extends string | number>({
  id,
  value,
  choices,
  label,
  onChange,
  disabled = false,
}: {
  id: MessageId;
  value: T;
  choices: readonly T[];
  label: (value: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <label className="print-settings__row">
      <span>
        <FormattedMessage id={id} />
      </span>
      <Select<T>
        value={value}
        disabled={disabled}
        onChange={onChange}
        options={choices.map((choice) => ({ value: choice, label: label(choice) }))}
        aria-label={intl.formatMessage({ id })}
      />
    </label>
  );
}
