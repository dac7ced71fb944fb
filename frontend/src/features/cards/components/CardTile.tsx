import { useIntl } from 'react-intl';
import { CardImage } from '../../../components/CardImage';
import type { MessageId } from '../../../i18n/messages';
import { cardColorSwatches } from '../../../lib/card-colors';
import type { CardDto } from '../api';

const TYPE_LABELS: Record<string, MessageId> = {
  LEADER: 'cards.type.LEADER',
  CHARACTER: 'cards.type.CHARACTER',
  EVENT: 'cards.type.EVENT',
  STAGE: 'cards.type.STAGE',
  DON: 'cards.type.DON',
  'DON!!': 'cards.type.DON',
};

export function CardTile({ card }: { card: CardDto }) {
  const intl = useIntl();
  // Older data may hold other spellings of a type: those are shown as stored.
  const typeLabel = TYPE_LABELS[card.type.toUpperCase()];
  const swatches = cardColorSwatches(card.color);

  return (
    <li className="card-tile">
      <div className="card-tile__frame">
        <CardImage
          src={card.imageUrl}
          alt={intl.formatMessage({ id: 'cards.image.alt' }, { name: card.name, code: card.code })}
          width={630}
          height={880}
        />
      </div>
      <div className="card-tile__body">
        <h3 className="card-tile__name" title={card.name}>
          {swatches.length > 0 && (
            <span className="card-tile__colors" aria-hidden="true">
              {swatches.map((swatch, index) => (
                <span key={index} className="card-tile__swatch" style={{ background: swatch }} />
              ))}
            </span>
          )}
          <span className="card-tile__name-text">{card.name}</span>
        </h3>
        <p className="card-tile__meta">
          <span className="card-tile__code">{card.code}</span>
          {card.type && <span className="card-tile__type">{typeLabel ? intl.formatMessage({ id: typeLabel }) : card.type}</span>}
        </p>
      </div>
    </li>
  );
}
