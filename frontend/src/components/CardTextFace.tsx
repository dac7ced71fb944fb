import { useIntl } from 'react-intl';
import { useGameRules } from '../api/game-rules';
import type { CardDto } from '../api/generated';
import { cardFaceContent } from './card-text-face';
import './card-text-face.css';

/** A band of the card's colours: one solid colour, or hard stripes for a multicolour card. */
function colourBand(swatches: string[]): string {
  if (swatches.length === 0) return 'var(--border)';
  if (swatches.length === 1) return swatches[0]!;
  const step = 100 / swatches.length;
  return `linear-gradient(90deg, ${swatches.map((swatch, index) => `${swatch} ${index * step}% ${(index + 1) * step}%`).join(', ')})`;
}

export interface CardTextFaceProps {
  card: CardDto;
  alt: string;
  /**
   * 'screen' (default): the site's dark tile; its effect texts show only where the face is wide enough to read them.
   * 'print': the proxy as printed (a frame in the card's colours, a white panel), its texts always drawn, sized to the card.
   */
  variant?: 'screen' | 'print';
}

/**
 * A card without a picture (none recorded, or it cannot be had), drawn as text in the card's shape: colour band, cost
 * (life for a leader), type, name, code, effect and trigger texts, power and counter. What it says comes from
 * cardFaceContent, the same as the PDF's text face (ADR 0071). One image for assistive technology, named with the same facts.
 */
export function CardTextFace({ card, alt, variant = 'screen' }: CardTextFaceProps) {
  const intl = useIntl();
  const face = cardFaceContent(intl, card, useGameRules());
  const band = colourBand(face.swatches);

  const body = (
    <>
      {variant === 'screen' && <span className="card-face__band" style={{ background: band }} />}
      <div className="card-face__top">
        {face.cost && (
          <span className={face.leader ? 'card-face__cost card-face__cost--life' : 'card-face__cost'} title={face.cost.label}>
            {face.cost.value}
          </span>
        )}
        <span className="card-face__type">
          {face.type}
          {variant === 'print' && face.colors && <span className="card-face__colors">{face.colors}</span>}
        </span>
      </div>
      <p className="card-face__name">{card.name}</p>
      <p className="card-face__code">{card.code}</p>
      {(face.effect || face.trigger) && (
        <div className="card-face__texts">
          {face.effect && <p className="card-face__effect">{face.effect.text}</p>}
          {face.trigger && (
            <p className="card-face__trigger">
              <strong>{face.trigger.label}:</strong> {face.trigger.text}
            </p>
          )}
        </div>
      )}
      <dl className="card-face__stats">
        <div>
          <dt>{face.power.label}</dt>
          <dd>{face.power.value}</dd>
        </div>
        <div>
          <dt>{face.counter.label}</dt>
          <dd>{face.counter.value}</dd>
        </div>
      </dl>
    </>
  );
  const label = `${alt}: ${face.summary}`;

  // The printed face: a frame in the card's colours around a white panel.
  return variant === 'print' ? (
    <div className="card-face card-face--print" role="img" aria-label={label} style={{ background: band }}>
      <div className="card-face__panel">{body}</div>
    </div>
  ) : (
    <div className="card-face" role="img" aria-label={label}>
      {body}
    </div>
  );
}
