import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Segmented } from 'antd';
import { memo, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGameRules } from '../api/game-rules';
import type { CardDto } from '../api/generated';
import { CardImage } from '../components/CardImage';
import { typeLabel } from '../lib/card-labels';
import { SEARCH_PAGE_SIZE, searchCards } from './card-picker';
import type { DraftCard } from './deck-draft';

export interface CardSearchProps {
  cards: readonly CardDto[];
  deckCards: readonly DraftCard[];
  loading: boolean;
  /** Copies of a card a deck may hold (game rules): the quantity choices are 1 to this. */
  maxCopies: number;
  onAdd(card: CardDto, quantity: number): void;
}

/** Card search (docs/product.md#deck-builder): characters, events and stages, 12 per page, each added with 1 to 4 copies. */
export const CardSearch = memo(function CardSearch({ cards, deckCards, loading, maxCopies, onAdd }: CardSearchProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const rules = useGameRules();
  const results = useMemo(() => searchCards(cards, 'playable', rules, query, type === 'all' ? null : type), [cards, rules, query, type]);
  const shown = results.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  const inDeck = useMemo(() => new Map(deckCards.map(({ cardId, quantity }) => [cardId, quantity])), [deckCards]);

  return (
    <div className="builder-picker">
      <div className="builder-picker__controls">
        <Input
          type="search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={intl.formatMessage({ id: 'builder.cards.search' })}
          aria-label={intl.formatMessage({ id: 'builder.cards.search' })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <Segmented<string>
          aria-label={intl.formatMessage({ id: 'builder.cards.type' })}
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: intl.formatMessage({ id: 'builder.cards.allTypes' }) },
            ...(rules?.playableTypes ?? []).map((value) => ({ value, label: typeLabel(intl, value) })),
          ]}
        />
      </div>

      {loading ? null : results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'builder.search.noResults' })} />
      ) : (
        <>
          <p className="builder-picker__count">
            <FormattedMessage id="builder.cards.count" values={{ count: results.length }} />
          </p>
          <ul className="builder-results" aria-label={intl.formatMessage({ id: 'builder.cards.results' })}>
            {shown.map((card) => {
              const quantity = quantities[card.id] ?? maxCopies;
              const copies = inDeck.get(card.id);
              return (
                <li key={card.id} className={`builder-result${copies ? ' builder-result--in-deck' : ''}`} aria-label={`${card.name} ${card.code}`}>
                  <CardImage code={card.code} size="thumb" src={card.imageUrl} card={card} alt="" width={630} height={880} />
                  {copies && (
                    <span className="builder-result__badge">
                      <FormattedMessage id="builder.cards.inDeck" values={{ count: copies }} />
                    </span>
                  )}
                  <span className="builder-result__name" title={card.name}>
                    {card.name}
                  </span>
                  <span className="builder-code">{card.code}</span>
                  <Segmented<number>
                    size="small"
                    block
                    aria-label={intl.formatMessage({ id: 'builder.cards.quantityFor' }, { name: card.name })}
                    value={quantity}
                    onChange={(value) => setQuantities((current) => ({ ...current, [card.id]: value }))}
                    options={Array.from({ length: maxCopies }, (_, index) => ({ value: index + 1, label: String(index + 1) }))}
                  />
                  <Button
                    size="small"
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => onAdd(card, quantity)}
                    aria-label={intl.formatMessage({ id: 'builder.cards.addLabel' }, { quantity, name: card.name, code: card.code })}
                  >
                    <FormattedMessage id="builder.cards.add" />
                  </Button>
                </li>
              );
            })}
          </ul>
          {results.length > SEARCH_PAGE_SIZE && (
            <Pagination
              className="builder-pagination"
              size="small"
              current={page}
              pageSize={SEARCH_PAGE_SIZE}
              total={results.length}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
});
