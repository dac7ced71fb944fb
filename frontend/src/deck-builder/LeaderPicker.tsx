import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination } from 'antd';
import { memo, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGameRules } from '../api/game-rules';
import type { CardDto } from '../api/generated';
import { CardImage } from '../components/CardImage';
import { SEARCH_PAGE_SIZE, searchCards } from './card-picker';

export interface LeaderPickerProps {
  cards: readonly CardDto[];
  leader: CardDto | null;
  /** The deck has a leader id the catalogue no longer knows. */
  unknownLeaderId: number | null;
  loading: boolean;
  invalid: boolean;
  onSelect(card: CardDto | null): void;
}

/** Leader search (docs/product.md#deck-builder): leaders only, 12 per page. */
export const LeaderPicker = memo(function LeaderPicker({ cards, leader, unknownLeaderId, loading, invalid, onSelect }: LeaderPickerProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const rules = useGameRules();
  const results = useMemo(() => searchCards(cards, 'leader', rules, query), [cards, rules, query]);
  const shown = results.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);

  return (
    <div className="builder-picker">
      <div className={`builder-leader${invalid ? ' builder-leader--invalid' : ''}`} aria-live="polite">
        {leader ? (
          <>
            <CardImage code={leader.code} size="thumb" src={leader.imageUrl} card={leader} alt="" width={630} height={880} className="builder-leader__image" />
            <div className="builder-leader__text">
              <span className="builder-leader__label">
                <FormattedMessage id="builder.leader.selected" />
              </span>
              <strong className="builder-leader__name">{leader.name}</strong>
              <span className="builder-code">{leader.code}</span>
            </div>
            <Button
              icon={<CloseOutlined aria-hidden />}
              onClick={() => onSelect(null)}
              aria-label={intl.formatMessage({ id: 'builder.leader.remove' }, { name: leader.name })}
            >
              <FormattedMessage id="builder.leader.change" />
            </Button>
          </>
        ) : (
          <p className="builder-leader__none">
            <FormattedMessage id={unknownLeaderId ? 'builder.leader.unknown' : 'builder.leader.none'} values={{ id: unknownLeaderId }} />
          </p>
        )}
      </div>

      <Input
        type="search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={intl.formatMessage({ id: 'builder.leader.search' })}
        aria-label={intl.formatMessage({ id: 'builder.leader.search' })}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
      />

      {loading ? null : results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'builder.search.noResults' })} />
      ) : (
        <>
          <ul className="builder-results" aria-label={intl.formatMessage({ id: 'builder.leader.results' })}>
            {shown.map((card) => {
              const selected = leader?.id === card.id;
              return (
                <li key={card.id} className={`builder-result${selected ? ' builder-result--selected' : ''}`}>
                  <CardImage code={card.code} size="thumb" src={card.imageUrl} card={card} alt="" width={630} height={880} />
                  <span className="builder-result__name" title={card.name}>
                    {card.name}
                  </span>
                  <span className="builder-code">{card.code}</span>
                  <Button
                    size="small"
                    type={selected ? 'primary' : 'default'}
                    disabled={selected}
                    onClick={() => onSelect(card)}
                    aria-label={intl.formatMessage({ id: 'builder.leader.choose' }, { name: card.name, code: card.code })}
                  >
                    <FormattedMessage id={selected ? 'builder.leader.isSelected' : 'builder.leader.select'} />
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
