import { Alert, Button, Modal } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NewsDto } from '../../api/news';
import { NewsArticle } from '../../features/news/pages/NewsDetailPage';
import { formatDayMonthYearTime } from '../../lib/date';
import { isScheduled } from '../../lib/news';
import '../../features/news/news.css';

/**
 * 'Anteprima' (ADR 0075): the article exactly as its public page will draw it (the page's own component,
 * with the dialog's unsaved values), for the admin alone, under a banner that says it is a preview and
 * whether readers see it yet. Nothing is saved or sent.
 */
export function NewsPreview({ news, draft, onClose }: { news: NewsDto; draft: boolean; onClose(): void }) {
  const intl = useIntl();
  const scheduled = isScheduled({ is_draft: draft ? 1 : 0, publish_at: news.publish_at });
  const status = draft
    ? intl.formatMessage({ id: 'admin.news.preview.draft' })
    : scheduled
      ? intl.formatMessage({ id: 'admin.news.preview.scheduled' }, { date: formatDayMonthYearTime(news.publish_at) })
      : intl.formatMessage({ id: 'admin.news.preview.public' });
  return (
    <Modal
      open
      onCancel={onClose}
      width={1100}
      style={{ top: 16 }}
      className="news-preview"
      title={intl.formatMessage({ id: 'admin.news.preview.title' })}
      footer={
        <Button type="primary" onClick={onClose}>
          <FormattedMessage id="admin.news.preview.close" />
        </Button>
      }
    >
      <Alert className="news-preview__banner" type="warning" showIcon title={intl.formatMessage({ id: 'admin.news.preview.banner' })} description={status} />
      <div className="news-preview__page">
        <NewsArticle news={news} />
      </div>
    </Modal>
  );
}
