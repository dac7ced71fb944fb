import { SettingOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../../components/ErrorState';
import { useDayMonthYear } from '../../../components/useHydrated';
import '../../../components/rich-text-content.css';
import { VideoGallery } from '../../../components/VideoGallery';
import { requestCookiePreferences } from '../../../lib/cookie-consent';
import { isBlankHtml } from '../../../lib/rich-text';
import { findYouTubeIds, removeYouTubeEmbeds } from '../../../lib/youtube';
import { selectLanguage } from '../../../i18n/language';
import { useAppSelector } from '../../../app/hooks';
import { useGetPrivacyPolicyQuery } from '../../../api/settings';
import '../privacy.css';

/** /privacy (docs/product.md#privacy): the policy of the current language as HTML, with its last update. */
export default function PrivacyPage() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const { data: policy, isLoading, isFetching, isError, refetch } = useGetPrivacyPolicyQuery({ language });
  // Embedded videos become consent-gated thumbnails, as on deck and news pages.
  const { html, videoIds } = useMemo(() => {
    const value = policy?.value ?? '';
    return { html: removeYouTubeEmbeds(value), videoIds: findYouTubeIds(value) };
  }, [policy?.value]);
  const updated = useDayMonthYear(policy?.last_updated);

  return (
    <div className="container page privacy-page">
      <header className="page-header">
        <h1 className="page-header__title">
          <FormattedMessage id="privacy.title" />
        </h1>
      </header>

      {isLoading || (isFetching && isError) ? (
        <div className="privacy-page__loading" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'privacy.loading' })}>
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 10 }} />
        </div>
      ) : isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'privacy.error.title' })}
          description={intl.formatMessage({ id: 'privacy.error.text' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !policy || isBlankHtml(policy.value) ? (
        <Empty description={intl.formatMessage({ id: 'privacy.empty' })} />
      ) : (
        <article className="privacy-page__policy" lang={policy.language}>
          {/* Sanitised by the API on write (the product's one allow-list). */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
          {videoIds.length > 0 && <VideoGallery videoIds={videoIds} />}
          {updated && (
            <p className="privacy-page__updated">
              <FormattedMessage id="privacy.lastUpdated" values={{ date: updated }} />
            </p>
          )}
        </article>
      )}

      <aside className="privacy-page__cookies">
        <p>
          <FormattedMessage id="privacy.cookies.text" />
        </p>
        <Button icon={<SettingOutlined aria-hidden />} onClick={requestCookiePreferences}>
          <FormattedMessage id="privacy.cookies.button" />
        </Button>
      </aside>
    </div>
  );
}
