import { useListDeckLeadersQuery, useListDecksQuery, useListTierListQuery } from '../api';
import { LeaderFilter } from './LeaderFilter';
import { MetaOverview } from './MetaOverview';
import { NewestDecks } from './NewestDecks';
import '../home-decks.css';

/**
 * The home page's deck sections (SPEC §2), from one deck list request: the newest decks, the meta
 * overview and the leader filter. The highlighted news, which the SPEC places between the newest
 * decks and the meta overview, is mounted in HomePage by the news feature (`between`).
 */
export function HomeNewestDecks() {
  const { data, isLoading } = useListDecksQuery({});
  return <NewestDecks decks={data} loading={isLoading} />;
}

export function HomeMetaAndLeaderFilter() {
  const { data: decks } = useListDecksQuery({});
  const { data: leaders } = useListDeckLeadersQuery();
  const { data: tierList } = useListTierListQuery({});
  return (
    <>
      <MetaOverview tierList={tierList} />
      <LeaderFilter decks={decks} leaders={leaders} />
    </>
  );
}
