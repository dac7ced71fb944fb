import { AppstoreOutlined, BarsOutlined, DatabaseOutlined, FilterOutlined, QuestionCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Empty, Input, Segmented, Select, Switch } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useDebouncedCallback } from 'use-debounce';
import { useAppDispatch } from '../../../app/hooks';
import { ButtonLink } from '../../../components/ButtonLink';
import { ErrorState } from '../../../components/ErrorState';
import { readApiFailure } from '../../../lib/api-error';
import { cardsApi, useCardGalleryPagesInfiniteQuery, useListCardFilterOptionsQuery, type CardDto, type CardGroupDto, type CardQueryTermDto } from '../api';
import {
  CARD_SORTS,
  hasLegacyFilters,
  legacyNeedsOptions,
  legacyQuery,
  readCardsView,
  writeCardsView,
  type CardLayout,
  type CardSort,
  type CardsView,
} from '../card-query';
import { CardFiltersPanel } from '../components/CardFiltersPanel';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { CardRow, CardTile } from '../components/CardTile';
import { queryErrorMessage, queryNoticeMessage, queryProblemPlace } from '../query-errors';
import { countPanelFields, EMPTY_DRAFT, PANEL_FIELDS, panelStateFromTerms, queryWithPanel, type PanelDraft } from '../panel-query';
import '../cards.css';

// The popup (antd's Modal and Radio, with the form library Radio brings) downloads with the first
// card opened, not with the page.
const CardDetailModal = lazy(() => import('../../../components/CardDetailModal').then(({ CardDetailModal }) => ({ default: CardDetailModal })));

/** Card search debounce (docs/product.md#limits). */
const SEARCH_DEBOUNCE_MS = 300;

const NO_GROUPS: CardGroupDto[] = [];
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
 * and back/forward walk through searches. The API reads the query, sorts and groups the printings
 * (GET /api/cards/gallery); the page shows its pages of 24 tiles.
 */
export default function CardsPage() {
  const intl = useIntl();
  const { data: options } = useListCardFilterOptionsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const view = useMemo(() => readCardsView(new URLSearchParams(query)), [query]);
  const hasQuery = view.q.trim() !== '';
  // Old addresses (?search=…, ?color=Blue&cost=4) become the query they mean (below); meanwhile nothing is asked.
  const legacy = hasLegacyFilters(searchParams);
  const gallery = useCardGalleryPagesInfiniteQuery({ q: view.q, sort: view.sort, printings: view.printings }, { skip: legacy });
  // A refusal handed over by the server is asked again once the page is live: it stays shown meanwhile.
  const refusedBefore = gallery.isFetching && gallery.currentData === undefined && (gallery.error as { status?: unknown } | undefined)?.status === 422;
  const galleryError = gallery.isError || refusedBefore ? gallery.error : undefined;
  const failure = galleryError !== undefined ? readApiFailure(galleryError) : null;
  const queryProblem = failure && failure.status === 422 ? queryErrorMessage(intl, galleryError) : null;
  const problemPlace = queryProblem !== null ? queryProblemPlace(galleryError) : null;
  const current = gallery.currentData?.pages[0];
  const notices = hasQuery ? (current?.notices ?? []) : [];
  /** The query's terms as the API read them; null while unknown (on its way, or unreadable). */
  const terms = !hasQuery ? NO_TERMS : (current?.terms ?? null);

  // What the controls show. They follow the address when it changes from outside (back button, a
  // link); our own navigations carry a marker, so a URL update that lags behind typing never resets them.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [queryInput, setQueryInput] = useState(view.q);
  const [panelOpen, setPanelOpen] = useState(false);
  const [seenLocation, setSeenLocation] = useState(location.key);
  const fromControls = navigationType !== 'POP' && (location.state as ControlsState | null)?.cardsControls === true;
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (!fromControls) setQueryInput(view.q);
  }
  // The latest view and history entry, for the debounced write (it runs after this render).
  const latest = useRef({ view, state: location.state as ControlsState | null });
  useEffect(() => {
    latest.current = { view, state: location.state as ControlsState | null };
  });

  const dispatch = useAppDispatch();
  const showView = useCallback(
    (next: CardsView, replace: boolean, typing = false) => {
      // The answer is asked for at once, not once the page has rendered the new address (tens of ms
      // later); the page's own request then finds it under way.
      void dispatch(cardsApi.endpoints.cardGalleryPages.initiate({ q: next.q, sort: next.sort, printings: next.printings }, { subscribe: false }));
      setSearchParams(writeCardsView(next), { replace, state: { cardsControls: true, cardsTyping: typing } satisfies ControlsState });
    },
    [dispatch, setSearchParams],
  );

  /**
   * Typing: the address follows 300 ms after the last keystroke, as one history entry per search
   * (the keystrokes of a search replace its entry). Emptying the box ends the search: its own entry.
   */
  const writeTypedQuery = useDebouncedCallback((value: string) => {
    const { view: current, state } = latest.current;
    if (value === current.q) return;
    const typing = value.trim() !== '';
    showView({ ...current, q: value }, typing && state?.cardsTyping === true, typing);
  }, SEARCH_DEBOUNCE_MS);
  // Keystrokes still waiting must not overwrite an address the visitor went to (back, a link).
  useEffect(() => {
    if (!fromControls) writeTypedQuery.cancel();
  }, [location.key, fromControls, writeTypedQuery]);
  const changeQuery = (value: string) => {
    setQueryInput(value);
    writeTypedQuery(value);
  };
  /** Enter: search now; the next keystrokes start a new history entry. */
  const submitQuery = () => {
    writeTypedQuery.cancel();
    const { view: current, state } = latest.current;
    if (queryInput !== current.q || state?.cardsTyping) showView({ ...current, q: queryInput }, state?.cardsTyping === true);
  };

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
    writeTypedQuery.cancel();
    setQueryInput(next);
    showView({ ...view, q: next }, false);
  };
  const clearAll = () => {
    writeTypedQuery.cancel();
    setQueryInput('');
    setDraft(EMPTY_DRAFT);
    showView({ ...view, q: '' }, false);
  };
  const changeLayout = (layout: CardLayout) => showView({ ...view, layout }, true);
  const changeSort = (sort: CardSort) => showView({ ...view, sort }, true);
  const changePrintings = (all: boolean) => showView({ ...view, printings: all ? 'all' : 'grouped' }, true);

  // The tiles of the view, page after page. A new view's first page on its way: the tiles shown
  // before stay on screen, dimmed and marked busy, instead of a skeleton (nothing jumps, and the
  // answer replaces them in one step).
  const shownPages = gallery.currentData ?? (gallery.isError ? undefined : gallery.data);
  const shownGroups = useMemo(() => shownPages?.pages.flatMap((page) => page.items) ?? NO_GROUPS, [shownPages]);
  const first = shownPages?.pages[0];
  const searching = shownPages !== undefined && shownPages !== gallery.currentData;
  const waiting = legacy || (!first && !gallery.isError && queryProblem === null);
  // No card at all yet (a new site): no search to offer, the way to the import instead. Known from
  // any answer, so an unreadable query in a shared address still shows the search box to mend it.
  const noCards = gallery.data?.pages[0]?.cardCount === 0;

  const [openGroup, setOpenGroup] = useState<CardGroupDto | null>(null);
  // Mounted from the first card opened on, so closing it animates like any popup.
  const [popupUsed, setPopupUsed] = useState(false);
  const groupsById = useMemo(() => new Map(shownGroups.map((group) => [group.card.id, group])), [shownGroups]);
  const openCard = useCallback(
    (card: CardDto) => {
      setPopupUsed(true);
      setOpenGroup(groupsById.get(card.id) ?? { card, printings: [card] });
    },
    [groupsById],
  );
  const closeCard = useCallback(() => setOpenGroup(null), []);

  const printingsSwitchId = useId();
  const Item = view.layout === 'list' ? CardRow : CardTile;

  return (
    <div className="container page">
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

      {!noCards && (
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

      {!noCards && panelOpen && (
        <div id="cards-filters-panel">
          <CardFiltersPanel
            options={options}
            draft={draft}
            custom={panelBase.custom}
            onChange={setDraft}
            onApply={apply}
            onClearAll={clearAll}
            pending={!sameDraft(draft, panelBase.draft)}
            applyDisabled={hasQuery && terms === null && !gallery.isError}
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
            <>
              {problemPlace !== null && <QueryProblemPlace q={view.q} {...problemPlace} />}
              <Link to="/cards/syntax">
                <FormattedMessage id="cards.search.syntaxLink" />
              </Link>
            </>
          }
        />
      )}

      {notices.length > 0 && (
        <Alert
          className="cards-query-notice"
          type="info"
          showIcon
          role="status"
          title={notices.map((notice) => (
            <p key={`${notice.code}:${notice.field}`} className="cards-query-notice__text">
              {queryNoticeMessage(intl, notice)}
            </p>
          ))}
        />
      )}

      {failure !== null && queryProblem === null ? (
        <ErrorState
          title={intl.formatMessage({ id: 'cards.error.title' })}
          description={intl.formatMessage({ id: 'cards.error.description' })}
          onRetry={() => void gallery.refetch()}
          retrying={gallery.isFetching}
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
              {noCards && (
                <p className="empty-state__text">
                  <FormattedMessage id="cards.empty.noCards" />
                </p>
              )}
            </>
          }
        >
          {noCards ? (
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
            <FormattedMessage id="cards.count" values={{ shown: shownGroups.length, total: first?.total ?? 0 }} />
          </p>
          <ul className={view.layout === 'list' ? 'card-list' : 'card-grid'} aria-label={intl.formatMessage({ id: 'cards.grid.label' })}>
            {shownGroups.map(({ card, printings }) => (
              <Item key={card.id} card={card} printings={view.printings === 'grouped' ? printings.length : 1} onOpen={openCard} />
            ))}
          </ul>
          {shownPages === gallery.currentData && gallery.hasNextPage && (
            <div className="load-more">
              <Button size="large" loading={gallery.isFetchingNextPage} onClick={() => void gallery.fetchNextPage()}>
                <FormattedMessage id="cards.loadMore" />
              </Button>
            </div>
          )}
        </div>
      )}

      {popupUsed && (
        <Suspense fallback={null}>
          <CardDetailModal card={openGroup?.card ?? null} printings={openGroup?.printings} onClose={closeCard} />
        </Suspense>
      )}
    </div>
  );
}

/** The query with the part the API could not read marked, so the place is seen as well as counted. */
function QueryProblemPlace({ q, position, token }: { q: string; position: number; token: string }) {
  const start = Math.min(Math.max(position, 0), q.length);
  const end = Math.min(q.length, start + Math.max(1, token.length));
  return (
    <p className="cards-query-problem__where">
      <FormattedMessage id="cards.query.problemAt" />
      <code className="cards-query-problem__query" data-testid="query-problem-place">
        {q.slice(0, start)}
        <mark>{start < q.length ? q.slice(start, end) : '\u2038'}</mark>
        {q.slice(end)}
      </code>
    </p>
  );
}
