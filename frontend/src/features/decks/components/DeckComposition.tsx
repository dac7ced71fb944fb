import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardImage } from '../../../components/CardImage';
import type { CardDto } from '../../../api/decks';
import type { CompositionGroup } from '../deck-composition';
import { CardDetailModal } from '../../../components/CardDetailModal';

/** The deck by group (docs/product.md#composition-and-card-popup) (Leader, Characters, Events, Stages), each card with its copies and a detail popup. */
export function DeckComposition({ groups }: { groups: readonly CompositionGroup[] }) {
  const intl = useIntl();
  const [openCard, setOpenCard] = useState<CardDto | null>(null);

  if (groups.length === 0) {
    return (
      <p className="deck-section__empty">
        <FormattedMessage id="deck.composition.empty" />
      </p>
    );
  }

  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className="deck-group" aria-labelledby={`deck-group-${group.key}`}>
          <h3 id={`deck-group-${group.key}`} className="deck-group__title">
            <FormattedMessage id={`deck.composition.${group.key}`} values={{ count: group.count }} />
          </h3>
          <ul className="deck-group__cards">
            {group.entries.map(({ card, quantity }) => (
              <li key={card.id} className="deck-card">
                <button
                  type="button"
                  className="deck-card__button"
                  onClick={() => setOpenCard(card)}
                  aria-label={intl.formatMessage({ id: 'deck.card.open' }, { quantity, name: card.name, code: card.code })}
                >
                  <CardImage code={card.code} size="thumb" src={card.imageUrl} card={card} alt="" width={630} height={880} />
                  <span className="deck-card__quantity" aria-hidden="true">
                    {quantity}x
                  </span>
                  <span className="deck-card__caption" aria-hidden="true">
                    <span className="deck-card__name">{card.name}</span>
                    <span className="deck-card__code">{card.code}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <CardDetailModal card={openCard} onClose={() => setOpenCard(null)} />
    </>
  );
}
