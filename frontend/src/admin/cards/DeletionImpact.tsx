import { Alert, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDebounce } from 'use-debounce';
import { useGetBulkDeleteImpactQuery, useGetClearCardsImpactQuery, useGetClearPrefixImpactQuery, type CardDeletionImpactDto } from './api';

/** How many decks a deletion would empty, and which (published first), before the admin confirms. */
function ImpactView({ impact, loading, failed }: { impact: CardDeletionImpactDto | undefined; loading: boolean; failed: boolean }) {
  const intl = useIntl();
  if (loading && !impact) return <Skeleton active title={false} paragraph={{ rows: 2 }} className="deletion-impact" />;
  if (failed || !impact) return <Alert className="deletion-impact" type="warning" showIcon title={intl.formatMessage({ id: 'admin.import.impact.failed' })} />;
  if (impact.deckCount === 0) return <Alert className="deletion-impact" type="info" showIcon title={intl.formatMessage({ id: 'admin.import.impact.none' })} />;
  return (
    <Alert
      className="deletion-impact"
      type="warning"
      showIcon
      title={intl.formatMessage({ id: 'admin.import.impact.title' }, { count: impact.deckCount, published: impact.publishedDeckCount })}
      description={
        <>
          <ul className="deletion-impact__list" aria-label={intl.formatMessage({ id: 'admin.import.impact.list' })}>
            {impact.decks.map((deck) => (
              <li key={deck.id}>
                <a href={`/decks/${deck.id}`} target="_blank" rel="noopener">
                  {deck.name}
                </a>{' '}
                <FormattedMessage id={deck.isDraft === 1 ? 'admin.import.impact.draftLoses' : 'admin.import.impact.loses'} values={{ count: deck.cards }} />
              </li>
            ))}
          </ul>
          <p className="deletion-impact__note">
            <FormattedMessage id="admin.import.impact.note" />
          </p>
        </>
      }
    />
  );
}

/** 'Svuota database': every deck with cards. */
export function ClearAllImpact() {
  const { data, isFetching, isError } = useGetClearCardsImpactQuery(undefined, { refetchOnMountOrArgChange: true });
  return <ImpactView impact={data} loading={isFetching} failed={isError} />;
}

const PREFIX_IMPACT_DEBOUNCE_MS = 300;

/** 'Elimina carte per prefisso': the decks using a card whose code starts with the prefix (asked 300 ms after typing). */
export function PrefixImpact({ prefix }: { prefix: string }) {
  const [asked] = useDebounce(prefix.trim(), PREFIX_IMPACT_DEBOUNCE_MS);
  const { data, isFetching, isError } = useGetClearPrefixImpactQuery({ prefix: asked }, { skip: asked === '', refetchOnMountOrArgChange: true });
  if (asked === '') return null;
  return <ImpactView impact={data} loading={isFetching} failed={isError} />;
}

/** Deleting the cards selected in the table (ADR 0075): the decks using any of them. */
export function SelectionImpact({ ids }: { ids: readonly number[] }) {
  const { data, isFetching, isError } = useGetBulkDeleteImpactQuery({ ids: ids.join(',') }, { refetchOnMountOrArgChange: true });
  return <ImpactView impact={data} loading={isFetching} failed={isError} />;
}
