import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardDto } from '../api/generated';
import { CardImage } from '../components/CardImage';
import { mainDeckCount } from '../lib/deck-count';
import type { DeckLimitsDto } from '../api/generated';
import type { DraftCard } from './deck-draft';

type GroupKey = 'characters' | 'events' | 'stages' | 'other';
const GROUP_OF_TYPE: Record<string, GroupKey> = { CHARACTER: 'characters', EVENT: 'events', STAGE: 'stages' };
const GROUPS: readonly GroupKey[] = ['characters', 'events', 'stages', 'other'];

export interface DeckListSummaryProps {
  leader: CardDto | null;
  cards: readonly DraftCard[];
  cardsById: ReadonlyMap<number, CardDto>;
  /** From the game rules: the deck size shown as 'cards/50', the save minimum, the copies per card. */
  limits: DeckLimitsDto;
  onQuantity(cardId: number, quantity: number): void;
}

/** Deck list summary (docs/product.md#deck-builder): the leader and the cards by type, with 'cards/50' (the cap is shown, not enforced). */
export const DeckListSummary = memo(function DeckListSummary({ leader, cards, cardsById, limits, onQuantity }: DeckListSummaryProps) {
  const intl = useIntl();
  // The one deck count (ADR 0016): the main deck, shown with '+ leader' as on the public page.
  const count = mainDeckCount(cards);
  const groups = useMemo(() => {
    const byGroup = new Map<GroupKey, Array<{ entry: DraftCard; card: CardDto | undefined }>>(GROUPS.map((key) => [key, []]));
    for (const entry of cards) {
      const card = cardsById.get(entry.cardId);
      byGroup.get(card ? (GROUP_OF_TYPE[card.normalizedType] ?? 'other') : 'other')!.push({ entry, card });
    }
    return GROUPS.map((key) => ({
      key,
      rows: byGroup.get(key)!.sort((a, b) => (a.card?.code ?? '').localeCompare(b.card?.code ?? '')),
    })).filter(({ rows }) => rows.length > 0);
  }, [cards, cardsById]);

  const state = count > limits.deckSize ? 'over' : count >= limits.minCardsToSave ? 'ok' : 'under';

  return (
    <section className="builder-summary" aria-labelledby="builder-summary-title">
      <header className="builder-summary__header">
        <h3 id="builder-summary-title" className="builder-summary__title">
          <FormattedMessage id="builder.summary.title" />
        </h3>
        <span
          className={`builder-summary__count builder-summary__count--${state}`}
          aria-label={intl.formatMessage({ id: 'builder.summary.countLabel' }, { count, cap: limits.deckSize })}
        >
          <FormattedMessage id="builder.summary.count" values={{ count, cap: limits.deckSize }} />
        </span>
      </header>

      <div className="builder-summary__leader">
        <span className="builder-summary__group-title">
          <FormattedMessage id="deck.composition.leader" values={{ count: leader ? 1 : 0 }} />
        </span>
        {leader ? (
          <span className="builder-summary__leader-name">
            {leader.name} <span className="builder-code">{leader.code}</span>
          </span>
        ) : (
          <span className="builder-muted">
            <FormattedMessage id="builder.leader.none" />
          </span>
        )}
      </div>

      {groups.length === 0 ? (
        <p className="builder-muted builder-summary__empty">
          <FormattedMessage id="builder.summary.empty" />
        </p>
      ) : (
        groups.map(({ key, rows }) => (
          <div key={key} className="builder-summary__group">
            <span className="builder-summary__group-title">
              <FormattedMessage id={`deck.composition.${key}`} values={{ count: rows.reduce((sum, { entry }) => sum + entry.quantity, 0) }} />
            </span>
            <ul className="builder-summary__list">
              {rows.map(({ entry, card }) => {
                const name = card?.name ?? intl.formatMessage({ id: 'builder.summary.unknownCard' }, { id: entry.cardId });
                return (
                  <li key={entry.cardId} className="builder-summary__row">
                    <CardImage
                      code={card?.code}
                      size="thumb"
                      src={card?.imageUrl}
                      card={card}
                      alt=""
                      width={630}
                      height={880}
                      className="builder-summary__thumb"
                    />
                    <span className="builder-summary__qty">{entry.quantity}x</span>
                    <span className="builder-summary__name" title={name}>
                      {name}
                      {card && <span className="builder-code">{card.code}</span>}
                    </span>
                    <span className="builder-summary__actions">
                      <Button
                        size="small"
                        type="text"
                        icon={<MinusOutlined aria-hidden />}
                        onClick={() => onQuantity(entry.cardId, entry.quantity - 1)}
                        aria-label={intl.formatMessage({ id: 'builder.summary.less' }, { name })}
                      />
                      <Button
                        size="small"
                        type="text"
                        icon={<PlusOutlined aria-hidden />}
                        disabled={entry.quantity >= limits.maxCopies}
                        onClick={() => onQuantity(entry.cardId, entry.quantity + 1)}
                        aria-label={intl.formatMessage({ id: 'builder.summary.more' }, { name })}
                      />
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => onQuantity(entry.cardId, 0)}
                        aria-label={intl.formatMessage({ id: 'builder.summary.remove' }, { name })}
                      />
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  );
});
