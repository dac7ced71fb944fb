import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDebouncedCallback } from 'use-debounce';
import { ErrorState } from '../../../components/ErrorState';
import { NewsCard, NewsCardSkeletons } from '../../../components/NewsCard';
import { useListNewsQuery } from '../../../api/news';
import '../news.css';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /news: published articles, newest first, searchable by title or author (docs/product.md#news). */
export default function NewsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [typed, setTyped] = useState(search);

  // The address holds the search (shareable, survives a reload); it follows the typing after a pause.
  const writeSearch = useDebouncedCallback((text: string) => setSearchParams(text ? { search: text } : {}, { replace: true }), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed.trim() === search.trim()) writeSearch.cancel();
    else writeSearch(typed.trim());
  }, [typed, search, writeSearch]);

  const { data: news, isLoading, isFetching, isError, refetch } = useListNewsQuery(search.trim() ? { search: search.trim() } : {});

  return (
    <div className="container page news-page">
      <header className="page-header">
        <div>
          <h1 className="page-header__title">
            <FormattedMessage id="news.title" />
          </h1>
          <p className="page-header__subtitle">
            <FormattedMessage id="news.subtitle" />
          </p>
        </div>
        <Input
          className="news-page__search"
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={intl.formatMessage({ id: 'news.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'news.search.label' })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </header>

      {isLoading ? (
        <NewsCardSkeletons count={6} label={intl.formatMessage({ id: 'news.loading' })} />
      ) : isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'news.error.title' })}
          description={intl.formatMessage({ id: 'news.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !news || news.length === 0 ? (
        <Empty
          className="news-page__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: search.trim() ? 'news.empty.search' : 'news.empty.none' })}
        />
      ) : (
        <ul className="news-grid" aria-label={intl.formatMessage({ id: 'news.list' })} aria-busy={isFetching}>
          {news.map((item) => (
            <li key={item.id}>
              <NewsCard news={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
