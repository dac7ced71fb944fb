import { FormattedMessage } from 'react-intl';
import { useListCommentPageQuery } from '../../api/community';
import type { NewsSummaryDto } from '../../api/news';
import { RemovalList, type RemovalItem } from '../components/ConfirmRemoval';

/**
 * What goes with a news article (issue 38): its comments (counted; a draft has none the public can
 * read, so they are named without a number), its picture, its place among the highlighted news.
 */
export function NewsRemovalImpact({ news }: { news: Pick<NewsSummaryDto, 'id' | 'image_url' | 'is_highlighted' | 'is_draft'> }) {
  // One row and the COUNT: the page's total counts the comments without downloading them.
  const { data: comments, isFetching } = useListCommentPageQuery(
    { contentType: 'news', contentId: news.id, page: 1, pageSize: 1 },
    { skip: news.is_draft === 1 },
  );
  const items: RemovalItem[] = [];
  if (comments === undefined || news.is_draft === 1) items.push({ key: 'comments', text: <FormattedMessage id="admin.news.removal.commentsUncounted" /> });
  else if (comments.total > 0) items.push({ key: 'comments', text: <FormattedMessage id="admin.news.removal.comments" values={{ count: comments.total }} /> });
  if (news.image_url) items.push({ key: 'image', text: <FormattedMessage id="admin.news.removal.image" /> });
  if (news.is_highlighted === 1) items.push({ key: 'highlighted', text: <FormattedMessage id="admin.news.removal.highlighted" /> });
  return <RemovalList items={items} loading={isFetching && comments === undefined} />;
}
