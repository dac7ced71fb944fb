import { useListDeckLeadersQuery, useSearchDecksQuery } from '../../../api/decks';
import { useListTierListQuery } from '../../../api/tierlist';
import { useGetMetaQuery } from '../../../api/tournaments';
import { LeaderFilter } from './LeaderFilter';
import { MetaOverview } from './MetaOverview';
import { NEWEST_DECKS, NewestDecks } from './NewestDecks';
import '../home-decks.css';

/**
 * The home page's deck sections (docs/product.md#home): the newest decks and the leader filter each ask the API
 * for just what they show (GET /api/decks/page), the meta overview reads the tier list. The highlighted news, which the product places between the newest
 * decks and the meta overview, is mounted in HomePage by the news feature (`between`).
 */
export function HomeNewestDecks() {
  const { data, isLoading } = useSearchDecksQuery({ sort: 'newest', page: 1, pageSize: NEWEST_DECKS });
  return <NewestDecks decks={data?.items} loading={isLoading} />;
}

export function HomeMetaAndLeaderFilter() {
  const { data: leaders } = useListDeckLeadersQuery({});
  const { data: tierList } = useListTierListQuery({});
  // The current format's meta from results, as the tier list's current format (neither names one).
  const { data: results } = useGetMetaQuery({});
  return (
    <>
      <MetaOverview tierList={tierList} results={results} />
      <LeaderFilter leaders={leaders} />
    </>
  );
}
