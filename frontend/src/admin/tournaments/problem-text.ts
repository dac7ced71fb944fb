import type { IntlShape } from 'react-intl';
import type { TournamentProblemCode, TournamentProblemDto } from '../../api/tournaments';
import type { MessageId } from '../../i18n/messages';

const PROBLEM_TEXT: Record<TournamentProblemCode, MessageId> = {
  unknown_cards: 'admin.tournaments.problem.unknown_cards',
  unreadable_lines: 'admin.tournaments.problem.unreadable_lines',
  no_leader: 'admin.tournaments.problem.no_leader',
  duplicate_player: 'admin.tournaments.problem.duplicate_player',
  unknown_player: 'admin.tournaments.problem.unknown_player',
  invalid_winner: 'admin.tournaments.problem.invalid_winner',
  no_leader_in_pairing: 'admin.tournaments.problem.no_leader_in_pairing',
  bad_row: 'admin.tournaments.problem.bad_row',
};

/** Where a problem was met: a standing, a round's table or a CSV row. */
export function problemPlace(intl: IntlShape, problem: TournamentProblemDto): string {
  if (problem.row !== undefined) return intl.formatMessage({ id: 'admin.tournaments.place.row' }, { row: problem.row });
  if (problem.round !== undefined) return intl.formatMessage({ id: 'admin.tournaments.place.round' }, { round: problem.round });
  return intl.formatMessage({ id: 'admin.tournaments.place.standing' }, { placing: problem.placing ?? '?', player: problem.player ?? '' });
}

/** What could not be read, in words, with the lines or names concerned. */
export function problemText(intl: IntlShape, problem: TournamentProblemDto): string {
  const what = intl.formatMessage({ id: PROBLEM_TEXT[problem.code] });
  return problem.lines?.length ? `${what}: ${problem.lines.join(' · ')}` : what;
}
