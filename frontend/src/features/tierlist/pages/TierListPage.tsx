import { PlusOutlined } from '@ant-design/icons';
import { Empty, Select, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { ErrorState } from '../../../components/ErrorState';
import { TierBadge } from '../../../components/TierBadge';
import { countEntries, shownFormat } from '../../../lib/tier-list';
import { useListTierListQuery, type TierListFormatDto } from '../../../api/tierlist';
import { TierListEntryCard } from '../components/TierListEntryCard';
import '../tierlist.css';

/**
 * /tier-list (docs/product.md#tier-list): the format filter (formats from the API, the current one by default, kept in
 * ?format=), then Tier 1, Tier 2 and Rogue with their decks by position. One request for every format.
 */
export default function TierListPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, isLoading, isError, isFetching, refetch } = useListTierListQuery({});
  const format = shownFormat(data, searchParams.get('format'));

  const chooseFormat = (code: string) => {
    const next = new URLSearchParams(searchParams);
    if (code === data?.currentFormat) next.delete('format');
    else next.set('format', code);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="container page tier-list-page">
      <header className="page-header tier-list-page__header">
        <div>
          <h1 className="page-header__title">
            <FormattedMessage id="tierlist.title" />
          </h1>
          <p className="page-header__subtitle">
            <FormattedMessage id="tierlist.subtitle" />
          </p>
        </div>
        {data && data.formats.length > 0 && (
          <label className="tier-list-page__filter">
            <span className="tier-list-page__filter-label">
              <FormattedMessage id="tierlist.format.label" />
            </span>
            <Select<string>
              size="large"
              className="tier-list-page__select"
              aria-label={intl.formatMessage({ id: 'tierlist.format.label' })}
              value={format?.code}
              onChange={chooseFormat}
              options={data.formats.map((candidate) => ({
                value: candidate.code,
                label: candidate.isCurrent ? intl.formatMessage({ id: 'tierlist.format.current' }, { name: candidate.name }) : candidate.name,
              }))}
            />
          </label>
        )}
      </header>

      {isLoading ? (
        <div aria-busy="true" aria-label={intl.formatMessage({ id: 'tierlist.loading' })}>
          {[0, 1, 2].map((index) => (
            <section key={index} className="tier-section">
              <Skeleton.Button active size="small" />
              <Skeleton active paragraph={{ rows: 2 }} />
            </section>
          ))}
        </div>
      ) : isError || !data ? (
        <ErrorState
          title={intl.formatMessage({ id: 'tierlist.error.title' })}
          description={intl.formatMessage({ id: 'tierlist.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !format || countEntries(format) === 0 ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <p className="empty-state__title">
                <FormattedMessage id="tierlist.empty.title" values={{ format: format?.name ?? '' }} />
              </p>
              <p className="empty-state__text">
                <FormattedMessage id="tierlist.empty.text" />
              </p>
            </>
          }
        >
          <ButtonLink to="/decks" type="primary" icon={<PlusOutlined aria-hidden />}>
            <FormattedMessage id="tierlist.empty.decksLink" />
          </ButtonLink>
        </Empty>
      ) : (
        <TierSections format={format} />
      )}
    </div>
  );
}

function TierSections({ format }: { format: TierListFormatDto }) {
  return (
    <>
      {format.tiers.map(({ tier, entries }) => {
        const headingId = `tier-${tier.replace(' ', '-').toLowerCase()}`;
        return (
          <section key={tier} className="tier-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="tier-section__title">
              <TierBadge tier={tier} className="tier-section__badge" />
              <span className="tier-section__count">
                <FormattedMessage id="tierlist.tier.count" values={{ count: entries.length }} />
              </span>
            </h2>
            {entries.length === 0 ? (
              <p className="tier-section__empty">
                <FormattedMessage id="tierlist.tier.empty" />
              </p>
            ) : (
              <ol className="tier-section__list" aria-labelledby={headingId}>
                {entries.map((entry, index) => (
                  <li key={entry.id}>
                    <TierListEntryCard entry={entry} rank={index + 1} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </>
  );
}
