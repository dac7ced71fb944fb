import { CheckOutlined, DeleteOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Empty, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDeleteCommentMutation } from '../../api/community';
import { useDismissReportsMutation, useHideDeckMutation, useListReportsQuery, useRestoreDeckMutation, type ReportGroupDto } from '../../api/moderation';
import { ErrorState } from '../../components/ErrorState';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { lastPageOf } from '../../lib/paging';
import type { MessageId } from '../../i18n/messages';
import type { AdminTabProps } from '../admin-tab';
import './reports-admin.css';

const PAGE_SIZE = 20;

/**
 * 'Segnalazioni' (issue 34 item 6, docs/product.md#moderation): the players' reports, one entry per reported deck or
 * comment, the most recently reported first. Hide or restore a deck, delete a comment, or dismiss the reports.
 */
export function ReportsTab(_props: AdminTabProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isError, isFetching, refetch } = useListReportsQuery({ page, pageSize: PAGE_SIZE });
  // The last report of the last page dealt with: that page is gone (404 page_out_of_range), the one before it is shown (ADR 0067).
  const lastPage = lastPageOf(error);
  if (lastPage !== null && lastPage !== page) setPage(lastPage);

  if (isLoading || lastPage !== null) return <Spin aria-label={intl.formatMessage({ id: 'admin.reports.loading' })} />;
  if (isError || !data)
    return <ErrorState title={intl.formatMessage({ id: 'admin.reports.loadFailed' })} onRetry={() => void refetch()} retrying={isFetching} />;

  return (
    <section className="admin-reports" aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title" className="admin-reports__title">
        <FormattedMessage id="admin.reports.title" values={{ count: data.total }} />
      </h2>
      <p className="admin-reports__intro">
        <FormattedMessage id="admin.reports.intro" />
      </p>
      {data.items.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'admin.reports.empty' })} />
      ) : (
        <ul className="admin-reports__list">
          {data.items.map((group) => (
            <ReportEntry key={`${group.targetType}-${group.targetId}`} group={group} onChanged={() => void refetch()} />
          ))}
        </ul>
      )}
      {data.total > PAGE_SIZE && (
        <Pagination className="admin-reports__pagination" current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={setPage} />
      )}
    </section>
  );
}

/** Where a reported comment is read: its deck's or news item's page. */
const commentPage = (comment: NonNullable<ReportGroupDto['comment']>) => `/${comment.contentType === 'news' ? 'news' : 'decks'}/${comment.contentId}`;

function ReportEntry({ group, onChanged }: { group: ReportGroupDto; onChanged(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const { modal } = App.useApp();
  const [hideDeck, hiding] = useHideDeckMutation();
  const [restoreDeck, restoring] = useRestoreDeckMutation();
  const [dismissReports, dismissing] = useDismissReportsMutation();
  const [deleteComment, deleting] = useDeleteCommentMutation();
  const name = group.deck?.name ?? group.comment?.content.slice(0, 60) ?? '';

  const act = async (work: () => Promise<unknown>, done: MessageId) => {
    try {
      await work();
      toast.success(intl.formatMessage({ id: done }, { name }));
      onChanged();
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'admin.reports.failed' }), describeApiFailure(intl, error, 'admin.reports.failed'));
    }
  };

  const hide = () => act(() => hideDeck({ id: group.targetId }).unwrap(), 'admin.reports.hidden');
  const restore = () => act(() => restoreDeck({ id: group.targetId }).unwrap(), 'admin.reports.restored');
  const dismiss = () => act(() => dismissReports({ targetType: group.targetType, targetId: group.targetId }).unwrap(), 'admin.reports.dismissed');
  const removeComment = () =>
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.reports.deleteComment.title' }),
      content: intl.formatMessage({ id: 'admin.reports.deleteComment.text' }),
      okText: intl.formatMessage({ id: 'admin.reports.deleteComment' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'admin.reports.cancel' }),
      onOk: () => act(() => deleteComment({ id: group.targetId }).unwrap(), 'admin.reports.commentDeleted'),
    });

  return (
    <li className="admin-report" aria-label={intl.formatMessage({ id: `admin.reports.entry.${group.targetType}` }, { name })}>
      <div className="admin-report__head">
        <Tag color={group.targetType === 'deck' ? 'blue' : 'purple'}>
          <FormattedMessage id={`admin.reports.kind.${group.targetType}`} />
        </Tag>
        {group.deck && (
          <span className="admin-report__target">
            <Link to={`/decks/${group.deck.id}`} target="_blank" rel="noopener">
              {group.deck.name}
            </Link>
            {group.deck.owner && (
              <span className="admin-report__by">
                <FormattedMessage id="admin.reports.by" values={{ name: group.deck.owner }} />
              </span>
            )}
            {group.deck.hidden === 1 && (
              <Tag color="orange">
                <FormattedMessage id="admin.reports.isHidden" />
              </Tag>
            )}
          </span>
        )}
        {group.comment && (
          <span className="admin-report__target">
            <Link to={commentPage(group.comment)} target="_blank" rel="noopener">
              <FormattedMessage id={group.comment.contentType === 'news' ? 'admin.reports.onNews' : 'admin.reports.onDeck'} />
            </Link>
            {group.comment.author && (
              <span className="admin-report__by">
                <FormattedMessage id="admin.reports.by" values={{ name: group.comment.author }} />
              </span>
            )}
          </span>
        )}
        <strong className="admin-report__count">
          <FormattedMessage id="admin.reports.count" values={{ count: group.openReports }} />
        </strong>
      </div>
      {group.comment && <blockquote className="admin-report__comment">{group.comment.content}</blockquote>}
      <p className="admin-report__reasons">
        {group.reasons.map(({ reason, count }) => (
          <Tag key={reason}>
            <FormattedMessage id={`admin.reports.reason.${reason}`} /> × {count}
          </Tag>
        ))}
      </p>
      <ul className="admin-report__latest">
        {group.latest.map((report) => (
          <li key={report.id}>
            <span className="admin-report__who">{report.reporter ?? intl.formatMessage({ id: 'admin.reports.deletedAccount' })}</span>
            {' · '}
            <FormattedMessage id={`admin.reports.reason.${report.reason}`} />
            {' · '}
            <time dateTime={report.createdAt}>{intl.formatDate(report.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</time>
            {report.note && <q className="admin-report__note">{report.note}</q>}
          </li>
        ))}
      </ul>
      <div className="admin-report__actions">
        {group.deck &&
          (group.deck.hidden === 1 ? (
            <Button icon={<EyeOutlined aria-hidden />} loading={restoring.isLoading} onClick={() => void restore()}>
              <FormattedMessage id="admin.reports.restore" />
            </Button>
          ) : (
            <Button danger icon={<EyeInvisibleOutlined aria-hidden />} loading={hiding.isLoading} onClick={() => void hide()}>
              <FormattedMessage id="admin.reports.hide" />
            </Button>
          ))}
        {group.comment && (
          <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting.isLoading} onClick={removeComment}>
            <FormattedMessage id="admin.reports.deleteComment" />
          </Button>
        )}
        <Button icon={<CheckOutlined aria-hidden />} loading={dismissing.isLoading} onClick={() => void dismiss()}>
          <FormattedMessage id="admin.reports.dismiss" />
        </Button>
      </div>
    </li>
  );
}
