import { parse } from 'csv-parse/sync';
import type { ReadProblem, StandingInput } from '../domain/tournament-event.js';
import { TournamentCsvUnreadableError } from '../domain/tournaments.errors.js';

/** The columns of a results CSV, in any order (a header row names them; case and blanks ignored). */
export const CSV_COLUMNS = ['placing', 'player', 'wins', 'losses', 'ties', 'deck'] as const;

/**
 * The standings of a results CSV: a header row with CSV_COLUMNS, then one standing per row, its
 * deck list in one cell (quoted, one card per line; `;` or `|` also separate entries). A row whose
 * placing or record is not a whole number, or that has no player, is reported (`bad_row`) and left
 * out; a file that is not a table with those columns is refused.
 */
export function readResultsCsv(text: string): { standings: StandingInput[]; problems: ReadProblem[] } {
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true, delimiter: [',', ';', '\t'] });
  } catch (error) {
    throw new TournamentCsvUnreadableError((error as Error).message);
  }
  const header = (rows.shift() ?? []).map((name) => name.toLowerCase().replace(/\s+/g, ''));
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length) throw new TournamentCsvUnreadableError(`the header lacks ${missing.join(', ')}`);
  const at = Object.fromEntries(CSV_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<(typeof CSV_COLUMNS)[number], number>;
  const standings: StandingInput[] = [];
  const problems: ReadProblem[] = [];
  rows.forEach((row, index) => {
    const cell = (column: (typeof CSV_COLUMNS)[number]) => row[at[column]] ?? '';
    const whole = (column: 'placing' | 'wins' | 'losses' | 'ties', min: number) => {
      const value = cell(column) === '' && column !== 'placing' ? 0 : Number(cell(column));
      return Number.isInteger(value) && value >= min && value <= 100_000 ? value : null;
    };
    const [placing, wins, losses, ties] = [whole('placing', 1), whole('wins', 0), whole('losses', 0), whole('ties', 0)];
    const player = cell('player');
    const reasons = [
      ...(placing === null ? [`placing "${cell('placing')}"`] : []),
      ...(!player ? ['no player'] : player.length > 100 ? ['player over 100 characters'] : []),
      ...(wins === null || losses === null || ties === null ? [`record "${cell('wins')}-${cell('losses')}-${cell('ties')}"`] : []),
      ...(cell('deck').length > 20_000 ? ['deck over 20,000 characters'] : []),
    ];
    if (reasons.length) {
      problems.push({ code: 'bad_row', row: index + 1, ...(player ? { player } : {}), lines: reasons });
      return;
    }
    standings.push({ placing: placing!, player, record: { wins: wins!, losses: losses!, ties: ties! }, deck: cell('deck').replace(/\s*[;|]\s*/g, '\n') });
  });
  return { standings, problems };
}
