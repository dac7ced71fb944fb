import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Spin, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteDeckMutation, useGetDeckQuery, useListDecksQuery, type DeckDto } from '../../api/decks';
import { CardImage } from '../../components/CardImage';
import { ErrorState } from '../../components/ErrorState';
import { TierBadge } from '../../components/TierBadge';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { formatDayMonthYear } from '../../lib/date';
import type { AdminTabProps } from '../admin-tab';
import { DeckBuilder } from './DeckBuilder';
import './deck-admin.css';

const NO_DECKS: DeckDto[] = [];

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
 * SPEC §2 'Gestione Mazzi': every deck, drafts included (with a 'Bozza' badge); view opens the
 * public page in a new tab, edit opens the builder here, delete asks first.
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
  const { modal } = App.useApp();
  const { data: decks = NO_DECKS, isLoading, isError, isFetching, error, refetch } = useListDecksQuery({ includeDrafts: 'true' });
  const [deleteDeck] = useDeleteDeckMutation();

  const confirmDelete = (deck: DeckDto) => {
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.decks.deleteConfirm.title' }),
      content: intl.formatMessage({ id: 'admin.decks.deleteConfirm.text' }, { name: deck.name }),
      okText: intl.formatMessage({ id: 'common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
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

  const columns: TableColumnsType<DeckDto> = [
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
      key: 'name',
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
    { key: 'author', title: intl.formatMessage({ id: 'admin.decks.col.author' }), dataIndex: 'author' },
    { key: 'tier', title: intl.formatMessage({ id: 'admin.decks.col.tier' }), render: (_, deck) => <TierBadge tier={deck.tier} /> },
    { key: 'format', title: intl.formatMessage({ id: 'admin.decks.col.format' }), dataIndex: 'format' },
    { key: 'created', title: intl.formatMessage({ id: 'admin.decks.col.created' }), render: (_, deck) => formatDayMonthYear(deck.createdAt) ?? '–' },
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
          <p className="admin-section__intro">
            <FormattedMessage id="admin.decks.intro" values={{ count: decks.length }} />
          </p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          <FormattedMessage id="admin.decks.create" />
        </Button>
      </header>

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
      ) : decks.length === 0 ? (
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
        <Table<DeckDto>
          className="admin-decks__table"
          rowKey="id"
          columns={columns}
          dataSource={decks}
          pagination={decks.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 760 }}
          aria-label={intl.formatMessage({ id: 'admin.decks.table' })}
        />
      )}
    </>
  );
}
