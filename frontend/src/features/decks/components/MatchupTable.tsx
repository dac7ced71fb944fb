import { FormattedMessage, useIntl } from 'react-intl';
import { MatchupBadge } from '../../../components/MatchupBadge';
import type { MatchupDto } from '../../../api/decks';

/** Matchups (docs/product.md#guide-videos-and-matchups): favourable green, even yellow, anything else red. */
export function MatchupTable({ matchups }: { matchups: readonly MatchupDto[] }) {
  const intl = useIntl();
  if (matchups.length === 0) {
    return (
      <p className="deck-section__empty">
        <FormattedMessage id="deck.matchups.empty" />
      </p>
    );
  }
  return (
    <div className="matchup-table__scroll">
      <table className="matchup-table">
        <caption className="decks-sr-only">{intl.formatMessage({ id: 'deck.matchups.caption' })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="deck.matchups.deck" />
            </th>
            <th scope="col">
              <FormattedMessage id="deck.matchups.result" />
            </th>
            <th scope="col">
              <FormattedMessage id="deck.matchups.strategy" />
            </th>
          </tr>
        </thead>
        <tbody>
          {matchups.map((matchup, index) => (
            <tr key={`${matchup.deck}-${index}`}>
              <th scope="row">{matchup.deck}</th>
              <td>
                <MatchupBadge favorable={matchup.favorable} />
              </td>
              <td className="matchup-table__strategy">{matchup.strategy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
