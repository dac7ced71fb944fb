import { AppstoreOutlined, BarsOutlined, DatabaseOutlined, FilterOutlined, QuestionCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Empty, Input, Segmented, Select, Switch } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { readApiFailure } from '../../../lib/api-error';
import { useListCardFilterOptionsQuery, useListCardsQuery, useSearchCardsQuery, type CardDto, type CardQueryTermDto } from '../api';
import {
  CARD_SORTS,
  groupPrintings,
  hasLegacyFilters,
  legacyNeedsOptions,
  legacyQuery,
  readCardsView,
  sortCards,
  writeCardsView,
  type CardGroup,
  type CardLayout,
  type CardSort,
  type CardsView,
} from '../card-query';
import { CardDetailModal } from '../components/CardDetailModal';
import { CardFiltersPanel } from '../components/CardFiltersPanel';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { CardRow, CardTile } from '../components/CardTile';
import { queryErrorMessage } from '../query-errors';
import { countPanelFields, EMPTY_DRAFT, PANEL_FIELDS, panelStateFromTerms, queryWithPanel, type PanelDraft } from '../panel-query';
import '../cards.css';

/** SPEC §9: cards are shown 24 at a time, and each load-more adds 24. */
const CARDS_PAGE_SIZE = 24;
/** SPEC §9: card search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

const NO_CARDS: CardDto[] = [];
const NO_TERMS: CardQueryTermDto[] = [];

interface ControlsState {
  /** Set on the navigations the page's own controls make (not back/forward or a link). */
  cardsControls?: boolean;
  /** The entry was written while typing: the next keystrokes replace it instead of adding entries. */
  cardsTyping?: boolean;
}

const sameDraft = (a: PanelDraft, b: PanelDraft) => PANEL_FIELDS.every((field) => a[field] === b[field]);

/**
 * /cards. The view (query, layout, order, printings) lives in the address, so a search can be shared
 * and back/forward walk through searches. The query is read by the API only (GET /api/cards/search
 * answers the matching ids); the page shows those cards from the cached full list.
 */
export default function CardsPage() {
  const intl = useIntl();
  const { data: cards = NO_CARDS, isLoading, isError, isFetching, refetch } = useListCardsQuery();
  const { data: options } = useListCardFilterOptionsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const view = useMemo(() => readCardsView(new URLSearchParams(query)), [query]);
  const hasQuery = view.q.trim() !== '';
  const search = useSearchCardsQuery({ q: view.q }, { skip: !hasQuery });
  const searchFailure = hasQuery && search.isError ? readApiFailure(search.error) : null;
  const queryProblem = searchFailure && searchFailure.status === 422 ? queryErrorMessage(intl, search.error) : null;
  /** The query's terms as the API read them; null while unknown (on its way, or unreadable). */
  const terms = useMemo(() => (!hasQuery ? NO_TERMS : (search.currentData?.terms ?? null)), [hasQuery, search.currentData]);

  // What the controls show. They follow the address when it changes from outside (back button, a
  // link); our own navigations carry a marker, so a URL update that lags behind typing never resets them.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [queryInput, setQueryInput] = useState(view.q);
  const [panelOpen, setPanelOpen] = useState(false);
  const [seenLocation, setSeenLocation] = useState(location.key);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromControls = navigationType !== 'POP' && (location.state as ControlsState | null)?.cardsControls === true;
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (!fromControls) setQueryInput(view.q);
  }
  // Keystrokes still waiting must not overwrite an address the visitor went to (back, a link).
  useEffect(() => {
    if (!fromControls) clearTimeout(typingTimer.current);
  }, [location.key, fromControls]);

  // The latest view and history entry, for the debounced write (it runs after this render).
  const latest = useRef({ view, state: location.state as ControlsState | null });
  useEffect(() => {
    latest.current = { view, state: location.state as ControlsState | null };
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const showView = useCallback(
    (next: CardsView, replace: boolean, typing = false) =>
      setSearchParams(writeCardsView(next), { replace, state: { cardsControls: true, cardsTyping: typing } satisfies ControlsState }),
    [setSearchParams],
  );

  /**
   * Typing: the address follows 300 ms after the last keystroke, as one history entry per search
   * (the keystrokes of a search replace its entry). Emptying the box ends the search: its own entry.
   */
  const changeQuery = (value: string) => {
    setQueryInput(value);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      const { view: current, state } = latest.current;
      if (value === current.q) return;
      const typing = value.trim() !== '';
      showView({ ...current, q: value }, typing && state?.cardsTyping === true, typing);
    }, SEARCH_DEBOUNCE_MS);
  };
  /** Enter: search now; the next keystrokes start a new history entry. */
  const submitQuery = () => {
    clearTimeout(typingTimer.current);
    const { view: current, state } = latest.current;
    if (queryInput !== current.q || state?.cardsTyping) showView({ ...current, q: queryInput }, state?.cardsTyping === true);
  };

  // Old addresses (?search=…, ?color=Blue&cost=4) become the query they mean.
  const legacy = hasLegacyFilters(searchParams);
  const legacyReady = legacy && (!legacyNeedsOptions(searchParams) || options !== undefined);
  useEffect(() => {
    if (!legacyReady) return;
    const params = new URLSearchParams(query);
    setSearchParams(writeCardsView({ ...readCardsView(params), q: legacyQuery(params, options) }), { replace: true });
  }, [legacyReady, query, options, setSearchParams]);

  // The filters panel: the choices the query holds, as the API read it.
  const panelBase = useMemo(() => panelStateFromTerms(options, terms ?? []), [options, terms]);
  const [draft, setDraft] = useState<PanelDraft>(panelBase.draft);
  const baseKey = `${view.q}|${JSON.stringify(panelBase.draft)}`;
  const [seenBase, setSeenBase] = useState(baseKey);
  if (terms !== null && seenBase !== baseKey) {
    setSeenBase(baseKey);
    setDraft(panelBase.draft);
  }
  const activeFields = terms === null ? 0 : countPanelFields(panelBase);
  // An address that arrives with filters in its query opens the panel once, so they are seen.
  const [autoOpened, setAutoOpened] = useState(() => !hasQuery && !hasLegacyFilters(new URLSearchParams(query)));
  if (!autoOpened && terms !== null) {
    setAutoOpened(true);
    if (activeFields > 0) setPanelOpen(true);
  }

  const apply = () => {
    const next = queryWithPanel(view.q, terms, panelBase.draft, draft, options);
    clearTimeout(typingTimer.current);
    setQueryInput(next);
    showView({ ...view, q: next }, false);
  };
  const clearAll = () => {
    clearTimeout(typingTimer.current);
    setQueryInput('');
    setDraft(EMPTY_DRAFT);
    showView({ ...view, q: '' }, false);
  };
  const changeLayout = (layout: CardLayout) => showView({ ...view, layout }, true);
  const changeSort = (sort: CardSort) => showView({ ...view, sort }, true);
  const changePrintings = (all: boolean) => showView({ ...view, printings: all ? 'all' : 'grouped' }, true);

  // The matching cards, from the cached list: all of them, or the ids the API answered (the last
  // answer stays on screen while the next one is on its way).
  const matchingIds = hasQuery ? search.data?.ids : undefined;
  const sortedCards = useMemo(() => sortCards(cards, view.sort), [cards, view.sort]);
  const groups = useMemo<CardGroup[]>(() => {
    if (hasQuery && !matchingIds) return [];
    const wanted = matchingIds ? new Set(matchingIds) : null;
    const matching = wanted ? sortedCards.filter((card) => wanted.has(card.id)) : sortedCards;
    return groupPrintings(matching, cards, view.printings);
  }, [hasQuery, matchingIds, sortedCards, cards, view.printings]);
  // A query's first answer on its way: the cards shown before stay on screen, dimmed and marked busy,
  // instead of a skeleton (nothing jumps, and the answer replaces them in one step).
  const answerPending = hasQuery && !matchingIds && !search.isError;
  const listReady = !isLoading && !legacy;
  const [answered, setAnswered] = useState<CardGroup[] | null>(null);
  if (listReady && !answerPending && answered !== groups) setAnswered(groups);
  const keepPrevious = listReady && answerPending && answered !== null;
  const shownGroups = keepPrevious ? answered : groups;
  const searching = hasQuery && (search.isFetching || keepPrevious);
  const waiting = isLoading || legacy || (answerPending && !keepPrevious);

  // Back to the first 24 whenever what is shown changes.
  const listKey = `${hasQuery ? (search.data?.q ?? '') : ''}|${view.sort}|${view.printings}`;
  const [shown, setShown] = useState({ key: listKey, count: CARDS_PAGE_SIZE });
  if (shown.key !== listKey) setShown({ key: listKey, count: CARDS_PAGE_SIZE });
  const visibleCount = shown.key === listKey ? shown.count : CARDS_PAGE_SIZE;
  const visibleGroups = shownGroups.slice(0, visibleCount);

  const [openGroup, setOpenGroup] = useState<CardGroup | null>(null);
  const groupsById = useMemo(() => new Map(shownGroups.map((group) => [group.card.id, group])), [shownGroups]);
  const openCard = useCallback((card: CardDto) => setOpenGroup(groupsById.get(card.id) ?? { card, printings: [card] }), [groupsById]);
  const closeCard = useCallback(() => setOpenGroup(null), []);

  const printingsSwitchId = useId();
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
          <div className="cards-search-box">
            <Input
              className="cards-search"
              type="search"
              size="large"
              allowClear
              prefix={<SearchOutlined aria-hidden="true" />}
              placeholder={intl.formatMessage({ id: 'cards.search.placeholder' })}
              aria-label={intl.formatMessage({ id: 'cards.search.label' })}
              aria-describedby="cards-search-help"
              aria-invalid={queryProblem !== null}
              spellCheck={false}
              autoCapitalize="off"
              value={queryInput}
              onChange={(event) => changeQuery(event.target.value)}
              onPressEnter={submitQuery}
            />
            <p className="cards-search-help" id="cards-search-help">
              <QuestionCircleOutlined aria-hidden />{' '}
              <FormattedMessage
                id="cards.search.help"
                values={{
                  link: (text) => <Link to="/cards/syntax">{text}</Link>,
                  code: (text) => <code>{text}</code>,
                }}
              />
            </p>
          </div>
          <div className="cards-toolbar__controls">
            <Badge count={activeFields} size="small" color="#e3b04b">
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
            <span className="cards-printings-toggle">
              <Switch id={printingsSwitchId} checked={view.printings === 'all'} onChange={changePrintings} />
              <label htmlFor={printingsSwitchId}>
                <FormattedMessage id="cards.printings.all" />
              </label>
            </span>
          </div>
        </section>
      )}

      {cards.length > 0 && panelOpen && (
        <div id="cards-filters-panel">
          <CardFiltersPanel
            options={options}
            draft={draft}
            custom={panelBase.custom}
            onChange={setDraft}
            onApply={apply}
            onClearAll={clearAll}
            pending={!sameDraft(draft, panelBase.draft)}
            applyDisabled={hasQuery && terms === null && !search.isError}
          />
        </div>
      )}

      {queryProblem !== null && (
        <Alert
          className="cards-query-problem"
          type="warning"
          showIcon
          role="alert"
          title={queryProblem}
          description={
            <Link to="/cards/syntax">
              <FormattedMessage id="cards.search.syntaxLink" />
            </Link>
          }
        />
      )}

      {isError || (searchFailure !== null && queryProblem === null) ? (
        <ErrorState
          title={intl.formatMessage({ id: 'cards.error.title' })}
          description={intl.formatMessage({ id: 'cards.error.description' })}
          onRetry={() => void (isError ? refetch() : search.refetch())}
          retrying={isFetching || search.isFetching}
        />
      ) : waiting ? (
        <CardGridSkeleton count={10} />
      ) : queryProblem !== null ? null : shownGroups.length === 0 ? (
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
              <FormattedMessage id={activeFields > 0 ? 'cards.filters.clearAll' : 'cards.empty.clearSearch'} />
            </Button>
          )}
        </Empty>
      ) : (
        <div className={searching ? 'cards-results cards-results--searching' : 'cards-results'} aria-busy={searching}>
          <p className="cards-count" aria-live="polite">
            <FormattedMessage id="cards.count" values={{ shown: visibleGroups.length, total: shownGroups.length }} />
          </p>
          <ul className={view.layout === 'list' ? 'card-list' : 'card-grid'} aria-label={intl.formatMessage({ id: 'cards.grid.label' })}>
            {visibleGroups.map(({ card, printings }) => (
              <Item key={card.id} card={card} printings={view.printings === 'grouped' ? printings.length : 1} onOpen={openCard} />
            ))}
          </ul>
          {visibleGroups.length < shownGroups.length && (
            <div className="load-more">
              <Button size="large" onClick={() => setShown({ key: listKey, count: visibleCount + CARDS_PAGE_SIZE })}>
                <FormattedMessage id="cards.loadMore" />
              </Button>
            </div>
          )}
        </div>
      )}

      <CardDetailModal card={openGroup?.card ?? null} printings={openGroup?.printings} onClose={closeCard} />
    </div>
  );
}
