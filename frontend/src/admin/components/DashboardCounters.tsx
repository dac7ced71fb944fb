import { DatabaseOutlined, BookOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useGetDashboardStatsQuery } from '../api';

const COUNTERS: readonly { key: 'cards' | 'decks' | 'communityDecks' | 'publishedNews'; label: MessageId; icon: ReactNode }[] = [
  { key: 'cards', label: 'admin.stats.cards', icon: <DatabaseOutlined /> },
  { key: 'decks', label: 'admin.stats.decks', icon: <BookOutlined /> },
  { key: 'communityDecks', label: 'admin.stats.communityDecks', icon: <TeamOutlined /> },
  { key: 'publishedNews', label: 'admin.stats.publishedNews', icon: <ReadOutlined /> },
];

/** Cards, the site's decks, players' community decks and published news (docs/product.md#admin-login-and-dashboard). */
export function DashboardCounters() {
  const intl = useIntl();
  const { data: stats, isLoading, isError } = useGetDashboardStatsQuery();

  return (
    <section aria-label={intl.formatMessage({ id: 'admin.stats.label' })}>
      <dl className="admin-counters">
        {COUNTERS.map(({ key, label, icon }) => (
          <div key={key} className="admin-counter">
            <span className="admin-counter__icon" aria-hidden="true">
              {icon}
            </span>
            <dt className="admin-counter__label">
              <FormattedMessage id={label} />
            </dt>
            <dd className="admin-counter__value">
              {isLoading ? (
                <Skeleton.Button active size="small" />
              ) : isError || !stats ? (
                <span title={intl.formatMessage({ id: 'admin.stats.unavailable' })}>–</span>
              ) : (
                <FormattedNumber value={stats[key]} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
