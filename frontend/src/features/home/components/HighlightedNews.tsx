import { ArrowRightOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { NewsCard, NewsCardSkeletons } from '../../../components/NewsCard';
import { useListHighlightedNewsQuery } from '../../../api/news';

/** Three placeholders while the highlighted news load, and at most three shown (docs/product.md#limits). */
export const HIGHLIGHTED_NEWS = 3;

/**
 * Home (docs/product.md#home): the highlighted news with a view-all link to /news. A failed load is only logged
 * (as for home feeds, docs/product.md#messages) and, like an empty list, hides the section.
 */
export function HighlightedNews() {
  const intl = useIntl();
  const { data: news, isLoading, isError } = useListHighlightedNewsQuery({});
  const shown = (news ?? []).slice(0, HIGHLIGHTED_NEWS);
  if (!isLoading && (isError || shown.length === 0)) return null;

  return (
    <section className="container page-section home-news" aria-labelledby="home-news-title">
      <div className="home-section__header">
        <h2 id="home-news-title" className="section-title">
          <FormattedMessage id="news.home.title" />
        </h2>
        <Link to="/news" className="home-section__link">
          <FormattedMessage id="news.home.viewAll" /> <ArrowRightOutlined aria-hidden />
        </Link>
      </div>
      {isLoading ? (
        <NewsCardSkeletons count={HIGHLIGHTED_NEWS} label={intl.formatMessage({ id: 'news.loading' })} />
      ) : (
        <ul className="news-grid" aria-label={intl.formatMessage({ id: 'news.home.list' })}>
          {shown.map((item) => (
            <li key={item.id}>
              <NewsCard news={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
