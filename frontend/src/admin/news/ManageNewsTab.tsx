import { ClockCircleOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, SearchOutlined, StarFilled } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Select, Spin, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListAdminNewsApiArg } from '../../api/generated';
import { useDeleteNewsMutation, type NewsSummaryDto } from '../../api/news';
import { ErrorState } from '../../components/ErrorState';
import { NewsImage } from '../../components/NewsCard';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { formatDayMonthYear, formatDayMonthYearTime } from '../../lib/date';
import { isScheduled } from '../../lib/news';
import type { AdminTabProps } from '../admin-tab';
import { useListAdminNewsQuery } from '../admin-tables-api';
import { useServerTable } from '../components/use-server-table';
import { AdminTable } from '../components/AdminTable';
import { useConfirmRemoval } from '../components/ConfirmRemoval';
import { NewsRemovalImpact } from './NewsRemovalImpact';
import { NewsEditDialog } from './NewsEditDialog';
import './news-admin.css';

const NO_NEWS: NewsSummaryDto[] = [];
/** The table reads 20 articles a page (GET /api/admin/news). */
export const NEWS_TABLE_PAGE_SIZE = 20;
const STATUSES = { draft: 'admin.news.filter.drafts', scheduled: 'admin.news.filter.scheduled', published: 'admin.news.filter.published' } as const;
const LANGUAGES = { it: 'admin.news.filter.italian', en: 'admin.news.filter.englishOnly' } as const;

/**
 * 'Gestione News' (docs/product.md#news-editor): every article, drafts included, as a table ('Tabella') or as cards
 * ('Card'); add and edit in a dialog, delete after a confirmation, toasts (docs/product.md#toasts).
 */
export function ManageNewsTab(_props: AdminTabProps) {
  const intl = useIntl();
  const toast = useToast();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Search, filters, column order and page, read on the server (ADR 0074).
  const table = useServerTable<'status' | 'language'>({ defaultSort: '-created_at', pageSize: NEWS_TABLE_PAGE_SIZE });
  const { data, isLoading, isError: failed, isFetching, error, refetch } = useListAdminNewsQuery(table.args as ListAdminNewsApiArg);
  const isError = failed && !table.followLastPage(error);
  const news = data?.items ?? NO_NEWS;
  const total = data?.total ?? 0;
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrderOf(key), sortDirections: ['ascend' as const, 'descend' as const] });
  const [deleteNews] = useDeleteNewsMutation();

  // A failed load says 'Impossibile caricare le news' (docs/product.md#messages).
  useEffect(() => {
    if (isError) toast.error(intl.formatMessage({ id: 'admin.news.toast.loadFailed' }), describeApiFailure(intl, error, 'admin.news.loadFailedText'));
  }, [isError, error, intl, toast]);

  const confirmRemoval = useConfirmRemoval();
  const confirmDelete = (item: NewsSummaryDto) => {
    confirmRemoval({
      title: intl.formatMessage({ id: 'admin.news.deleteConfirm.title' }),
      subject: intl.formatMessage({ id: 'admin.news.deleteConfirm.text' }, { title: item.title }),
      removes: <NewsRemovalImpact news={item} />,
      onOk: () =>
        deleteNews({ id: item.id })
          .unwrap()
          .then(
            () => toast.success(intl.formatMessage({ id: 'admin.news.toast.deleted' }), item.title),
            (failure: unknown) =>
              toast.error(intl.formatMessage({ id: 'admin.news.toast.deleteFailed' }), describeApiFailure(intl, failure, 'admin.news.toast.deleteFailedText')),
          ),
    });
  };

  const actions = (item: NewsSummaryDto) => (
    <span className="admin-news__actions">
      <Tooltip title={intl.formatMessage({ id: 'admin.news.view' })}>
        <Button
          type="text"
          icon={<EyeOutlined aria-hidden />}
          href={`/news/${item.id}`}
          target="_blank"
          rel="noopener"
          aria-label={intl.formatMessage({ id: 'admin.news.viewLabel' }, { title: item.title })}
        />
      </Tooltip>
      <Tooltip title={intl.formatMessage({ id: 'admin.news.edit' })}>
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          onClick={() => setEditing(item.id)}
          aria-label={intl.formatMessage({ id: 'admin.news.editLabel' }, { title: item.title })}
        />
      </Tooltip>
      <Tooltip title={intl.formatMessage({ id: 'common.delete' })}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => confirmDelete(item)}
          aria-label={intl.formatMessage({ id: 'admin.news.deleteLabel' }, { title: item.title })}
        />
      </Tooltip>
    </span>
  );

  const tags = (item: NewsSummaryDto) => (
    <>
      {item.is_draft === 1 && (
        <Tag color="orange">
          <FormattedMessage id="admin.news.draft" />
        </Tag>
      )}
      {isScheduled(item) && (
        <Tag color="blue" icon={<ClockCircleOutlined aria-hidden />}>
          <FormattedMessage id="admin.news.scheduledFor" values={{ date: formatDayMonthYearTime(item.publish_at) }} />
        </Tag>
      )}
      {item.is_highlighted === 1 && (
        <Tag color="gold" icon={<StarFilled aria-hidden />}>
          <FormattedMessage id="admin.news.highlighted" />
        </Tag>
      )}
    </>
  );

  const columns: TableColumnsType<NewsSummaryDto> = [
    {
      key: 'image',
      title: intl.formatMessage({ id: 'admin.news.col.image' }),
      width: 110,
      render: (_, item) => (
        <span className="admin-news__thumb">
          <NewsImage src={item.image_url} />
        </span>
      ),
    },
    {
      ...sorted('title'),
      title: intl.formatMessage({ id: 'admin.news.col.title' }),
      render: (_, item) => (
        <span className="admin-news__title">
          <strong>{item.title}</strong>
          {item.title_it && <span className="admin-news__title-it">{item.title_it}</span>}
          <span>{tags(item)}</span>
        </span>
      ),
    },
    { ...sorted('author'), title: intl.formatMessage({ id: 'admin.news.col.author' }), dataIndex: 'author' },
    { ...sorted('created_at'), title: intl.formatMessage({ id: 'admin.news.col.date' }), render: (_, item) => formatDayMonthYear(item.created_at) ?? '–' },
    { key: 'actions', title: intl.formatMessage({ id: 'admin.news.col.actions' }), render: (_, item) => actions(item) },
  ];

  return (
    <div className="admin-section">
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.news.tab" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id={table.narrowed ? 'admin.news.introFiltered' : 'admin.news.intro'} values={{ count: total }} />
          </p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          <FormattedMessage id="admin.news.add" />
        </Button>
      </header>

      {isLoading ? (
        <div className="admin-users__state">
          <Spin size="large" description={intl.formatMessage({ id: 'admin.news.loading' })} />
        </div>
      ) : isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'admin.news.toast.loadFailed' })}
          description={describeApiFailure(intl, error, 'admin.news.loadFailedText')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : total === 0 && !table.narrowed ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<p className="empty-state__title">{intl.formatMessage({ id: 'admin.news.empty' })}</p>}
        />
      ) : (
        <>
          <div className="admin-news__toolbar">
            <Input
              className="admin-news__search"
              type="search"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={intl.formatMessage({ id: 'admin.news.search.placeholder' })}
              aria-label={intl.formatMessage({ id: 'admin.news.search.label' })}
              maxLength={100}
              {...table.searchBox}
            />
            <Select<string>
              allowClear
              aria-label={intl.formatMessage({ id: 'admin.news.filter.status' })}
              placeholder={intl.formatMessage({ id: 'admin.news.filter.anyStatus' })}
              value={table.filters.status}
              onChange={(value) => table.setFilter('status', value)}
              options={Object.entries(STATUSES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
              popupMatchSelectWidth={false}
            />
            <Select<string>
              allowClear
              aria-label={intl.formatMessage({ id: 'admin.news.filter.language' })}
              placeholder={intl.formatMessage({ id: 'admin.news.filter.anyLanguage' })}
              value={table.filters.language}
              onChange={(value) => table.setFilter('language', value)}
              options={Object.entries(LANGUAGES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
              popupMatchSelectWidth={false}
            />
          </div>
          <Tabs
            items={[
              {
                key: 'table',
                label: intl.formatMessage({ id: 'admin.news.view.table' }),
                children: (
                  <AdminTable<NewsSummaryDto>
                    rowKey="id"
                    columns={columns}
                    dataSource={news}
                    loading={isFetching}
                    pagination={table.pagination(data)}
                    onChange={table.onChange}
                    locale={{ emptyText: intl.formatMessage({ id: 'admin.tables.noMatch' }) }}
                    scroll={{ x: 760 }}
                    aria-label={intl.formatMessage({ id: 'admin.news.table' })}
                  />
                ),
              },
              {
                key: 'cards',
                label: intl.formatMessage({ id: 'admin.news.view.cards' }),
                children: (
                  <>
                    <ul className="admin-news__cards" aria-label={intl.formatMessage({ id: 'admin.news.cards' })}>
                      {news.map((item) => (
                        <li key={item.id} className="admin-news__card">
                          <div className="admin-news__card-image">
                            <NewsImage src={item.image_url} />
                          </div>
                          <div className="admin-news__card-body">
                            <h3 className="admin-news__card-title">{item.title}</h3>
                            <p className="admin-news__card-meta">
                              {item.author} · {formatDayMonthYear(item.created_at) ?? '–'}
                            </p>
                            <p className="admin-news__card-tags">{tags(item)}</p>
                            <p className="admin-news__card-excerpt">{item.excerpt}</p>
                            {actions(item)}
                          </div>
                        </li>
                      ))}
                    </ul>
                    <Pagination {...table.pagination(data)} onChange={table.goToPage} className="admin-news__pages" />
                  </>
                ),
              },
            ]}
          />
        </>
      )}

      <NewsEditDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
