import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Select, Spin, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteDeckMutation, useGetDeckQuery, type DeckSummaryDto } from '../../api/decks';
import { useGameRules } from '../../api/game-rules';
import type { ListAdminDecksApiArg } from '../../api/generated';
import { CardImage } from '../../components/CardImage';
import { ErrorState } from '../../components/ErrorState';
import { TierBadge } from '../../components/TierBadge';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { formatDayMonthYear } from '../../lib/date';
import type { MessageId } from '../../i18n/messages';
import type { AdminTabProps } from '../admin-tab';
import { useListAdminDecksQuery } from '../admin-tables-api';
import { useServerTable } from '../components/use-server-table';
import { AdminTable } from '../components/AdminTable';
import { useConfirmRemoval } from '../components/ConfirmRemoval';
import { DeckRemovalImpact } from './DeckRemovalImpact';
import { DeckBuilder } from '../../deck-builder/DeckBuilder';
import { DuplicateDeckButton } from './DuplicateDeckButton';
import '../../deck-builder/deck-builder.css';

const NO_DECKS: DeckSummaryDto[] = [];

/** The table reads a page of 20 decks at a time (GET /api/admin/decks, drafts included). */
export const DECK_TABLE_PAGE_SIZE = 20;
/** The API's limit on the search words. */
const SEARCH_MAX_LENGTH = 100;
type DeckFilter = 'format' | 'tier' | 'status' | 'source';
const STATUSES = { draft: 'admin.decks.filter.drafts', published: 'admin.decks.filter.published' } as const;
const SOURCES = { curated: 'admin.decks.filter.curated', community: 'admin.decks.filter.community', all: 'admin.decks.filter.allSources' } as const;

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: number };

/**
 * The open view survives a switch to another admin tab (which unmounts this one) and a reload, so
 * the admin comes back to the deck being edited; its unsaved work is the builder's (ADR 0016).
 */
const VIEW_KEY = 'opdecks.admin.decks.view';

function readView(): View {
  try {
    const view = JSON.parse(globalThis.sessionStorage?.getItem(VIEW_KEY) ?? 'null') as View | null;
    if (view?.kind === 'create' || (view?.kind === 'edit' && Number.isInteger(view.id))) return view;
  } catch {
    // no storage or a broken value: start from the list
  }
  return { kind: 'list' };
}

function useStoredView(): [View, (view: View) => void] {
  const [view, setView] = useState<View>(readView);
  const change = (next: View) => {
    setView(next);
    try {
      if (next.kind === 'list') globalThis.sessionStorage?.removeItem(VIEW_KEY);
      else globalThis.sessionStorage?.setItem(VIEW_KEY, JSON.stringify(next));
    } catch {
      // storage unavailable: the view is simply not kept
    }
  };
  return [view, change];
}

/**
 * 'Gestione Mazzi' (docs/product.md#manage-decks): every deck, drafts included (with a 'Bozza' badge), read a page at a
 * time from the server with a search (name or author) and an order; view opens the public page in
 * a new tab, edit opens the builder here, delete asks first.
 */
export function ManageDecksTab(_props: AdminTabProps) {
  const [view, setView] = useStoredView();
  const close = () => setView({ kind: 'list' });

  return (
    <div className="admin-section">
      {view.kind === 'list' ? (
        <DeckTable onCreate={() => setView({ kind: 'create' })} onEdit={(id) => setView({ kind: 'edit', id })} />
      ) : view.kind === 'create' ? (
        <>
          <BuilderHeader title="admin.decks.createTitle" />
          <DeckBuilder onClose={close} />
        </>
      ) : (
        <EditDeck id={view.id} onClose={close} />
      )}
    </div>
  );
}

function BuilderHeader({ title, name }: { title: 'admin.decks.createTitle' | 'admin.decks.editTitle'; name?: string }) {
  return (
    <header className="admin-section__header">
      <h2 className="admin-section__title">
        <FormattedMessage id={title} values={{ name }} />
      </h2>
    </header>
  );
}

function EditDeck({ id, onClose }: { id: number; onClose(): void }) {
  const intl = useIntl();
  // Fetched fresh, so the builder starts from what is saved now.
  const { data: deck, isLoading, isError, isFetching, error, refetch } = useGetDeckQuery({ id }, { refetchOnMountOrArgChange: true });

  if (isLoading || (isFetching && !deck)) {
    return (
      <div className="admin-users__state">
        <Spin size="large" description={intl.formatMessage({ id: 'admin.decks.loadingDeck' })} />
      </div>
    );
  }
  if (isError || !deck) {
    return (
      <>
        <ErrorState
          title={intl.formatMessage({ id: 'admin.decks.loadDeckFailed' })}
          description={describeApiFailure(intl, error, 'admin.decks.loadFailedText')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </>
    );
  }
  return (
    <>
      <BuilderHeader title="admin.decks.editTitle" name={deck.name} />
      <DeckBuilder key={deck.id} deck={deck} onClose={onClose} />
    </>
  );
}

function DeckTable({ onCreate, onEdit }: { onCreate(): void; onEdit(id: number): void }) {
  const intl = useIntl();
  const toast = useToast();
  const ids = useId();
  // Search, filters, column order and page, read on the server (ADR 0074).
  const table = useServerTable<DeckFilter>({ defaultSort: '-createdAt', pageSize: DECK_TABLE_PAGE_SIZE });
  const q = table.q;
  // `data` keeps the last page on screen while the next one loads (the table shows it as loading).
  const { data, isLoading, isError: failed, isFetching, error, refetch } = useListAdminDecksQuery(table.args as ListAdminDecksApiArg);
  // The last deck of the last page deleted: that page is gone (404 page_out_of_range), the one before it is shown (ADR 0067).
  const isError = failed && !table.followLastPage(error);
  const decks = data?.items ?? NO_DECKS;
  const total = data?.total ?? 0;
  const rules = useGameRules();
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrderOf(key), sortDirections: ['ascend' as const, 'descend' as const] });
  const filterSelect = (name: DeckFilter, label: MessageId, any: MessageId, options: Array<{ value: string; label: string }>) => (
    <Select<string>
      className="admin-decks__filter"
      allowClear
      aria-label={intl.formatMessage({ id: label })}
      placeholder={intl.formatMessage({ id: any })}
      value={table.filters[name]}
      onChange={(value) => table.setFilter(name, value)}
      options={options}
      popupMatchSelectWidth={false}
    />
  );
  // Nothing to search or order before the first deck exists.
  const noDecks = !isLoading && !isError && total === 0 && !table.narrowed;
  const [deleteDeck] = useDeleteDeckMutation();

  const confirmRemoval = useConfirmRemoval();
  // Names what goes with the deck (comments, favourites, tier-list places, linked news), counted by the API.
  const confirmDelete = (deck: DeckSummaryDto) => {
    confirmRemoval({
      title: intl.formatMessage({ id: 'admin.decks.deleteConfirm.title' }),
      subject: intl.formatMessage({ id: 'admin.decks.deleteConfirm.text' }, { name: deck.name }),
      removes: <DeckRemovalImpact id={deck.id} />,
      onOk: () =>
        deleteDeck({ id: deck.id })
          .unwrap()
          .then(
            () => toast.success(intl.formatMessage({ id: 'admin.decks.deleted' }), deck.name),
            (failure: unknown) =>
              toast.error(intl.formatMessage({ id: 'admin.decks.deleteFailed' }), describeApiFailure(intl, failure, 'admin.decks.deleteFailedDefault')),
          ),
    });
  };

  const columns: TableColumnsType<DeckSummaryDto> = [
    {
      key: 'leader',
      title: intl.formatMessage({ id: 'admin.decks.col.leader' }),
      width: 84,
      render: (_, deck) => (
        <Tooltip title={deck.leader ? `${deck.leader.name} (${deck.leader.code})` : undefined}>
          <CardImage
            code={deck.leader?.code}
            size="thumb"
            src={deck.leader?.imageUrl}
            alt={
              deck.leader
                ? intl.formatMessage({ id: 'decks.leaderImage.alt' }, { name: deck.leader.name, code: deck.leader.code })
                : intl.formatMessage({ id: 'decks.leaderImage.none' })
            }
            width={630}
            height={880}
            className="admin-decks__leader"
          />
        </Tooltip>
      ),
    },
    {
      ...sorted('name'),
      title: intl.formatMessage({ id: 'admin.decks.col.name' }),
      render: (_, deck) => (
        <span className="admin-decks__name">
          <strong>{deck.name}</strong>
          {deck.isDraft === 1 && (
            <Tag color="orange" className="admin-decks__draft">
              <FormattedMessage id="admin.decks.draft" />
            </Tag>
          )}
        </span>
      ),
    },
    { ...sorted('author'), title: intl.formatMessage({ id: 'admin.decks.col.author' }), dataIndex: 'author' },
    { ...sorted('tier'), title: intl.formatMessage({ id: 'admin.decks.col.tier' }), render: (_, deck) => <TierBadge tier={deck.tier} /> },
    { ...sorted('format'), title: intl.formatMessage({ id: 'admin.decks.col.format' }), dataIndex: 'format' },
    { ...sorted('createdAt'), title: intl.formatMessage({ id: 'admin.decks.col.created' }), render: (_, deck) => formatDayMonthYear(deck.createdAt) ?? '–' },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.decks.col.actions' }),
      render: (_, deck) => (
        <span className="admin-decks__actions">
          <Tooltip title={intl.formatMessage({ id: 'admin.decks.view' })}>
            <Button
              type="text"
              icon={<EyeOutlined aria-hidden />}
              href={`/decks/${deck.id}`}
              target="_blank"
              rel="noopener"
              aria-label={intl.formatMessage({ id: 'admin.decks.viewLabel' }, { name: deck.name })}
            />
          </Tooltip>
          <Tooltip title={intl.formatMessage({ id: 'admin.decks.edit' })}>
            <Button
              type="text"
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(deck.id)}
              aria-label={intl.formatMessage({ id: 'admin.decks.editLabel' }, { name: deck.name })}
            />
          </Tooltip>
          <DuplicateDeckButton deck={deck} onDuplicated={onEdit} />
          <Tooltip title={intl.formatMessage({ id: 'common.delete' })}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => confirmDelete(deck)}
              aria-label={intl.formatMessage({ id: 'admin.decks.deleteLabel' }, { name: deck.name })}
            />
          </Tooltip>
        </span>
      ),
    },
  ];

  return (
    <>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.decks.tab" />
          </h2>
          <p className="admin-section__intro" aria-live="polite">
            {q ? (
              <FormattedMessage id="admin.decks.introSearch" values={{ count: total, q }} />
            ) : table.narrowed ? (
              <FormattedMessage id="admin.decks.introFiltered" values={{ count: total }} />
            ) : (
              <FormattedMessage id="admin.decks.intro" values={{ count: total }} />
            )}
          </p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          <FormattedMessage id="admin.decks.create" />
        </Button>
      </header>

      {!noDecks && (
        <div className="admin-decks__toolbar">
          <Input
            className="admin-decks__search"
            type="search"
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={intl.formatMessage({ id: 'admin.decks.search.placeholder' })}
            aria-label={intl.formatMessage({ id: 'admin.decks.search.label' })}
            maxLength={SEARCH_MAX_LENGTH}
            {...table.searchBox}
          />
          <span className="admin-decks__filters" id={`${ids}-filters`}>
            {filterSelect(
              'format',
              'admin.decks.filter.format',
              'admin.decks.filter.anyFormat',
              (rules?.formats ?? []).map(({ code }) => ({ value: code, label: code })),
            )}
            {filterSelect(
              'tier',
              'admin.decks.filter.tier',
              'admin.decks.filter.anyTier',
              (rules?.tiers ?? []).map((tier) => ({ value: tier, label: tier })),
            )}
            {filterSelect(
              'status',
              'admin.decks.filter.status',
              'admin.decks.filter.anyStatus',
              Object.entries(STATUSES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) })),
            )}
            {filterSelect(
              'source',
              'admin.decks.filter.source',
              'admin.decks.filter.curated',
              Object.entries(SOURCES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) })),
            )}
          </span>
        </div>
      )}

      {isLoading ? (
        <div className="admin-users__state">
          <Spin size="large" description={intl.formatMessage({ id: 'admin.decks.loading' })} />
        </div>
      ) : isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'admin.decks.loadFailed' })}
          description={describeApiFailure(intl, error, 'admin.decks.loadFailedText')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : noDecks ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <p className="empty-state__title">
              <FormattedMessage id="admin.decks.empty" />
            </p>
          }
        />
      ) : (
        <AdminTable<DeckSummaryDto>
          className="admin-decks__table"
          rowKey="id"
          columns={columns}
          dataSource={decks}
          loading={isFetching}
          // Remote pages: the server says how many decks there are and which page it answered
          // (the last one when a deletion has left fewer pages than the one asked for).
          pagination={table.pagination(data)}
          onChange={table.onChange}
          locale={{ emptyText: q ? intl.formatMessage({ id: 'admin.decks.noMatch' }, { q }) : intl.formatMessage({ id: 'admin.tables.noMatch' }) }}
          scroll={{ x: 760 }}
          aria-label={intl.formatMessage({ id: 'admin.decks.table' })}
        />
      )}
    </>
  );
}
