import { CheckOutlined, EditOutlined, EyeOutlined, LeftOutlined, ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Slider, Tabs } from 'antd';
import { useId, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardImage } from '../../components/CardImage';
import type { MessageId } from '../../i18n/messages';

/** Zoom (docs/product.md#limits): 1–3 (step 0.1); contrast and brightness 50–150 (step 5), 100 by default. */
export const ZOOM = { min: 1, max: 3, step: 0.1, initial: 1 } as const;
export const LEVEL = { min: 50, max: 150, step: 5, initial: 100 } as const;

interface Adjustments {
  zoom: number;
  contrast: number;
  brightness: number;
  /** 'Prepare for transcription': greyscale, so the text stands out. */
  prepared: boolean;
}

const INITIAL: Adjustments = { zoom: ZOOM.initial, contrast: LEVEL.initial, brightness: LEVEL.initial, prepared: false };

/** The preview's look: CSS filters and a zoom, the picture itself is never changed. */
export function previewStyle({ zoom, contrast, brightness, prepared }: Adjustments): CSSProperties {
  return {
    filter: `${prepared ? 'grayscale(1) ' : ''}contrast(${contrast}%) brightness(${brightness}%)`,
    // The preview box sets --ocr-height: at zoom 1 the whole card fits, above it the box scrolls.
    height: `calc(var(--ocr-height) * ${zoom})`,
  };
}

export interface CardTextHelperProps {
  open: boolean;
  imageUrl: string | null;
  cardName: string;
  /** The ability text the card has now: the starting point of the transcription. */
  initialText: string;
  onApply: (text: string) => void;
  onClose: () => void;
}

/**
 * The card-text helper (the "OCR" dialog of docs/product.md#cards-import): a zoomable, adjustable view of the card picture and
 * a text area to type its text. Automatic text extraction is unavailable: the admin types the text.
 */
export function CardTextHelper({ open, imageUrl, cardName, initialText, onApply, onClose }: CardTextHelperProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={760}
      style={{ top: 24 }}
      title={intl.formatMessage({ id: 'admin.cards.ocr.title' }, { name: cardName })}
      destroyOnHidden
    >
      <HelperBody imageUrl={imageUrl} cardName={cardName} initialText={initialText} onApply={onApply} />
    </Modal>
  );
}

function HelperBody({ imageUrl, cardName, initialText, onApply }: Omit<CardTextHelperProps, 'open' | 'onClose'>) {
  const intl = useIntl();
  const textId = useId();
  const [mode, setMode] = useState<'view' | 'text'>('view');
  const [adjustments, setAdjustments] = useState<Adjustments>(INITIAL);
  const [text, setText] = useState(initialText);

  const slider = (
    key: 'zoom' | 'contrast' | 'brightness',
    label: MessageId,
    range: { min: number; max: number; step: number },
    format: (value: number) => string,
  ) => (
    <div className="card-ocr__control">
      <span className="card-ocr__control-label">
        <FormattedMessage id={label} /> <output>{format(adjustments[key])}</output>
      </span>
      <Slider
        min={range.min}
        max={range.max}
        step={range.step}
        value={adjustments[key]}
        onChange={(value: number) => setAdjustments((current) => ({ ...current, [key]: value }))}
        tooltip={{ formatter: (value) => (value === undefined ? '' : format(value)) }}
        ariaLabelForHandle={intl.formatMessage({ id: label })}
      />
    </div>
  );

  const preview = (compact: boolean) => (
    <div className={compact ? 'card-ocr__preview card-ocr__preview--compact' : 'card-ocr__preview'}>
      <CardImage
        src={imageUrl}
        alt={intl.formatMessage({ id: 'admin.cards.ocr.imageAlt' }, { name: cardName })}
        loading="eager"
        className="card-ocr__image"
        style={previewStyle(adjustments)}
      />
    </div>
  );

  return (
    <Tabs
      activeKey={mode}
      onChange={(key) => setMode(key === 'text' ? 'text' : 'view')}
      items={[
        {
          key: 'view',
          label: (
            <span>
              <EyeOutlined aria-hidden /> <FormattedMessage id="admin.cards.ocr.tab.view" />
            </span>
          ),
          children: (
            <div className="card-ocr">
              {preview(false)}
              <div className="card-ocr__controls">
                {slider('zoom', 'admin.cards.ocr.zoom', ZOOM, (value) => `${value.toFixed(1)}×`)}
                {slider('contrast', 'admin.cards.ocr.contrast', LEVEL, (value) => `${value}%`)}
                {slider('brightness', 'admin.cards.ocr.brightness', LEVEL, (value) => `${value}%`)}
              </div>
              <div className="card-ocr__actions">
                <Button onClick={() => setAdjustments(INITIAL)}>
                  <FormattedMessage id="admin.cards.ocr.reset" />
                </Button>
                <Button icon={<EditOutlined aria-hidden />} onClick={() => setMode('text')}>
                  <FormattedMessage id="admin.cards.ocr.manual" />
                </Button>
                <Button
                  type="primary"
                  icon={<ScanOutlined aria-hidden />}
                  onClick={() => {
                    setAdjustments((current) => ({ ...current, prepared: true, contrast: Math.max(current.contrast, 130) }));
                    setMode('text');
                  }}
                >
                  <FormattedMessage id="admin.cards.ocr.prepare" />
                </Button>
              </div>
            </div>
          ),
        },
        {
          key: 'text',
          label: (
            <span>
              <EditOutlined aria-hidden /> <FormattedMessage id="admin.cards.ocr.tab.text" />
            </span>
          ),
          children: (
            <div className="card-ocr">
              <Alert type="info" showIcon title={intl.formatMessage({ id: 'admin.cards.ocr.unavailable' })} />
              {preview(true)}
              <label htmlFor={textId} className="card-import__label">
                <FormattedMessage id="admin.cards.ocr.text" />
              </label>
              <Input.TextArea id={textId} className="card-ocr__text" value={text} onChange={(event) => setText(event.target.value)} rows={6} />
              <div className="card-ocr__actions">
                <Button icon={<LeftOutlined aria-hidden />} onClick={() => setMode('view')}>
                  <FormattedMessage id="admin.cards.ocr.back" />
                </Button>
                <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => onApply(text)}>
                  <FormattedMessage id="admin.cards.ocr.apply" />
                </Button>
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}
