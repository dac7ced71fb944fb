import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Input } from 'antd';
import { formatDayMonthYearTime, fromDateTimeLocal } from '../../lib/date';
import { isScheduled } from '../../lib/news';

/**
 * The news dialog's publication time (ADR 0075): empty, public as soon as it is not a draft; in the future,
 * hidden from readers until then and shown by itself after. The browser's own date-time picker, in the
 * admin's time zone; the API keeps the instant.
 */
export function PublishAtField({ value, isDraft, onChange }: { value: string; isDraft: boolean; onChange(value: string): void }) {
  const id = useId();
  // The moment the dialog opened: what "still to come" is measured against while it is open.
  const [openedAt] = useState(() => Date.now());
  const instant = fromDateTimeLocal(value);
  const scheduled = isScheduled({ is_draft: isDraft ? 1 : 0, publish_at: instant }, openedAt);
  return (
    <div className="news-form__field news-form__publish">
      <label className="news-form__label" htmlFor={`${id}-publish-at`}>
        <FormattedMessage id="admin.news.field.publishAt" />
      </label>
      <Input
        id={`${id}-publish-at`}
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-publish-at-hint`}
      />
      <span className="news-form__hint" id={`${id}-publish-at-hint`} aria-live="polite">
        {scheduled ? (
          <FormattedMessage id="admin.news.scheduledFor" values={{ date: formatDayMonthYearTime(instant) }} />
        ) : (
          <FormattedMessage id="admin.news.field.publishAtHint" />
        )}
      </span>
    </div>
  );
}
