import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Popconfirm, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCreateCommentMutation, useDeleteCommentMutation, useListCommentPagesInfiniteQuery, useUpdateCommentMutation } from '../../api/community';
import type { CommentDto } from '../../api/generated';
import { useCurrentUser, type UserDto } from '../../api/session';
import { describeApiFailure } from '../../lib/api-error';
import { timeAgo } from '../../lib/relative-time';
import { ErrorState } from '../ErrorState';
import { ReportButton } from '../ReportButton';
import { useDayMonthYear, useHydrated } from '../useHydrated';
import { useToast } from '../useToast';
import './comments.css';

export interface CommentsSectionProps {
  contentType: 'deck' | 'news';
  contentId: number;
}

const MAX_LENGTH = 2000;

/**
 * "5 minutes ago" depends on the clock that reads it: the server's render and the hydration show the
 * day (the same text on both, useHydrated), the browser's next render the time since.
 */
function WhenPosted({ iso }: { iso: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const day = useDayMonthYear(iso);
  if (!hydrated) return <time dateTime={iso}>{day}</time>;
  const ago = timeAgo(new Date(iso));
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(intl.locale)}>
      {ago.unit === 'now' ? <FormattedMessage id="comments.justNow" /> : <FormattedRelativeTime value={-ago.value} unit={ago.unit} numeric="auto" />}
    </time>
  );
}

function CommentItem({ comment, viewer }: { comment: CommentDto; viewer: UserDto | null }) {
  const intl = useIntl();
  const toast = useToast();
  const [draft, setDraft] = useState<string | null>(null);
  const [updateComment, update] = useUpdateCommentMutation();
  const [deleteComment, removal] = useDeleteCommentMutation();
  const isAuthor = viewer?.id === comment.user_id;
  const isAdmin = viewer?.isAdmin === 1 || viewer?.isSuperAdmin === 1;

  const save = async () => {
    if (draft === null || !draft.trim()) return;
    try {
      await updateComment({ id: comment.id, updateCommentDto: { content: draft } }).unwrap();
      setDraft(null);
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'comments.updateFailed' }), describeApiFailure(intl, error, 'comments.updateFailed'));
    }
  };

  const remove = async () => {
    try {
      await deleteComment({ id: comment.id }).unwrap();
      toast.success(intl.formatMessage({ id: 'comments.deleted' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'comments.deleteFailed' }), describeApiFailure(intl, error, 'comments.deleteFailed'));
    }
  };

  return (
    <li className="comment" aria-label={comment.username}>
      <div className="comment__meta">
        <span className="comment__author">{comment.username}</span>
        <span className="comment__time">
          <WhenPosted iso={comment.created_at} />
          {comment.updated_at !== comment.created_at && (
            <>
              {' · '}
              <FormattedMessage id="comments.edited" />
            </>
          )}
        </span>
      </div>
      {draft === null ? (
        // Plain text: React escapes it; pre-wrap keeps the author's line breaks.
        <p className="comment__text">{comment.content}</p>
      ) : (
        <div className="comment__edit">
          <Input.TextArea
            aria-label={intl.formatMessage({ id: 'comments.editLabel' })}
            value={draft}
            maxLength={MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 8 }}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="comment__actions">
            <Button type="primary" size="small" onClick={() => void save()} disabled={!draft.trim()} loading={update.isLoading}>
              <FormattedMessage id="comments.save" />
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              <FormattedMessage id="comments.cancel" />
            </Button>
          </div>
        </div>
      )}
      {draft === null && (
        <div className="comment__actions">
          {isAuthor && (
            <Button size="small" type="text" icon={<EditOutlined aria-hidden />} onClick={() => setDraft(comment.content)}>
              <FormattedMessage id="comments.edit" />
            </Button>
          )}
          {/* Anyone but its author may report a comment (a visitor is offered the login). */}
          {!isAuthor && <ReportButton targetType="comment" targetId={comment.id} compact />}
          {(isAuthor || isAdmin) && (
            <Popconfirm
              title={intl.formatMessage({ id: 'comments.deleteConfirm' })}
              okText={intl.formatMessage({ id: 'comments.delete' })}
              cancelText={intl.formatMessage({ id: 'comments.cancel' })}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove()}
            >
              <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} loading={removal.isLoading}>
                <FormattedMessage id={isAuthor ? 'comments.delete' : 'comments.deleteAsAdmin'} />
              </Button>
            </Popconfirm>
          )}
        </div>
      )}
    </li>
  );
}

function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * Comments under a deck or a news item (docs/product.md): everyone reads; logged-in users write; authors edit
 * and delete their own; admins delete anyone's ('Elimina (Admin)'). The API enforces all of it.
 */
export function CommentsSection({ contentType, contentId }: CommentsSectionProps) {
  const intl = useIntl();
  const toast = useToast();
  const session = useCurrentUser();
  // A page at a time, newest first; "load more" adds the older ones (a deck may have thousands).
  const { data, isLoading, isError, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useListCommentPagesInfiniteQuery({
    contentType,
    contentId,
  });
  // By id: a comment posted meanwhile by someone else moves the last one shown onto the next page.
  const comments = useMemo(() => uniqueById(data?.pages.flatMap((page) => page.items) ?? []), [data]);
  // The latest answer's count (another comment may have come since the first page).
  const total = data?.pages.at(-1)?.total ?? 0;
  const [createComment, creation] = useCreateCommentMutation();
  const [text, setText] = useState('');
  const viewer = session.status === 'loggedIn' ? session.user : null;

  const send = async () => {
    if (!text.trim()) return;
    try {
      await createComment({ createCommentDto: { contentType, contentId, content: text } }).unwrap();
      setText('');
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'comments.addFailed' }), describeApiFailure(intl, error, 'comments.addFailed'));
    }
  };

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        <FormattedMessage id="comments.title" values={{ count: total }} />
      </h2>
      {viewer ? (
        <div className="comments__form">
          <Input.TextArea
            aria-label={intl.formatMessage({ id: 'comments.label' })}
            placeholder={intl.formatMessage({ id: 'comments.placeholder' })}
            value={text}
            maxLength={MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 10 }}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="primary" icon={<SendOutlined aria-hidden />} disabled={!text.trim()} loading={creation.isLoading} onClick={() => void send()}>
            <FormattedMessage id="comments.send" />
          </Button>
        </div>
      ) : (
        session.status === 'loggedOut' && (
          <Alert
            type="info"
            showIcon
            title={
              <>
                <FormattedMessage id="comments.loginPrompt" />{' '}
                <Link to="/auth" className="comments__login-link">
                  {intl.formatMessage({ id: 'comments.loginLink' })}
                </Link>
              </>
            }
          />
        )
      )}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : isError ? (
        <ErrorState title={intl.formatMessage({ id: 'comments.loadFailed' })} onRetry={() => void refetch()} retrying={isFetching} />
      ) : comments.length === 0 ? (
        <p className="comments__empty">
          <FormattedMessage id="comments.empty" />
        </p>
      ) : (
        <>
          <ul className="comments__list">
            {comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} viewer={viewer} />
            ))}
          </ul>
          {hasNextPage && (
            <div className="comments__more">
              <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                <FormattedMessage id="comments.loadMore" values={{ shown: comments.length, total }} />
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
