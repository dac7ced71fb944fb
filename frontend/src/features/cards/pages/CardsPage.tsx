import { DatabaseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ButtonLink';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { includesSearchText } from '../../../lib/search-text';
import { useListCardsQuery, type CardDto } from '../api';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { CardTile } from '../components/CardTile';

/** SPEC §9: cards are shown 24 at a time, and each load-more adds 24. */
const CARDS_PAGE_SIZE = 24;

const NO_CARDS: CardDto[] = [];

export default function CardsPage() {
  const intl = useIntl();
  const { data: cards = NO_CARDS, isLoading, isError, isFetching, refetch } = useListCardsQuery();
  const [nameQuery, setNameQuery] = useState('');
  const [visibleCount, setVisibleCount] = useState(CARDS_PAGE_SIZE);
  // Typing stays responsive on large catalogues: the list filters a beat behind the input.
  const deferredQuery = useDeferredValue(nameQuery);

  // Kept in the API's order (SPEC: the list is shown as the server sorts it).
  const matchingCards = useMemo(() => cards.filter((card) => includesSearchText(card.name, deferredQuery)), [cards, deferredQuery]);
  const visibleCards = matchingCards.slice(0, visibleCount);

  const changeQuery = (query: string) => {
    setNameQuery(query);
    setVisibleCount(CARDS_PAGE_SIZE);
  };

  return (
    <div className="container page">
      <PageTitle>{intl.formatMessage({ id: 'cards.pageTitle' })}</PageTitle>

      <header className="page-header">
        <div>
          <h1 className="page-header__title">
            <FormattedMessage id="cards.title" />
          </h1>
          <p className="page-header__subtitle">
            <FormattedMessage id="cards.subtitle" />
          </p>
        </div>
        {cards.length > 0 && (
          <Input
            className="cards-search"
            type="search"
            size="large"
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder={intl.formatMessage({ id: 'cards.search.placeholder' })}
            aria-label={intl.formatMessage({ id: 'cards.search.label' })}
            value={nameQuery}
            onChange={(event) => changeQuery(event.target.value)}
          />
        )}
      </header>

      {isLoading ? (
        <CardGridSkeleton count={10} />
      ) : isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'cards.error.title' })}
          description={intl.formatMessage({ id: 'cards.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : matchingCards.length === 0 ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <p className="empty-state__title">
                <FormattedMessage id="cards.empty" />
              </p>
              {cards.length === 0 && (
                <p className="empty-state__text">
                  <FormattedMessage id="cards.empty.noCards" />
                </p>
              )}
            </>
          }
        >
          {cards.length === 0 ? (
            <ButtonLink to="/admin" type="primary" icon={<DatabaseOutlined aria-hidden />}>
              <FormattedMessage id="cards.empty.adminLink" />
            </ButtonLink>
          ) : (
            <Button onClick={() => changeQuery('')}>
              <FormattedMessage id="cards.empty.clearSearch" />
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <p className="cards-count" aria-live="polite">
            <FormattedMessage id="cards.count" values={{ shown: visibleCards.length, total: matchingCards.length }} />
          </p>
          <ul className="card-grid" aria-label={intl.formatMessage({ id: 'cards.grid.label' })}>
            {visibleCards.map((card) => (
              <CardTile key={card.id} card={card} />
            ))}
          </ul>
          {visibleCards.length < matchingCards.length && (
            <div className="load-more">
              <Button size="large" onClick={() => setVisibleCount((count) => count + CARDS_PAGE_SIZE)}>
                <FormattedMessage id="cards.loadMore" />
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
