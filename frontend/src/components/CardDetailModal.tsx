import { Modal, Radio } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useGameRules } from '../api/game-rules';
import { CardImage } from './CardImage';
import type { MessageId } from '../i18n/messages';
import type { CardDto } from '../api/generated';
import { cardTextLines, colorsLabel, isLeader, printingLabel, typeLabel } from '../lib/card-labels';
import './card-detail.css';

export interface CardDetailModalProps {
  /** The card to show; null keeps the popup closed. */
  card: CardDto | null;
  /** Every printing of the card (base, parallels, reprints), in list order; a selector switches between them. */
  printings?: readonly CardDto[];
  onClose: () => void;
}

/**
 * The card detail popup, the one of the whole site (/cards, a deck's list, the back office; docs/product.md#cards):
 * big picture with the card-back fallback, every field, and the ability and trigger texts with their line
 * breaks. Texts are rendered as text, never as HTML. A card printed more than once gets a selector of its printings.
 */
export function CardDetailModal({ card, printings, onClose }: CardDetailModalProps) {
  return (
    <Modal open={card !== null} onCancel={onClose} footer={null} width={860} title={card?.name} className="card-detail-modal" destroyOnHidden>
      {card && (
        <>
          <CardPrintings key={card.id} card={card} printings={printings && printings.length > 1 ? printings : [card]} />
          <p className="card-detail__page-link">
            <Link to={`/cards/${encodeURIComponent(card.baseCode)}`}>
              <FormattedMessage id="cards.detail.openPage" />
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}

/** 'Base', 'Parallel 1', 'Parallel 2', 'Reprint': numbered only where a kind repeats. */
function printingNames(intl: ReturnType<typeof useIntl>, printings: readonly CardDto[]): Map<number, string> {
  const totals = new Map<string, number>();
  for (const { printing } of printings) totals.set(printing, (totals.get(printing) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    printings.map(({ id, printing }) => {
      const index = (seen.get(printing) ?? 0) + 1;
      seen.set(printing, index);
      const label = printingLabel(intl, printing);
      return [id, totals.get(printing)! > 1 ? `${label} ${index}` : label];
    }),
  );
}

/** The card with a selector of its printings: the popup's body, and the card page's (/cards/{code}). */
export function CardPrintings({ card, printings }: { card: CardDto; printings: readonly CardDto[] }) {
  const intl = useIntl();
  const labelId = useId();
  const [selectedId, setSelectedId] = useState(card.id);
  const selected = printings.find((printing) => printing.id === selectedId) ?? card;
  const names = printingNames(intl, printings);
  return (
    <>
      {printings.length > 1 && (
        <div className="card-detail__printings">
          <span id={labelId} className="card-detail__printings-label">
            <FormattedMessage id="cards.printings.label" values={{ count: printings.length }} />
          </span>
          <Radio.Group
            aria-labelledby={labelId}
            optionType="button"
            size="small"
            value={selected.id}
            onChange={(event) => setSelectedId(event.target.value as number)}
            options={printings.map((printing) => ({ value: printing.id, label: <span title={printing.code}>{names.get(printing.id)}</span> }))}
          />
        </div>
      )}
      <CardDetail card={selected} />
    </>
  );
}

function CardDetail({ card }: { card: CardDto }) {
  const intl = useIntl();
  const rules = useGameRules();
  const dash = '–';
  const value = (content: ReactNode) => (content === null || content === undefined || content === '' ? dash : content);
  const fields: Array<{ label: MessageId; content: ReactNode }> = [
    { label: 'cards.field.code', content: card.code },
    { label: 'cards.field.type', content: typeLabel(intl, card.type) },
    { label: 'cards.field.color', content: colorsLabel(intl, card.color) },
    { label: isLeader(card, rules) ? 'cards.field.life' : 'cards.field.cost', content: card.cost },
    { label: 'cards.field.power', content: card.power },
    { label: 'cards.field.counter', content: card.counter },
    { label: 'cards.field.attribute', content: card.attribute },
    { label: 'cards.field.family', content: card.family?.split('/').join(' / ') },
    { label: 'cards.field.set', content: card.set },
    ...(card.rarity ? [{ label: 'cards.field.rarity' as const, content: card.rarity }] : []),
  ];
  const ability = cardTextLines(card.ability);
  const trigger = cardTextLines(card.trigger);

  return (
    <div className="card-detail">
      <div className="card-detail__image">
        <CardImage
          code={card.code}
          src={card.imageUrl}
          card={card}
          alt={intl.formatMessage({ id: 'cards.image.alt' }, { name: card.name, code: card.code })}
          loading="eager"
          width={630}
          height={880}
        />
      </div>
      <div className="card-detail__info">
        <dl className="card-detail__fields">
          {fields.map(({ label, content }) => (
            <div key={label} className="card-detail__field">
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{value(content)}</dd>
            </div>
          ))}
        </dl>
        {/* Card texts come from the English catalogue only: the Italian site says so once, not on every line (ADR 0076). */}
        {intl.locale.startsWith('it') && (
          <p className="card-detail__language-note">
            <FormattedMessage id="cards.detail.textsInEnglish" />
          </p>
        )}
        <section className="card-detail__text" lang="en" aria-label={intl.formatMessage({ id: 'cards.field.ability' })}>
          <h3>
            <FormattedMessage id="cards.field.ability" />
          </h3>
          <p className="card-detail__lines">{ability || dash}</p>
        </section>
        {trigger && (
          <section className="card-detail__text card-detail__text--trigger" lang="en" aria-label={intl.formatMessage({ id: 'cards.field.trigger' })}>
            <h3>
              <FormattedMessage id="cards.field.trigger" />
            </h3>
            <p className="card-detail__lines">{trigger}</p>
          </section>
        )}
      </div>
    </div>
  );
}
