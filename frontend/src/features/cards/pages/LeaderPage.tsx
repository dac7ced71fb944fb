import { Empty, Skeleton } from 'antd';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { CardImage } from '../../../components/CardImage';
import { DeckTile } from '../../../components/DeckTile';
import { ErrorState } from '../../../components/ErrorState';
import { useGetLeaderPageQuery, type LeaderPageDto } from '../api';
import { CardTextFace } from '../../../components/CardTextFace';
import '../cards.css';
import '../card-pages.css';

function CardShares({ cards, labelId }: { cards: LeaderPageDto['core']; labelId: string }) {
  const intl = useIntl();
  return (
    <ul className="leader-cards" aria-labelledby={labelId}>
      {cards.map(({ card, share, averageCopies }) => {
        const alt = intl.formatMessage({ id: 'cards.image.alt' }, { name: card.name, code: card.code });
        return (
          <li key={card.code} className="leader-cards__card">
            <Link to={`/cards/${encodeURIComponent(card.baseCode)}`} className="leader-cards__link">
              {/* Without its picture (none, or the picture host is away) the card is drawn as text, as on /cards. */}
              <CardImage
                code={card.code}
                src={card.imageUrl}
                size="thumb"
                alt={alt}
                width={120}
                height={168}
                fallback={<CardTextFace card={card} alt={alt} />}
              />
              <span className="leader-cards__name">{card.name}</span>
            </Link>
            <span className="leader-cards__figures">
              <FormattedMessage
                id="leaderPage.cardShare"
                values={{
                  share: <FormattedNumber value={share} style="percent" maximumFractionDigits={0} />,
                  copies: <FormattedNumber value={averageCopies} maximumFractionDigits={1} />,
                }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /leaders/{code} (issue 35 item 3): a leader's listed decks, their core cards (in at least 75 % of
 * them) and flex cards, and its share of the site's decks. A code that is no leader answers 404
 * (routes/leader.tsx).
 */
export default function LeaderPage() {
  const intl = useIntl();
  const code = useParams().code ?? '';
  const { data: page, isLoading, isError, isFetching, refetch } = useGetLeaderPageQuery({ code });

  if (isLoading) {
    return (
      <div className="container page leader-page" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'leaderPage.loading' })}>
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (isError || !page) {
    return (
      <div className="container page leader-page">
        <ErrorState
          title={intl.formatMessage({ id: 'leaderPage.error.title' })}
          description={intl.formatMessage({ id: 'leaderPage.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  const { leader, decks, share, core, flex, recentDecks } = page;
  const leaderAlt = intl.formatMessage({ id: 'cards.image.alt' }, { name: leader.name, code: leader.code });
  return (
    <div className="container page leader-page">
      <header className="leader-header">
        <div className="leader-header__picture">
          <CardImage
            code={leader.code}
            src={leader.imageUrl}
            size="thumb"
            alt={leaderAlt}
            loading="eager"
            width={120}
            height={168}
            fallback={<CardTextFace card={leader} alt={leaderAlt} />}
          />
        </div>
        <div>
          <p className="card-page__eyebrow">
            <FormattedMessage id="leaderPage.eyebrow" />
          </p>
          <h1 className="card-page__title">
            {leader.name} <span className="card-page__code">{leader.code}</span>
          </h1>
          <p className="leader-header__stats">
            <FormattedMessage id="leaderPage.stats" values={{ decks, share: <FormattedNumber value={share} style="percent" maximumFractionDigits={1} /> }} />
          </p>
          <p>
            <Link to={`/cards/${encodeURIComponent(leader.baseCode)}`}>
              <FormattedMessage id="leaderPage.cardPageLink" />
            </Link>
            {' · '}
            <Link to={`/decks?leader=${leader.id}`}>
              <FormattedMessage id="leaderPage.galleryLink" />
            </Link>
          </p>
        </div>
      </header>

      {decks === 0 ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <p className="empty-state__title">
              <FormattedMessage id="leaderPage.empty" />
            </p>
          }
        />
      ) : (
        <>
          <section className="card-page__section">
            <h2 id="leader-core">
              <FormattedMessage id="leaderPage.core.title" />
            </h2>
            <p className="card-page__note">
              <FormattedMessage id="leaderPage.core.description" />
            </p>
            {core.length ? <CardShares cards={core} labelId="leader-core" /> : <FormattedMessage id="leaderPage.core.none" tagName="p" />}
          </section>
          {flex.length > 0 && (
            <section className="card-page__section">
              <h2 id="leader-flex">
                <FormattedMessage id="leaderPage.flex.title" />
              </h2>
              <CardShares cards={flex} labelId="leader-flex" />
            </section>
          )}
          <section className="card-page__section">
            <h2 id="leader-decks">
              <FormattedMessage id="leaderPage.decks.title" />
            </h2>
            <ul className="deck-grid" aria-labelledby="leader-decks">
              {recentDecks.map((deck) => (
                <li key={deck.id}>
                  <DeckTile deck={deck} showOwner={!deck.curated} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
