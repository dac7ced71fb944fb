import { Empty, Skeleton } from 'antd';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useGameRules } from '../../../api/game-rules';
import { DeckTile } from '../../../components/DeckTile';
import { ErrorState } from '../../../components/ErrorState';
import { useGetCardPageQuery, type CardPageDto } from '../api';
import { isLeader } from '../../../lib/card-labels';
import { CardPrintings } from '../../../components/CardDetailModal';
import '../card-pages.css';

type Legality = CardPageDto['legality'][number];

/** Legal, Banned, Max 1, Not legal: as a player reads a format's list. */
function LegalityStatus({ entry }: { entry: Legality }) {
  return (
    <span className={`card-legality__status card-legality__status--${entry.status}`}>
      <FormattedMessage id={`cardPage.legality.${entry.status}`} values={{ max: entry.maxCopies ?? 0 }} />
    </span>
  );
}

/**
 * /cards/{code} (issue 35 item 2): the card as text and picture with every printing, where it is
 * legal, and which listed decks play it, per leader. An unknown code never reaches the page: its
 * route answers 404 (routes/card.tsx).
 */
export default function CardPage() {
  const intl = useIntl();
  const rules = useGameRules();
  const code = useParams().code ?? '';
  const { data: page, isLoading, isError, isFetching, refetch } = useGetCardPageQuery({ code });

  if (isLoading) {
    return (
      <div className="container page card-page" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'cardPage.loading' })}>
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (isError || !page) {
    return (
      <div className="container page card-page">
        <ErrorState
          title={intl.formatMessage({ id: 'cardPage.error.title' })}
          description={intl.formatMessage({ id: 'cardPage.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  const { card, printings, legality, usage, decks } = page;
  const percent = (share: number) => <FormattedNumber value={share} style="percent" maximumFractionDigits={0} />;
  return (
    <div className="container page card-page">
      <p className="card-page__eyebrow">
        <Link to="/cards">
          <FormattedMessage id="cardPage.backToCards" />
        </Link>
      </p>
      <h1 className="card-page__title">
        {card.name} <span className="card-page__code">{card.code}</span>
      </h1>
      <CardPrintings card={card} printings={printings} />

      <section className="card-page__section" aria-labelledby="card-legality">
        <h2 id="card-legality">
          <FormattedMessage id="cardPage.legality.title" />
        </h2>
        <ul className="card-legality">
          {legality.map((entry) => (
            <li key={entry.format} className="card-legality__format">
              <span className="card-legality__name">
                {entry.name}
                {entry.current && (
                  <span className="card-legality__current">
                    {' '}
                    <FormattedMessage id="cardPage.legality.current" />
                  </span>
                )}
              </span>
              <LegalityStatus entry={entry} />
            </li>
          ))}
        </ul>
      </section>

      <section className="card-page__section" aria-labelledby="card-usage">
        <h2 id="card-usage">
          <FormattedMessage id="cardPage.usage.title" />
        </h2>
        {isLeader(card, rules) ? (
          <p>
            <FormattedMessage id="cardPage.usage.leads" values={{ link: (text) => <Link to={`/leaders/${encodeURIComponent(card.code)}`}>{text}</Link> }} />
          </p>
        ) : usage.decks === 0 ? (
          <Empty
            className="empty-state"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <p className="empty-state__title">
                <FormattedMessage id="cardPage.usage.empty" />
              </p>
            }
          />
        ) : (
          <>
            <p>
              <FormattedMessage id="cardPage.usage.summary" values={{ decks: usage.decks, copies: usage.averageCopies }} />
            </p>
            <table className="card-usage">
              <caption className="card-pages-sr-only">
                <FormattedMessage id="cardPage.usage.caption" values={{ name: card.name }} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="cardPage.usage.leader" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="cardPage.usage.decks" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="cardPage.usage.share" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="cardPage.usage.copies" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {usage.byLeader.map((row) => (
                  <tr key={row.leader.code}>
                    <th scope="row">
                      <Link to={`/leaders/${encodeURIComponent(row.leader.code)}`}>{row.leader.name}</Link>{' '}
                      <span className="card-page__code">{row.leader.code}</span>
                    </th>
                    <td>
                      <FormattedMessage id="cardPage.usage.ofLeader" values={{ decks: row.decks, leaderDecks: row.leaderDecks }} />
                    </td>
                    <td>{percent(row.share)}</td>
                    <td>
                      <FormattedNumber value={row.averageCopies} maximumFractionDigits={1} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className="card-page__decks-title">
              <FormattedMessage id="cardPage.decks.title" />
            </h3>
            <ul className="deck-grid" aria-label={intl.formatMessage({ id: 'cardPage.decks.title' })}>
              {decks.map((deck) => (
                <li key={deck.id}>
                  <DeckTile deck={deck} headingLevel={4} showOwner={!deck.curated} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
