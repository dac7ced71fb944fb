import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { CardDto } from '../../../api/decks';

const TYPE_LABELS: Record<string, MessageId> = {
  LEADER: 'deck.card.type.LEADER',
  CHARACTER: 'deck.card.type.CHARACTER',
  EVENT: 'deck.card.type.EVENT',
  STAGE: 'deck.card.type.STAGE',
  DON: 'deck.card.type.DON',
};

/** A card of the deck in words (detail popup, docs/product.md#composition-and-card-popup): its stats, effect and trigger, line breaks kept. */
export function CardDetailDialog({ card, onClose }: { card: CardDto | null; onClose(): void }) {
  const intl = useIntl();
  const typeLabel = card ? TYPE_LABELS[card.normalizedType] : undefined;

  const stats: Array<[MessageId, ReactNode]> = card
    ? [
        ['deck.card.type', typeLabel ? intl.formatMessage({ id: typeLabel }) : card.type],
        ['deck.card.color', card.color],
        ['deck.card.cost', card.cost],
        ['deck.card.power', card.power],
        ['deck.card.counter', card.counter],
        ['deck.card.attribute', card.attribute],
        ['deck.card.family', card.family],
        ['deck.card.set', card.set],
      ]
    : [];

  return (
    <Modal
      open={card !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={card ? intl.formatMessage({ id: 'deck.card.title' }, { name: card.name, code: card.code }) : undefined}
      className="card-detail-dialog"
    >
      {card && (
        <div className="card-detail">
          <dl className="card-detail__stats">
            {stats
              .filter(([, value]) => value !== null && value !== undefined && value !== '')
              .map(([label, value]) => (
                <div key={label} className="card-detail__stat">
                  <dt>
                    <FormattedMessage id={label} />
                  </dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <section className="card-detail__text" aria-label={intl.formatMessage({ id: 'deck.card.effect' })}>
            <h3 className="card-detail__heading">
              <FormattedMessage id="deck.card.effect" />
            </h3>
            <p className="card-detail__ability">{card.ability?.trim() ? card.ability : intl.formatMessage({ id: 'deck.card.noEffect' })}</p>
          </section>
          {card.trigger?.trim() && (
            <section className="card-detail__text" aria-label={intl.formatMessage({ id: 'deck.card.trigger' })}>
              <h3 className="card-detail__heading">
                <FormattedMessage id="deck.card.trigger" />
              </h3>
              <p className="card-detail__ability">{card.trigger}</p>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
