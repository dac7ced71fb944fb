import { FormattedMessage } from 'react-intl';
import { RemovalList, type RemovalItem } from '../components/ConfirmRemoval';
import { useGetDeckDeletionImpactQuery, type DeckDeletionImpactDto } from './api';

/** The items a deck's deletion removes, as the API counted them (issue 38). */
export function deckRemovalItems(impact: DeckDeletionImpactDto): RemovalItem[] {
  const items: RemovalItem[] = [];
  for (const place of impact.tierList)
    items.push({
      key: `tier-${place.format}`,
      text: <FormattedMessage id="admin.decks.removal.tierList" values={{ tier: place.tier, format: place.format }} />,
    });
  if (impact.comments > 0) items.push({ key: 'comments', text: <FormattedMessage id="admin.decks.removal.comments" values={{ count: impact.comments }} /> });
  if (impact.favorites > 0)
    items.push({ key: 'favorites', text: <FormattedMessage id="admin.decks.removal.favorites" values={{ count: impact.favorites }} /> });
  if (impact.linkedNews > 0) items.push({ key: 'news', text: <FormattedMessage id="admin.decks.removal.linkedNews" values={{ count: impact.linkedNews }} /> });
  return items;
}

/** Counted when the confirmation opens: comments, favourites, tier-list places, linked news. */
export function DeckRemovalImpact({ id }: { id: number }) {
  const { data, isFetching, isError } = useGetDeckDeletionImpactQuery({ id }, { refetchOnMountOrArgChange: true });
  return <RemovalList items={data ? deckRemovalItems(data) : []} loading={isFetching && !data} failed={isError && !data} />;
}
