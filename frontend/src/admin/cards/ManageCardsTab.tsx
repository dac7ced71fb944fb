import { EditOutlined, EyeOutlined, PlusOutlined, SearchOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Input, Select, Switch, Tooltip, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';
import { CardDetailModal } from '../../components/CardDetailModal';
import { useGameRules } from '../../api/game-rules';
import { useListCardFilterOptionsQuery } from '../../features/cards/api';
import type { ListAdminCardsApiArg } from '../../api/generated';
import { useListAdminCardsQuery } from '../admin-tables-api';
import { useGetDashboardStatsQuery } from '../api';
import { AdminTable } from '../components/AdminTable';
import { useServerTable } from '../components/use-server-table';
import type { CardDto } from './api';
import { CardBulkActions } from './CardBulkActions';
import { CardEditDialog } from './CardEditDialog';
import { needsNormalisation } from './card-table';
import { NormalizationPanel } from './NormalizationPanel';
import './cards-admin.css';

/** The admin card table shows 10 cards per page (docs/product.md#limits). */
export const TABLE_PAGE_SIZE = 10;

const NO_CARDS: CardDto[] = [];
/** The filter of the cards whose type is empty or not one the form accepts (what the normalisation fixes). */
const INVALID_TYPE = 'invalid' as const;

/**
 * The 'Gestione Carte' tab (docs/product.md#manage-cards): a page of the card table at a time, searched (name, code or set),
 * filtered (type, colour, set) and sorted by a column on the server (GET /api/admin/cards, ADR 0074).
 */
export function ManageCardsTab() {
  const intl = useIntl();
  const ids = useId();
  // Import order (id) until the admin asks for the set-number order (docs/product.md#manage-cards).
  const table = useServerTable<'type' | 'color' | 'set'>({ defaultSort: 'id', pageSize: TABLE_PAGE_SIZE });
  const { data, isLoading, isError: failed, isFetching, error, refetch } = useListAdminCardsQuery(table.args as ListAdminCardsApiArg);
  const isError = failed && !table.followLastPage(error);
  const cards = data?.items ?? NO_CARDS;
  // The cards the normalisation would look at, and every card: counted by the API.
  const { data: invalid } = useListAdminCardsQuery({ type: INVALID_TYPE, pageSize: 1 });
  const { data: stats } = useGetDashboardStatsQuery();
  const { data: options } = useListCardFilterOptionsQuery();
  // The edit dialog's card types: read with the table, so that the dialog opens ready.
  useGameRules();
  const [viewing, setViewing] = useState<CardDto | null>(null);
  // The dialog keeps the card it opened with: the page may change under it.
  const [editing, setEditing] = useState<CardDto | 'new' | null>(null);
  // The rows ticked for a bulk action (ADR 0075), kept across pages.
  const [selection, setSelection] = useState<CardDto[]>([]);
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrderOf(key), sortDirections: ['ascend' as const, 'descend' as const] });
  const choices = (list: Array<{ value: string }> | undefined) => (list ?? []).map(({ value }) => ({ value, label: value }));

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
      ...sorted('code'),
      title: intl.formatMessage({ id: 'admin.cards.column.code' }),
      dataIndex: 'code',
      width: 150,
      render: (code: string) => <code className="card-table__code">{code}</code>,
    },
    { ...sorted('name'), title: intl.formatMessage({ id: 'admin.cards.column.name' }), dataIndex: 'name' },
    { ...sorted('type'), title: intl.formatMessage({ id: 'admin.cards.column.type' }), dataIndex: 'type', width: 170, render: (_, card) => typeCell(card) },
    { ...sorted('set'), title: intl.formatMessage({ id: 'admin.cards.column.set' }), dataIndex: 'set', width: 170, render: (set: string | null) => set ?? '–' },
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
              onClick={() => setEditing(card)}
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
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          <FormattedMessage id="admin.cards.create.button" />
        </Button>
      </div>

      <NormalizationPanel pendingCount={invalid?.total ?? 0} />

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
              maxLength={100}
              {...table.searchBox}
            />
            <Select<string>
              className="card-table__filter"
              allowClear
              aria-label={intl.formatMessage({ id: 'admin.cards.filter.type' })}
              placeholder={intl.formatMessage({ id: 'admin.cards.filter.anyType' })}
              value={table.filters.type}
              onChange={(value) => table.setFilter('type', value)}
              options={[...choices(options?.types), { value: INVALID_TYPE, label: intl.formatMessage({ id: 'admin.cards.filter.invalidTypeOption' }) }]}
              popupMatchSelectWidth={false}
            />
            <Select<string>
              className="card-table__filter"
              allowClear
              aria-label={intl.formatMessage({ id: 'admin.cards.filter.color' })}
              placeholder={intl.formatMessage({ id: 'admin.cards.filter.anyColor' })}
              value={table.filters.color}
              onChange={(value) => table.setFilter('color', value)}
              options={choices(options?.colors)}
              popupMatchSelectWidth={false}
            />
            <Select<string>
              className="card-table__filter"
              allowClear
              showSearch
              aria-label={intl.formatMessage({ id: 'admin.cards.filter.set' })}
              placeholder={intl.formatMessage({ id: 'admin.cards.filter.anySet' })}
              value={table.filters.set}
              onChange={(value) => table.setFilter('set', value)}
              options={choices(options?.sets)}
              popupMatchSelectWidth={false}
            />
            <label className="card-table__toggle" htmlFor={`${ids}-invalid`}>
              <Switch
                id={`${ids}-invalid`}
                checked={table.filters.type === INVALID_TYPE}
                onChange={(on) => table.setFilter('type', on ? INVALID_TYPE : undefined)}
                size="small"
              />
              <FormattedMessage id="admin.cards.filter.invalidType" />
            </label>
            <label className="card-table__toggle" htmlFor={`${ids}-order`}>
              <Switch id={`${ids}-order`} checked={table.args.sort === 'code'} onChange={(on) => table.orderBy(on ? 'code' : 'id')} size="small" />
              <FormattedMessage id="admin.cards.filter.bySetNumber" />
            </label>
          </div>
          <p className="cards-count" aria-live="polite">
            <FormattedMessage id="admin.cards.table.count" values={{ count: data?.total ?? 0, total: stats?.cards ?? data?.total ?? 0 }} />
          </p>
          <CardBulkActions selected={selection} onDone={() => setSelection([])} />
          <AdminTable<CardDto>
            className="card-table"
            rowKey="id"
            rowSelection={{
              selectedRowKeys: selection.map((card) => card.id),
              preserveSelectedRowKeys: true,
              onChange: (_keys, rows) => setSelection(rows.filter(Boolean)),
            }}
            size="middle"
            columns={columns}
            dataSource={cards}
            loading={isLoading || isFetching}
            // The server's pages: 10 per page; showLessItems keeps it to 5 page links with ellipses (docs/product.md#manage-cards).
            pagination={table.pagination(data)}
            onChange={table.onChange}
            rowClassName={(card) => (needsNormalisation(card) ? 'card-table__row--mismatch' : '')}
            locale={{ emptyText: intl.formatMessage({ id: 'admin.cards.table.empty' }) }}
          />
        </section>
      )}

      <CardDetailModal card={viewing} onClose={() => setViewing(null)} />
      <CardEditDialog card={editing} onClose={() => setEditing(null)} onCreated={setEditing} />
    </div>
  );
}
