import { AppstoreOutlined, BarsOutlined, DatabaseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Input, Segmented, Select } from 'antd';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useGameRules } from '../../../api/game-rules';
import { ButtonLink } from '../../../components/ButtonLink';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { useListCardsQuery, type CardDto } from '../api';
import { countActiveFilters, filterCards, filterOptions, NO_FILTERS } from '../card-filters';
import {
  CARD_SORTS,
  panelFilters,
  readCardsView,
  samePanelFilters,
  sortCards,
  writeCardsView,
  type CardLayout,
  type CardSort,
  type CardsView,
  type PanelFilters,
} from '../card-query';
import { CardDetailModal } from '../components/CardDetailModal';
import { CardFiltersPanel } from '../components/CardFiltersPanel';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { CardRow, CardTile } from '../components/CardTile';
import '../cards.css';

/** SPEC §9: cards are shown 24 at a time, and each load-more adds 24. */
const CARDS_PAGE_SIZE = 24;

const NO_CARDS: CardDto[] = [];

/**
 * /cards. The view (filters, layout, order) lives in the query string, so a filtered view can be
 * shared and survives a reload. The name filters as you type; the other filters wait for Apply.
 */
export default function CardsPage() {
  const intl = useIntl();
  const { data: cards = NO_CARDS, isLoading, isError, isFetching, refetch } = useListCardsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const view = useMemo(() => readCardsView(new URLSearchParams(query)), [query]);

  // What the controls show. They follow the address when it changes from outside (back button, a
  // link); our own navigations carry a marker, so a URL update that lags behind typing never resets them.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [nameInput, setNameInput] = useState(view.filters.name);
  const [draft, setDraft] = useState<PanelFilters>(() => panelFilters(view.filters));
  const [panelOpen, setPanelOpen] = useState(() => countActiveFilters({ ...view.filters, name: '' }) > 0);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    const fromControls = navigationType !== 'POP' && (location.state as { cardsControls?: boolean } | null)?.cardsControls === true;
    if (!fromControls) {
      setNameInput(view.filters.name);
      setDraft(panelFilters(view.filters));
    }
  }

  const showView = useCallback(
    (next: CardsView, replace: boolean) => setSearchParams(writeCardsView(next), { replace, state: { cardsControls: true } }),
    [setSearchParams],
  );

  // Typing stays responsive on 5,000 cards: the list filters a beat behind the input.
  const appliedFilters = useMemo(() => ({ ...view.filters, name: nameInput }), [view.filters, nameInput]);
  const deferredFilters = useDeferredValue(appliedFilters);
  const deferredSort = useDeferredValue(view.sort);
  const cardTypes = useGameRules()?.cardTypes;
  const options = useMemo(() => filterOptions(cards, cardTypes), [cards, cardTypes]);
  const sortedCards = useMemo(() => sortCards(cards, deferredSort), [cards, deferredSort]);
  const matchingCards = useMemo(() => filterCards(sortedCards, deferredFilters), [sortedCards, deferredFilters]);

  // Back to the first 24 whenever what is shown changes.
  const listKey = `${JSON.stringify(deferredFilters)}|${deferredSort}`;
  const [shown, setShown] = useState({ key: listKey, count: CARDS_PAGE_SIZE });
  if (shown.key !== listKey) setShown({ key: listKey, count: CARDS_PAGE_SIZE });
  const visibleCount = shown.key === listKey ? shown.count : CARDS_PAGE_SIZE;
  const visibleCards = matchingCards.slice(0, visibleCount);

  const [openCard, setOpenCard] = useState<CardDto | null>(null);
  const closeCard = useCallback(() => setOpenCard(null), []);

  const appliedPanelCount = countActiveFilters({ ...view.filters, name: '' });
  const pending = !samePanelFilters(draft, panelFilters(view.filters));

  const changeName = (name: string) => {
    setNameInput(name);
    showView({ ...view, filters: { ...view.filters, name } }, true);
  };
  const apply = () => showView({ ...view, filters: { ...draft, name: nameInput } }, false);
  const clearAll = () => {
    setNameInput('');
    setDraft(panelFilters(NO_FILTERS));
    showView({ ...view, filters: NO_FILTERS }, false);
  };
  const changeLayout = (layout: CardLayout) => showView({ ...view, filters: { ...view.filters, name: nameInput }, layout }, true);
  const changeSort = (sort: CardSort) => showView({ ...view, filters: { ...view.filters, name: nameInput }, sort }, true);

  const Item = view.layout === 'list' ? CardRow : CardTile;

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
      </header>

      {cards.length > 0 && (
        <section className="cards-toolbar" aria-label={intl.formatMessage({ id: 'cards.toolbar.label' })}>
          <Input
            className="cards-search"
            type="search"
            size="large"
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder={intl.formatMessage({ id: 'cards.search.placeholder' })}
            aria-label={intl.formatMessage({ id: 'cards.search.label' })}
            value={nameInput}
            onChange={(event) => changeName(event.target.value)}
          />
          <div className="cards-toolbar__controls">
            <Badge count={appliedPanelCount} size="small" color="#e3b04b">
              <Button
                size="large"
                icon={<FilterOutlined aria-hidden />}
                aria-expanded={panelOpen}
                aria-controls="cards-filters-panel"
                onClick={() => setPanelOpen((open) => !open)}
                type={panelOpen ? 'primary' : 'default'}
                ghost={panelOpen}
              >
                <FormattedMessage id="cards.filters.toggle" />
              </Button>
            </Badge>
            <Select<CardSort>
              size="large"
              className="cards-toolbar__sort"
              aria-label={intl.formatMessage({ id: 'cards.sort.label' })}
              value={view.sort}
              onChange={changeSort}
              options={CARD_SORTS.map((sort) => ({ value: sort, label: intl.formatMessage({ id: `cards.sort.${sort}` }) }))}
            />
            <Segmented<CardLayout>
              size="large"
              aria-label={intl.formatMessage({ id: 'cards.layout.label' })}
              value={view.layout}
              onChange={changeLayout}
              options={[
                {
                  value: 'grid',
                  icon: <AppstoreOutlined aria-hidden />,
                  label: <span className="cards-layout__label">{intl.formatMessage({ id: 'cards.layout.grid' })}</span>,
                },
                {
                  value: 'list',
                  icon: <BarsOutlined aria-hidden />,
                  label: <span className="cards-layout__label">{intl.formatMessage({ id: 'cards.layout.list' })}</span>,
                },
              ]}
            />
          </div>
        </section>
      )}

      {cards.length > 0 && panelOpen && (
        <div id="cards-filters-panel">
          <CardFiltersPanel options={options} draft={draft} onChange={setDraft} onApply={apply} onClearAll={clearAll} pending={pending} />
        </div>
      )}

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
            <Button onClick={clearAll}>
              <FormattedMessage id={appliedPanelCount > 0 ? 'cards.filters.clearAll' : 'cards.empty.clearSearch'} />
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <p className="cards-count" aria-live="polite">
            <FormattedMessage id="cards.count" values={{ shown: visibleCards.length, total: matchingCards.length }} />
          </p>
          <ul className={view.layout === 'list' ? 'card-list' : 'card-grid'} aria-label={intl.formatMessage({ id: 'cards.grid.label' })}>
            {visibleCards.map((card) => (
              <Item key={card.id} card={card} onOpen={setOpenCard} />
            ))}
          </ul>
          {visibleCards.length < matchingCards.length && (
            <div className="load-more">
              <Button size="large" onClick={() => setShown({ key: listKey, count: visibleCount + CARDS_PAGE_SIZE })}>
                <FormattedMessage id="cards.loadMore" />
              </Button>
            </div>
          )}
        </>
      )}

      <CardDetailModal card={openCard} onClose={closeCard} />
    </div>
  );
}
