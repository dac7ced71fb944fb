import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGameRules } from '../../../api/game-rules';
import { CardImage } from '../../../components/CardImage';
import type { MessageId } from '../../../i18n/messages';
import type { CardDto } from '../api';
import { cardTextLines, colorsLabel, isLeader, typeLabel } from '../card-labels';
import '../cards.css';

export interface CardDetailModalProps {
  /** The card to show; null keeps the popup closed. */
  card: CardDto | null;
  onClose: () => void;
}

/**
 * The card detail popup (SPEC /cards): big picture with the card-back fallback, every field, and the
 * ability and trigger texts with their line breaks. Texts are rendered as text, never as HTML.
 */
export function CardDetailModal({ card, onClose }: CardDetailModalProps) {
  return (
    <Modal open={card !== null} onCancel={onClose} footer={null} width={860} title={card?.name} className="card-detail-modal" destroyOnHidden>
      {card && <CardDetail card={card} />}
    </Modal>
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
  ];
  const ability = cardTextLines(card.ability);
  const trigger = cardTextLines(card.trigger);

  return (
    <div className="card-detail">
      <div className="card-detail__image">
        <CardImage
          code={card.code}
          src={card.imageUrl}
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
        <section className="card-detail__text" aria-label={intl.formatMessage({ id: 'cards.field.ability' })}>
          <h3>
            <FormattedMessage id="cards.field.ability" />
          </h3>
          <p className="card-detail__lines">{ability || dash}</p>
        </section>
        {trigger && (
          <section className="card-detail__text card-detail__text--trigger" aria-label={intl.formatMessage({ id: 'cards.field.trigger' })}>
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
