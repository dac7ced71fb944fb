import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useListFavoritesQuery } from '../api/community';
import { DeckTile } from './DeckTile';
import { ErrorState } from './ErrorState';

/**
 * My account → favourite decks (docs/product.md): a grid of deck tiles, or `empty` when there are none.
 * Refreshed whenever a favourite is toggled anywhere (the 'Favorite' cache tag).
 */
export function FavoriteDecks({ empty }: { empty: ReactNode }) {
  const intl = useIntl();
  const { data: decks, isLoading, isError, isFetching, refetch } = useListFavoritesQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <ErrorState title={intl.formatMessage({ id: 'favorites.loadFailed' })} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!decks?.length) return <>{empty}</>;
  return (
    <ul className="deck-grid favorite-decks" aria-label={intl.formatMessage({ id: 'account.my.tab.favorites' })}>
      {decks.map((deck) => (
        <li key={deck.id}>
          <DeckTile deck={deck} detailed />
        </li>
      ))}
    </ul>
  );
}
