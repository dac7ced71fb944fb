import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Tabs } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { cloneElement, isValidElement, useEffect, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { DeckTile } from '../../../components/DeckTile';
import { useGameRules } from '../../../api/game-rules';
import { ErrorState } from '../../../components/ErrorState';
import { lastPageOf } from '../../../lib/paging';
import { useListDeckFormatsQuery, useListDeckLeadersQuery, useSearchDecksQuery, type LeaderOptionDto } from '../../../api/decks';
import { useListFormatsQuery } from '../../../api/game-rules';
import { DeckFilters } from '../components/DeckFilters';
import { DeckGridSkeleton } from '../components/DeckGridSkeleton';
import {
  changeFilter,
  DECKS_PER_PAGE,
  galleryQuery,
  GALLERY_SOURCES,
  hasFilters,
  leadersQuery,
  readGalleryFilters,
  sourceFilters,
  writeGalleryFilters,
  type GalleryFilters,
  type GallerySource,
} from '../deck-gallery';
import '../decks.css';

const NO_LEADERS: LeaderOptionDto[] = [];

/**
 * The pager's numbers as real links to their page (`?page=2`, filters kept), so search engines can
 * follow the gallery. A click stays in the app: the link's own navigation is cancelled and the
 * pager's `onChange` moves to the page.
 */
function pageLink(pageNumber: number, element: ReactNode, filters: GalleryFilters): ReactNode {
  if (!isValidElement<AnchorHTMLAttributes<HTMLAnchorElement>>(element) || element.type !== 'a') return element;
  const search = writeGalleryFilters({ ...filters, page: pageNumber }).toString();
  return cloneElement(element, {
    href: `/decks${search ? `?${search}` : ''}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault(),
  });
}

/**
 * /decks: the published decks, filtered by tier, format and leader, sorted, 9 per page (docs/product.md#decks-gallery).
 * The filters live in the address and go to the API as they are: the database filters, sorts and
 * pages (GET /api/decks/page), so the page costs the same at 10 or 10,000 decks.
 */
export default function DecksPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readGalleryFilters(searchParams), [searchParams]);
  const rules = useGameRules();
  // A tier filter is sent as the tier the game rules name for its key: with one, the page waits for them.
  const query = galleryQuery(filters, rules);
  const { data: page, error, isLoading: pageLoading, isError: failed, isFetching, refetch } = useSearchDecksQuery(query ?? skipToken);
  // A page past the end (an old link, decks removed since): the last page instead, in place of this address (ADR 0067).
  const lastPage = lastPageOf(error);
  const isLoading = pageLoading || query === null || lastPage !== null;
  const isError = failed && lastPage === null;
  const tierKeys = useMemo(() => (rules?.tierDisplay ?? []).map((display) => display.key), [rules]);
  const leaders = useListDeckLeadersQuery(leadersQuery(filters.source));
  const formatList = useListFormatsQuery();
  const formatCounts = useListDeckFormatsQuery(leadersQuery(filters.source));
  // The formats that have decks in this gallery, in the formats' own order (newest first), with their count.
  const formats = useMemo(() => {
    const counts = new Map((formatCounts.data ?? []).map(({ format, count }) => [format, count]));
    const known = (formatList.data ?? []).map((format) => format.code).filter((code) => counts.has(code));
    return [...known, ...[...counts.keys()].filter((code) => !known.includes(code))].map((format) => ({ format, count: counts.get(format)! }));
  }, [formatList.data, formatCounts.data]);
  const total = page?.total ?? 0;
  // No deck at all (not merely none matching): the admin link instead of the filters. Only known
  // once the page came: while it loads, the filters are shown (as they will most likely stay), so
  // the grid below them does not jump down when the decks arrive.
  const noDecks = page !== undefined && total === 0 && !hasFilters(filters);

  const show = (next: GalleryFilters) => setSearchParams(writeGalleryFilters(next));
  useEffect(() => {
    if (lastPage !== null) setSearchParams(writeGalleryFilters({ ...filters, page: lastPage }), { replace: true });
  }, [lastPage, filters, setSearchParams]);
  const changePage = (pageNumber: number) => {
    show({ ...filters, page: pageNumber });
    document.getElementById('deck-gallery')?.scrollIntoView?.({ block: 'start' });
  };
  const clearFilters = () => show(sourceFilters(filters.source));
  const community = filters.source === 'community';

  return (
    <div className="container page decks-page">
      <header className="page-header">
        <div>
          <h1 className="page-header__title">
            <FormattedMessage id="decks.title" />
          </h1>
          <p className="page-header__subtitle">
            <FormattedMessage id="decks.subtitle" />
          </p>
        </div>
      </header>

      {/* The tab is in the address (?source=community), so the server renders it and a link shares it. */}
      <Tabs
        className="decks-page__tabs"
        activeKey={filters.source}
        onChange={(key) => show(sourceFilters(key as GallerySource))}
        items={GALLERY_SOURCES.map((source) => ({
          key: source,
          label: intl.formatMessage({ id: `decks.source.${source}` }),
        }))}
      />
      {community && (
        <p className="decks-page__source-note">
          <FormattedMessage id="decks.source.communityNote" values={{ account: (text: ReactNode) => <Link to="/my-account?tab=decks">{text}</Link> }} />
        </p>
      )}

      {!isError && !noDecks && (
        <DeckFilters
          filters={filters}
          tiers={tierKeys}
          formats={formats}
          leaders={leaders.data ?? NO_LEADERS}
          leadersLoading={leaders.isLoading}
          onChange={(change) => show(changeFilter(filters, change))}
          onClear={clearFilters}
        />
      )}

      <div id="deck-gallery" className="decks-page__results">
        {isLoading ? (
          <>
            {/* The count's line, kept while it is unknown. */}
            <p className="decks-page__count" aria-hidden="true">
              {'\u00a0'}
            </p>
            <DeckGridSkeleton count={DECKS_PER_PAGE} />
          </>
        ) : isError ? (
          <ErrorState
            title={intl.formatMessage({ id: 'decks.error.title' })}
            description={intl.formatMessage({ id: 'decks.error.description' })}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : !page || page.items.length === 0 ? (
          <Empty
            className="empty-state"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <p className="empty-state__title">
                  <FormattedMessage id={noDecks ? (community ? 'decks.empty.noCommunityDecks' : 'decks.empty.noDecks') : 'decks.empty.noMatch'} />
                </p>
                <p className="empty-state__text">
                  <FormattedMessage id={noDecks ? (community ? 'decks.empty.noCommunityDecksText' : 'decks.empty.noDecksText') : 'decks.empty.noMatchText'} />
                </p>
              </>
            }
          >
            {noDecks ? (
              community ? (
                <ButtonLink to="/decks/new" type="primary" icon={<PlusOutlined aria-hidden />}>
                  <FormattedMessage id="decks.empty.createLink" />
                </ButtonLink>
              ) : (
                <ButtonLink to="/admin" type="primary" icon={<PlusOutlined aria-hidden />}>
                  <FormattedMessage id="decks.empty.adminLink" />
                </ButtonLink>
              )
            ) : (
              <Button onClick={clearFilters}>
                <FormattedMessage id="decks.filters.clear" />
              </Button>
            )}
          </Empty>
        ) : (
          <>
            <p className="decks-page__count" aria-live="polite">
              <FormattedMessage id="decks.count" values={{ count: total }} />
            </p>
            <ul className="deck-grid" aria-label={intl.formatMessage({ id: 'decks.grid.label' })}>
              {page.items.map((deck) => (
                <li key={deck.id}>
                  <DeckTile deck={deck} detailed headingLevel={2} showOwner={community} />
                </li>
              ))}
            </ul>
            {total > DECKS_PER_PAGE && (
              <nav className="decks-page__pagination" aria-label={intl.formatMessage({ id: 'decks.pagination.label' })}>
                <Pagination
                  current={page.page}
                  pageSize={DECKS_PER_PAGE}
                  total={total}
                  showSizeChanger={false}
                  onChange={changePage}
                  itemRender={(pageNumber, _type, element) => pageLink(pageNumber, element, filters)}
                />
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}
