import { useIntl } from 'react-intl';
import { useGameRules } from '../api/game-rules';
import { cardColorSwatches } from '../lib/card-colors';
import type { CardDto } from '../api/generated';
import { colorsLabel, isLeader, typeLabel } from '../lib/card-labels';
import './card-text-face.css';

/** A band of the card's colours: one solid colour, or hard stripes for a multicolour card. */
function colourBand(color: string | null): string {
  const swatches = cardColorSwatches(color);
  if (swatches.length === 0) return 'var(--border)';
  if (swatches.length === 1) return swatches[0]!;
  const step = 100 / swatches.length;
  return `linear-gradient(90deg, ${swatches.map((swatch, index) => `${swatch} ${index * step}% ${(index + 1) * step}%`).join(', ')})`;
}

/**
 * A card without a picture (none recorded, or it cannot be had), drawn as text in the card's shape:
 * colour band, cost (life for a leader), name, type, code, power and counter, readable at a glance.
 * One image for assistive technology, named with the same facts.
 */
export function CardTextFace({ card, alt }: { card: CardDto; alt: string }) {
  const intl = useIntl();
  const rules = useGameRules();
  const leader = isLeader(card, rules);
  const costLabel = intl.formatMessage({ id: leader ? 'cards.field.life' : 'cards.field.cost' });
  const type = typeLabel(intl, card.type);
  const facts = [
    type,
    colorsLabel(intl, card.color),
    card.cost !== null ? `${costLabel} ${card.cost}` : null,
    card.power !== null ? `${intl.formatMessage({ id: 'cards.field.power' })} ${card.power}` : null,
    card.counter !== null ? `${intl.formatMessage({ id: 'cards.field.counter' })} ${card.counter}` : null,
  ].filter(Boolean);

  return (
    <div className="card-face" role="img" aria-label={`${alt}: ${facts.join(', ')}`}>
      <span className="card-face__band" style={{ background: colourBand(card.color) }} />
      <div className="card-face__top">
        {card.cost !== null && (
          <span className={leader ? 'card-face__cost card-face__cost--life' : 'card-face__cost'} title={costLabel}>
            {card.cost}
          </span>
        )}
        <span className="card-face__type">{type}</span>
      </div>
      <p className="card-face__name">{card.name}</p>
      <p className="card-face__code">{card.code}</p>
      <dl className="card-face__stats">
        <div>
          <dt>{intl.formatMessage({ id: 'cards.field.power' })}</dt>
          <dd>{card.power ?? '–'}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'cards.field.counter' })}</dt>
          <dd>{card.counter ? `+${card.counter.replace(/^\+/, '')}` : '–'}</dd>
        </div>
      </dl>
    </div>
  );
}
