import { HeartFilled, UserOutlined } from '@ant-design/icons';
import { Empty, Pagination, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useGetPlayerQuery } from '../../../api/decks';
import { DeckTile } from '../../../components/DeckTile';
import { ErrorState } from '../../../components/ErrorState';
import { PLAYER_DECKS_PER_PAGE, playerQuery } from '../player-query';
import '../players.css';

/**
 * /players/{username} (issue 34 item 2, ADR 0061): a player's public decks, a page at a time, and the favourites those
 * decks received. An unknown player never reaches the page: its route answers 404 (routes/player.tsx).
 */
export default function PlayerPage() {
  const intl = useIntl();
  const username = useParams().username ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const query = playerQuery(username, searchParams);
  const { data: player, isLoading, isError, isFetching, refetch } = useGetPlayerQuery(query);

  if (isLoading) {
    return (
      <div className="container page player-page" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'player.loading' })}>
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (isError || !player) {
    return (
      <div className="container page player-page">
        <ErrorState
          title={intl.formatMessage({ id: 'player.error.title' })}
          description={intl.formatMessage({ id: 'player.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  const { decks } = player;
  return (
    <div className="container page player-page">
      <header className="player-header">
        <span className="player-header__avatar" aria-hidden="true">
          {player.username.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className="player-header__eyebrow">
            <UserOutlined aria-hidden /> <FormattedMessage id="player.eyebrow" />
          </p>
          <h1 className="player-header__name">{player.username}</h1>
          <p className="player-header__stats">
            <span>
              <FormattedMessage id="player.deckCount" values={{ count: decks.total }} />
            </span>
            <span>
              <HeartFilled aria-hidden className="player-header__heart" />{' '}
              <FormattedMessage id="player.favoritesReceived" values={{ count: player.favoritesReceived }} />
            </span>
          </p>
        </div>
      </header>

      {decks.items.length === 0 ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <p className="empty-state__title">
              <FormattedMessage id="player.empty" values={{ player: player.username }} />
            </p>
          }
        />
      ) : (
        <>
          <ul className="deck-grid" aria-label={intl.formatMessage({ id: 'player.decks.label' }, { player: player.username })}>
            {decks.items.map((deck) => (
              <li key={deck.id}>
                <DeckTile deck={deck} detailed headingLevel={2} showOwner />
              </li>
            ))}
          </ul>
          {decks.total > PLAYER_DECKS_PER_PAGE && (
            <nav className="player-page__pagination" aria-label={intl.formatMessage({ id: 'decks.pagination.label' })}>
              <Pagination
                current={decks.page}
                pageSize={PLAYER_DECKS_PER_PAGE}
                total={decks.total}
                showSizeChanger={false}
                onChange={(page) => setSearchParams(page > 1 ? { page: String(page) } : {})}
              />
            </nav>
          )}
        </>
      )}
    </div>
  );
}
