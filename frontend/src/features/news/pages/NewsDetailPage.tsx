import { ArrowLeftOutlined, CalendarOutlined, StarFilled, UserOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { DeckTile } from '../../../components/DeckTile';
import { ErrorState } from '../../../components/ErrorState';
import { NewsImage } from '../../../components/NewsCard';
import { DraftBanner } from '../../../components/DraftBanner';
import '../../../components/rich-text-content.css';
import { ShareButtons } from '../../../components/ShareButtons';
import { useDayMonthYear } from '../../../components/useHydrated';
import { useSiteOrigin } from '../../../app/route-data';
import { routeId } from '../../../lib/route-id';
import { VideoGallery } from '../../../components/VideoGallery';
import { localiseNews, newsDate } from '../../../lib/news';
import { trimEmptyParagraphs } from '../../../lib/rich-text';
import { findYouTubeIds, removeYouTubeEmbeds, youTubeVideoId } from '../../../lib/youtube';
import { useGetDeckQuery } from '../../../api/decks';
import { useGetNewsQuery, type NewsDto } from '../../../api/news';
import '../news.css';

// antd's Result and its 404 illustration (10 KB of compressed script) load only for a missing article.

export interface NewsDetailPageProps {
  /** The comments at the end of the article, plugged in by the router (features stay independent). */
  renderComments?: (news: NewsDto) => ReactNode;
}

/** /news/{id}: the article with its deck, videos, sharing and comments; a missing or draft one says so (docs/product.md#news). */
export default function NewsDetailPage({ renderComments }: NewsDetailPageProps) {
  const intl = useIntl();
  // A missing or draft article never reaches the page: its route answers 404 (routes/news-item.tsx).
  const id = routeId(useParams()) ?? 0;
  const { data: news, isLoading, isError, isFetching, refetch } = useGetNewsQuery({ id });

  if (isLoading) {
    return (
      <div className="container page news-article" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'news.article.loading' })}>
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
        <Skeleton.Node active className="news-article__skeleton-image">
          {null}
        </Skeleton.Node>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  if (isError || !news) {
    return (
      <div className="container page">
        <ErrorState
          title={intl.formatMessage({ id: 'news.article.error' })}
          description={intl.formatMessage({ id: 'news.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  return <NewsArticle news={news} renderComments={renderComments} />;
}

/** The article as its page shows it; the back office's preview shows a draft with it (ADR 0075). */
export function NewsArticle({ news, renderComments }: { news: NewsDto } & NewsDetailPageProps) {
  const intl = useIntl();
  const language = intl.locale === 'it' ? 'it' : 'en';
  const { title, content, contentLanguage } = useMemo(() => localiseNews(language, news), [language, news]);
  const html = useMemo(() => trimEmptyParagraphs(removeYouTubeEmbeds(content)), [content]);
  const videoIds = useMemo(() => {
    const ids = findYouTubeIds(content);
    const fromField = youTubeVideoId(news.youtube_url);
    return fromField && !ids.includes(fromField) ? [fromField, ...ids] : ids;
  }, [content, news.youtube_url]);
  // A link that is not a YouTube video is still offered, as a plain link.
  const otherLink = news.youtube_url && !youTubeVideoId(news.youtube_url) ? news.youtube_url : null;
  // Dated by its publication time when it has one (ADR 0075).
  const published = newsDate(news);
  const date = useDayMonthYear(published);
  const shareUrl = `${useSiteOrigin()}/news/${news.id}`;

  return (
    <div className="container page news-article">
      <Link to="/news" className="news-article__back">
        <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="news.back" />
      </Link>

      <article className="news-article__main" lang={contentLanguage}>
        <header className="news-article__header">
          {news.is_highlighted === 1 && (
            <p className="news-article__badge">
              <StarFilled aria-hidden /> <FormattedMessage id="news.featured" />
            </p>
          )}
          <h1 className="news-article__title">{title}</h1>
          <p className="news-article__meta">
            <span>
              <UserOutlined aria-hidden /> <FormattedMessage id="news.byAuthor" values={{ author: news.author }} />
            </span>
            {date && news.is_draft !== 1 && (
              <span>
                <CalendarOutlined aria-hidden /> <time dateTime={published}>{date}</time>
              </span>
            )}
          </p>
          {news.is_draft === 1 && <DraftBanner kind="news" className="news-article__draft" />}
        </header>

        {news.image_url && (
          <div className="news-article__image">
            <NewsImage src={news.image_url} eager />
          </div>
        )}

        {contentLanguage !== language && (
          <p className="news-article__language-note" lang={language}>
            <FormattedMessage id={contentLanguage === 'it' ? 'news.article.onlyItalian' : 'news.article.onlyEnglish'} />
          </p>
        )}
        {/* Sanitised by the API on save (the same allow-list as deck guides). */}
        <div className="rich-text news-article__content" dangerouslySetInnerHTML={{ __html: html }} />
      </article>

      {videoIds.length > 0 && (
        <section className="news-section" aria-labelledby="news-videos-title">
          <h2 id="news-videos-title" className="news-section__title">
            <FormattedMessage id="news.article.videos" />
          </h2>
          <VideoGallery videoIds={videoIds} label={intl.formatMessage({ id: 'news.article.videosList' })} />
        </section>
      )}
      {otherLink && (
        <p className="news-article__external">
          <a href={otherLink} target="_blank" rel="noopener noreferrer nofollow">
            <FormattedMessage id="news.article.externalVideo" />
          </a>
        </p>
      )}

      {news.deck_id !== null && <LinkedDeck deckId={news.deck_id} />}

      <section className="news-section" aria-labelledby="news-share-title">
        <h2 id="news-share-title" className="news-section__title">
          <FormattedMessage id="news.article.share" />
        </h2>
        <ShareButtons target={{ url: shareUrl, title, imageUrl: news.image_url ? `${origin}${news.image_url}` : null }} />
      </section>

      {renderComments?.(news)}
    </div>
  );
}

/** The deck the article is about, as a tile; nothing when it is gone or not public. */
function LinkedDeck({ deckId }: { deckId: number }) {
  const { data: deck } = useGetDeckQuery({ id: deckId });
  if (!deck || deck.isDraft === 1) return null;
  return (
    <section className="news-section" aria-labelledby="news-deck-title">
      <h2 id="news-deck-title" className="news-section__title">
        <FormattedMessage id="news.article.deck" />
      </h2>
      <div className="news-article__deck">
        <DeckTile deck={deck} detailed headingLevel={3} />
      </div>
    </section>
  );
}
