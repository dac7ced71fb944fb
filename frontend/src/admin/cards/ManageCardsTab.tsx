import { EditOutlined, EyeOutlined, SearchOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Input, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDebounce } from 'use-debounce';
import { ErrorState } from '../../components/ErrorState';
import { CardDetailModal } from '../../features/cards/components/CardDetailModal';
import { useListCardsQuery, type CardDto } from './api';
import { CardEditDialog } from './CardEditDialog';
import { useGameRules } from '../../api/game-rules';
import { needsNormalisation, selectTableCards } from './card-table';
import { NormalizationPanel } from './NormalizationPanel';
import './cards-admin.css';

/** The admin card table shows 10 cards per page; the search waits 300 ms after typing (docs/product.md#limits). */
export const TABLE_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;

const NO_CARDS: CardDto[] = [];
const NO_TYPES: string[] = [];

/** The 'Gestione Carte' tab (docs/product.md#manage-cards). */
export function ManageCardsTab() {
  const intl = useIntl();
  const ids = useId();
  const { data: cards = NO_CARDS, isLoading, isError, isFetching, refetch } = useListCardsQuery();
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebounce(searchInput, SEARCH_DEBOUNCE_MS);
  const [onlyInvalidType, setOnlyInvalidType] = useState(false);
  const [bySetNumber, setBySetNumber] = useState(false);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<CardDto | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);

  const cardTypes = useGameRules()?.cardTypes ?? NO_TYPES;
  const rows = useMemo(
    () => selectTableCards(cards, { search, onlyInvalidType, bySetNumber }, cardTypes),
    [cards, search, onlyInvalidType, bySetNumber, cardTypes],
  );
  const pendingCount = useMemo(() => cards.filter(needsNormalisation).length, [cards]);
  // A search, a toggle or a deletion can leave fewer pages than the one shown.
  const currentPage = Math.min(page, Math.max(1, Math.ceil(rows.length / TABLE_PAGE_SIZE)));
  // The dialog follows the cached card, so it closes by itself if the card disappears.
  const editing = editingId === null ? null : (cards.find((card) => card.id === editingId) ?? null);

  // Back to the first page whenever what is listed changes.
  const [listKey, setListKey] = useState(`${search}|${onlyInvalidType}|${bySetNumber}`);
  const nextKey = `${search}|${onlyInvalidType}|${bySetNumber}`;
  if (listKey !== nextKey) {
    setListKey(nextKey);
    setPage(1);
  }

  const typeCell = (card: CardDto) => {
    const { type, normalizedType: normalized } = card;
    if (!needsNormalisation(card)) return type || <span className="cards-admin__muted">–</span>;
    const hint = intl.formatMessage(
      { id: 'admin.cards.type.mismatch' },
      { type: type || '–', normalized: normalized || intl.formatMessage({ id: 'admin.cards.type.empty' }) },
    );
    return (
      <Tooltip title={hint}>
        <span className="card-table__type-mismatch" tabIndex={0} aria-label={`${type} – ${hint}`}>
          <WarningOutlined aria-hidden /> {type}
        </span>
      </Tooltip>
    );
  };

  const columns: TableColumnsType<CardDto> = [
    {
      key: 'code',
      title: intl.formatMessage({ id: 'admin.cards.column.code' }),
      dataIndex: 'code',
      width: 150,
      render: (code: string) => <code className="card-table__code">{code}</code>,
    },
    { key: 'name', title: intl.formatMessage({ id: 'admin.cards.column.name' }), dataIndex: 'name' },
    { key: 'type', title: intl.formatMessage({ id: 'admin.cards.column.type' }), dataIndex: 'type', width: 170, render: (_, card) => typeCell(card) },
    { key: 'set', title: intl.formatMessage({ id: 'admin.cards.column.set' }), dataIndex: 'set', width: 170, render: (set: string | null) => set ?? '–' },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.cards.column.actions' }),
      width: 110,
      render: (_: unknown, card: CardDto) => (
        <span className="card-table__actions">
          <Tooltip title={intl.formatMessage({ id: 'admin.cards.action.view' })}>
            <Button
              size="small"
              icon={<EyeOutlined aria-hidden />}
              aria-label={intl.formatMessage({ id: 'admin.cards.action.viewCard' }, { code: card.code })}
              onClick={() => setViewing(card)}
            />
          </Tooltip>
          <Tooltip title={intl.formatMessage({ id: 'admin.cards.action.edit' })}>
            <Button
              size="small"
              type="primary"
              ghost
              icon={<EditOutlined aria-hidden />}
              aria-label={intl.formatMessage({ id: 'admin.cards.action.editCard' }, { code: card.code })}
              onClick={() => setEditingId(card.id)}
            />
          </Tooltip>
        </span>
      ),
    },
  ];

  return (
    <div className="admin-section cards-admin">
      <div className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.cards.title" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id="admin.cards.intro" />
          </p>
        </div>
      </div>

      <NormalizationPanel pendingCount={pendingCount} />

      {isError ? (
        <ErrorState title={intl.formatMessage({ id: 'cards.error.title' })} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <section className="cards-admin__panel" aria-label={intl.formatMessage({ id: 'admin.cards.table.label' })}>
          <div className="card-table__toolbar">
            <Input
              className="card-table__search"
              type="search"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={intl.formatMessage({ id: 'admin.cards.search.placeholder' })}
              aria-label={intl.formatMessage({ id: 'admin.cards.search.label' })}
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
            />
            <label className="card-table__toggle" htmlFor={`${ids}-invalid`}>
              <Switch id={`${ids}-invalid`} checked={onlyInvalidType} onChange={setOnlyInvalidType} size="small" />
              <FormattedMessage id="admin.cards.filter.invalidType" />
            </label>
            <label className="card-table__toggle" htmlFor={`${ids}-order`}>
              <Switch id={`${ids}-order`} checked={bySetNumber} onChange={setBySetNumber} size="small" />
              <FormattedMessage id="admin.cards.filter.bySetNumber" />
            </label>
          </div>
          <p className="cards-count" aria-live="polite">
            <FormattedMessage id="admin.cards.table.count" values={{ count: rows.length, total: cards.length }} />
          </p>
          <Table<CardDto>
            className="card-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={isLoading}
            // antd's own pagination: 10 per page; showLessItems keeps it to 5 page links with ellipses (docs/product.md#manage-cards).
            pagination={{
              current: currentPage,
              pageSize: TABLE_PAGE_SIZE,
              onChange: setPage,
              showSizeChanger: false,
              showLessItems: true,
              hideOnSinglePage: true,
            }}
            rowClassName={(card) => (needsNormalisation(card) ? 'card-table__row--mismatch' : '')}
            locale={{ emptyText: intl.formatMessage({ id: 'admin.cards.table.empty' }) }}
          />
        </section>
      )}

      <CardDetailModal card={viewing} onClose={() => setViewing(null)} />
      <CardEditDialog card={editing} onClose={() => setEditingId(null)} />
    </div>
  );
}
