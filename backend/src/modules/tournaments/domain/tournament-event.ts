import { importDeckList, type ListCard } from '../../decks/domain/deck-list.js';

/** One player's result as an organiser publishes it: the deck is list text (any format the deck parser reads). */
export interface StandingInput {
  placing: number;
  player: string;
  record: { wins: number; losses: number; ties: number };
  deck: string;
}

/** One table of a round: a bye has no `player2`; a draw has no `winner`. */
export interface PairingInput {
  player1: string;
  player2?: string | null;
  winner?: string | null;
}

/** One event's results (issue 35 item 4): what an admin imports. */
export interface TournamentInput {
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  format: string;
  players: number;
  /** How many placings make the top cut; from the attendance when absent (topCutSize). */
  topCut?: number;
  standings: StandingInput[];
  rounds?: Array<{ round: number; pairings: PairingInput[] }>;
}

/**
 * What could not be read, per standing (placing and player), per table of a round, or per CSV row:
 * - `unknown_cards`: list lines naming no card (`lines`); the standing counts if its leader was read;
 * - `unreadable_lines`: lines that are not list lines (`lines`); same;
 * - `no_leader`: the deck names no leader card (or is empty): the standing is stored, outside the meta;
 * - `duplicate_player`: a second standing with the same player name: its pairings are ambiguous, not counted;
 * - `unknown_player`: a pairing names a player with no standing (`round`, `lines` the name);
 * - `invalid_winner`: a pairing's winner is neither of its players (`round`);
 * - `no_leader_in_pairing`: a pairing whose players' leaders were not both read: not counted (`round`);
 * - `bad_row`: a CSV row whose columns could not be read (`row`, `lines` the reasons): not stored.
 * They come with a stored event (201), not with a refusal: they are no error details (ADR 0024).
 */
export type UnreadCode =
  'unknown_cards' | 'unreadable_lines' | 'no_leader' | 'duplicate_player' | 'unknown_player' | 'invalid_winner' | 'no_leader_in_pairing' | 'bad_row';

export const UNREAD_CODES: readonly UnreadCode[] = [
  'unknown_cards',
  'unreadable_lines',
  'no_leader',
  'duplicate_player',
  'unknown_player',
  'invalid_winner',
  'no_leader_in_pairing',
  'bad_row',
];

export interface ReadProblem {
  code: UnreadCode;
  /** The standing concerned, when there is one. */
  placing?: number;
  player?: string;
  /** The pairing's round. */
  round?: number;
  /** The CSV row (1 = the first row after the header). */
  row?: number;
  /** The lines or names concerned, as written. */
  lines?: string[];
}

export interface ReadStanding {
  placing: number;
  player: string;
  wins: number;
  losses: number;
  ties: number;
  /** Null when the deck names no leader: stored, not counted in the meta. */
  leaderCode: string | null;
  inTopCut: boolean;
  problems: ReadProblem[];
}

/** One game between two read leaders, from a pairing: `result` is player 1's ('W', 'L' or 'T'). */
export interface ReadMatch {
  round: number;
  leaderCode: string;
  opponentCode: string;
  result: 'W' | 'L' | 'T';
}

/** An event as stored: what was read, and what was not (per standing, and the pairings'). */
export interface ReadTournament {
  name: string;
  date: string;
  format: string;
  players: number;
  topCut: number;
  standings: ReadStanding[];
  matches: ReadMatch[];
  /** Problems of the pairings and of CSV rows (the standings carry their own). */
  problems: ReadProblem[];
}

/**
 * The top cut by attendance when the organiser does not say: top 4 up to 16 players, top 8 up to
 * 128, top 16 up to 256, top 32 above (the cuts of the official Treasure Cup and Regional events).
 */
export function topCutSize(players: number): number {
  if (players <= 16) return 4;
  if (players <= 128) return 8;
  if (players <= 256) return 16;
  return 32;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Reads an event against the card database: each standing's deck through the site's one deck-list
 * parser (importDeckList: the leader is its leader card), each pairing between two read leaders as a
 * game for both sides. Nothing is refused here: what could not be read is reported where it was met;
 * whether anything usable is left is `readableStandings`' question.
 */
export function readTournament(input: TournamentInput, cards: readonly ListCard[], extraProblems: ReadProblem[] = []): ReadTournament {
  const topCut = input.topCut ?? topCutSize(input.players);
  const byName = new Map<string, ReadStanding>();
  const standings = input.standings.map((standing): ReadStanding => {
    const problems: ReadProblem[] = [];
    const where = { placing: standing.placing, player: standing.player.trim() };
    const list = importDeckList(standing.deck ?? '', cards);
    if (list.missing.length) problems.push({ code: 'unknown_cards', ...where, lines: list.missing });
    if (list.unreadable.length) problems.push({ code: 'unreadable_lines', ...where, lines: list.unreadable });
    if (!list.leader) problems.push({ code: 'no_leader', ...where });
    const read: ReadStanding = {
      placing: standing.placing,
      player: standing.player.trim(),
      wins: standing.record.wins,
      losses: standing.record.losses,
      ties: standing.record.ties,
      leaderCode: list.leader?.code ?? null,
      inTopCut: standing.placing <= topCut,
      problems,
    };
    const key = nameKey(standing.player);
    if (byName.has(key)) {
      problems.push({ code: 'duplicate_player', ...where });
      byName.set(key, { ...read, leaderCode: null });
    } else byName.set(key, read);
    return read;
  });
  const problems: ReadProblem[] = [...extraProblems];
  const matches: ReadMatch[] = [];
  for (const { round, pairings } of input.rounds ?? []) {
    for (const pairing of pairings) {
      const player2 = pairing.player2?.trim() ?? '';
      if (!player2) continue; // a bye is no game
      const one = byName.get(nameKey(pairing.player1));
      const two = byName.get(nameKey(player2));
      const unknown = [...(one ? [] : [pairing.player1]), ...(two ? [] : [player2])];
      if (unknown.length) {
        problems.push({ code: 'unknown_player', round, lines: unknown });
        continue;
      }
      const winner = pairing.winner?.trim() ?? '';
      const result = !winner ? 'T' : nameKey(winner) === nameKey(pairing.player1) ? 'W' : nameKey(winner) === nameKey(player2) ? 'L' : null;
      if (!result) {
        problems.push({ code: 'invalid_winner', round, lines: [winner] });
        continue;
      }
      if (!one!.leaderCode || !two!.leaderCode) {
        problems.push({ code: 'no_leader_in_pairing', round, lines: [pairing.player1, player2] });
        continue;
      }
      matches.push({ round, leaderCode: one!.leaderCode, opponentCode: two!.leaderCode, result });
    }
  }
  return { name: input.name.trim(), date: input.date, format: input.format, players: input.players, topCut, standings, matches, problems };
}

/** How many standings count in the meta (their leader was read). An event with none is refused whole. */
export function readableStandings(event: ReadTournament): number {
  return event.standings.filter((standing) => standing.leaderCode !== null).length;
}
