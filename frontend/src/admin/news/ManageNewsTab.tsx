import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import { App, Button, Empty, Spin, Table, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteNewsMutation, useListNewsQuery, type NewsSummaryDto } from '../../api/news';
import { ErrorState } from '../../components/ErrorState';
import { NewsImage } from '../../components/NewsCard';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { formatDayMonthYear } from '../../lib/date';
import type { AdminTabProps } from '../admin-tab';
import { NewsEditDialog } from './NewsEditDialog';
import './news-admin.css';

const NO_NEWS: NewsSummaryDto[] = [];

/**
 * 'Gestione News' (docs/product.md#news-editor): every article, drafts included, as a table ('Tabella') or as cards
 * ('Card'); add and edit in a dialog, delete after a confirmation, toasts (docs/product.md#toasts).
 */
export function ManageNewsTab(_props: AdminTabProps) {
  const intl = useIntl();
  const toast = useToast();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data: news = NO_NEWS, isLoading, isError, isFetching, error, refetch } = useListNewsQuery({ includeDrafts: '1' });
  const [deleteNews] = useDeleteNewsMutation();

  // A failed load says 'Impossibile caricare le news' (docs/product.md#messages).
  useEffect(() => {
    if (isError) toast.error(intl.formatMessage({ id: 'admin.news.toast.loadFailed' }), describeApiFailure(intl, error, 'admin.news.loadFailedText'));
  }, [isError, error, intl, toast]);

  const confirmDelete = (item: NewsSummaryDto) => {
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.news.deleteConfirm.title' }),
      content: intl.formatMessage({ id: 'admin.news.deleteConfirm.text' }, { title: item.title }),
      okText: intl.formatMessage({ id: 'common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
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
      key: 'title',
      title: intl.formatMessage({ id: 'admin.news.col.title' }),
      render: (_, item) => (
        <span className="admin-news__title">
          <strong>{item.title}</strong>
          {item.title_it && <span className="admin-news__title-it">{item.title_it}</span>}
          <span>{tags(item)}</span>
        </span>
      ),
    },
    { key: 'author', title: intl.formatMessage({ id: 'admin.news.col.author' }), dataIndex: 'author' },
    { key: 'date', title: intl.formatMessage({ id: 'admin.news.col.date' }), render: (_, item) => formatDayMonthYear(item.created_at) ?? '–' },
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
            <FormattedMessage id="admin.news.intro" values={{ count: news.length }} />
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
      ) : news.length === 0 ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<p className="empty-state__title">{intl.formatMessage({ id: 'admin.news.empty' })}</p>}
        />
      ) : (
        <Tabs
          items={[
            {
              key: 'table',
              label: intl.formatMessage({ id: 'admin.news.view.table' }),
              children: (
                <Table<NewsSummaryDto>
                  rowKey="id"
                  columns={columns}
                  dataSource={news}
                  pagination={news.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                  scroll={{ x: 760 }}
                  aria-label={intl.formatMessage({ id: 'admin.news.table' })}
                />
              ),
            },
            {
              key: 'cards',
              label: intl.formatMessage({ id: 'admin.news.view.cards' }),
              children: (
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
              ),
            },
          ]}
        />
      )}

      <NewsEditDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
