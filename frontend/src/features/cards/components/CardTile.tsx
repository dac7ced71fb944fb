import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useGameRules } from '../../../api/game-rules';
import { CardImage } from '../../../components/CardImage';
import { cardColorSwatches } from '../../../lib/card-colors';
import type { CardDto } from '../api';
import { isLeader, printingLabel, typeLabel } from '../../../lib/card-labels';
import { CardTextFace } from '../../../components/CardTextFace';

export interface CardItemProps {
  card: CardDto;
  /** How many printings the card has (1 when it has only this one). */
  printings?: number;
  /** Opens the card's detail popup. */
  onOpen: (card: CardDto) => void;
}

function ColorSwatches({ color }: { color: string | null }) {
  const swatches = cardColorSwatches(color);
  if (swatches.length === 0) return null;
  return (
    <span className="card-tile__colors" aria-hidden="true">
      {swatches.map((swatch, index) => (
        <span key={index} className="card-tile__swatch" style={{ background: swatch }} />
      ))}
    </span>
  );
}

/**
 * A card in the grid. The name is a button (inside the heading) whose click area covers the whole
 * tile, so the tile opens the popup with a mouse, a finger or the keyboard.
 */
export const CardTile = memo(function CardTile({ card, printings = 1, onOpen }: CardItemProps) {
  const intl = useIntl();
  const alt = intl.formatMessage({ id: 'cards.image.alt' }, { name: card.name, code: card.code });
  return (
    <li className="card-tile card-tile--interactive">
      <div className="card-tile__frame">
        {/* No picture (none recorded, or the site cannot get it): the card as text, never a card back. */}
        <CardImage code={card.code} size="thumb" src={card.imageUrl} alt={alt} width={630} height={880} fallback={<CardTextFace card={card} alt={alt} />} />
        {card.printing !== 'base' && <span className="card-tile__printing">{printingLabel(intl, card.printing)}</span>}
        {printings > 1 && <span className="card-tile__printings">{intl.formatMessage({ id: 'cards.printings.count' }, { count: printings })}</span>}
      </div>
      <div className="card-tile__body">
        <h2 className="card-tile__name" title={card.name}>
          <button type="button" className="card-open" aria-haspopup="dialog" onClick={() => onOpen(card)}>
            <ColorSwatches color={card.color} />
            <span className="card-tile__name-text">{card.name}</span>
          </button>
        </h2>
        <p className="card-tile__meta">
          <span className="card-tile__code">{card.code}</span>
          {card.type && <span className="card-tile__type">{typeLabel(intl, card.type)}</span>}
        </p>
      </div>
    </li>
  );
});

/** A card as a compact row of the list layout: thumbnail, name, code, type, colour, cost, power, set. */
export const CardRow = memo(function CardRow({ card, onOpen }: CardItemProps) {
  const intl = useIntl();
  const rules = useGameRules();
  const dash = '–';
  return (
    <li className="card-row">
      <CardImage
        className="card-row__image"
        code={card.code}
        size="thumb"
        src={card.imageUrl}
        alt={intl.formatMessage({ id: 'cards.image.alt' }, { name: card.name, code: card.code })}
        width={63}
        height={88}
      />
      <div className="card-row__main">
        <h2 className="card-row__name" title={card.name}>
          <button type="button" className="card-open" aria-haspopup="dialog" onClick={() => onOpen(card)}>
            <ColorSwatches color={card.color} />
            <span className="card-tile__name-text">{card.name}</span>
          </button>
        </h2>
        <p className="card-tile__meta">
          <span className="card-tile__code">{card.code}</span>
          {card.type && <span className="card-tile__type">{typeLabel(intl, card.type)}</span>}
          {card.set && <span className="card-row__set">{card.set}</span>}
        </p>
      </div>
      <dl className="card-row__stats">
        <div>
          <dt>{intl.formatMessage({ id: isLeader(card, rules) ? 'cards.field.life' : 'cards.field.cost' })}</dt>
          <dd>{card.cost ?? dash}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'cards.field.power' })}</dt>
          <dd>{card.power ?? dash}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'cards.field.counter' })}</dt>
          <dd>{card.counter ?? dash}</dd>
        </div>
      </dl>
    </li>
  );
});
