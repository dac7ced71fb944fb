import { CalendarOutlined, ReadOutlined, StarFilled, UserOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { NewsSummaryDto } from '../api/news';
import { useDayMonthYear } from './useHydrated';
import { useImageFailure } from './useImageFailure';
import { localiseNews, newsDate } from '../lib/news';
import './news-card.css';

export interface NewsCardProps {
  news: NewsSummaryDto;
  headingLevel?: 2 | 3;
}

/**
 * A news article as a link to its page (docs/product.md#news): image, localised title, 'featured' badge,
 * author, date and the 150-character excerpt the API computed (markup already stripped).
 */
export function NewsCard({ news, headingLevel = 2 }: NewsCardProps) {
  const intl = useIntl();
  const language = intl.locale === 'it' ? 'it' : 'en';
  const { title, excerpt } = localiseNews(language, news);
  const Heading = `h${headingLevel}` as const;
  // Dated by its publication time when it has one (ADR 0075).
  const published = newsDate(news);
  const date = useDayMonthYear(published);

  return (
    <article className={`news-card${news.is_highlighted === 1 ? ' news-card--featured' : ''}`}>
      <Link to={`/news/${news.id}`} className="news-card__link">
        <div className="news-card__media">
          <NewsImage src={news.image_url} />
          {news.is_highlighted === 1 && (
            <span className="news-card__badge">
              <StarFilled aria-hidden /> <FormattedMessage id="news.featured" />
            </span>
          )}
        </div>
        <div className="news-card__body">
          <Heading className="news-card__title">{title}</Heading>
          <p className="news-card__meta">
            <span>
              <UserOutlined aria-hidden /> {news.author}
            </span>
            {date && (
              <span>
                <CalendarOutlined aria-hidden /> <time dateTime={published}>{date}</time>
              </span>
            )}
          </p>
          {excerpt && <p className="news-card__excerpt">{excerpt}</p>}
          <span className="news-card__more" aria-hidden="true">
            <FormattedMessage id="news.readMore" />
          </span>
        </div>
      </Link>
    </article>
  );
}

/** The article's picture, or the site's own artwork when it has none or it cannot load. */
export function NewsImage({ src, eager = false }: { src: string | null | undefined; eager?: boolean }) {
  const { failed, checkLoaded, onError } = useImageFailure(src);
  if (!src || failed) {
    return (
      <span className="news-image news-image--placeholder" aria-hidden="true">
        <ReadOutlined />
      </span>
    );
  }
  return <img ref={checkLoaded} className="news-image" src={src} alt="" loading={eager ? 'eager' : 'lazy'} onError={onError} />;
}

/** Three grey cards while the list loads (three on the home page, docs/product.md#limits). */
export function NewsCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <ul className="news-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="news-card news-card--skeleton" data-testid="news-skeleton">
          <span className="news-image news-skeleton__media" />
          <span className="news-card__body">
            <span className="news-skeleton__line news-skeleton__line--title" />
            <span className="news-skeleton__line news-skeleton__line--short" />
            <span className="news-skeleton__line" />
            <span className="news-skeleton__line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
