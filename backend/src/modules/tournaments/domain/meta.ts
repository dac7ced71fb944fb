import type { ReadMatch } from './tournament-event.js';

/** A leader's standings in a period, as the database counts them (GROUP BY leader). */
export interface LeaderCount {
  leaderCode: string;
  decks: number;
  topCut: number;
}

/** A leader's games against another in a period (GROUP BY leader, opponent), from its side. */
export interface MatchupCount {
  leaderCode: string;
  opponentCode: string;
  wins: number;
  losses: number;
  ties: number;
}

export interface MetaLeader {
  code: string;
  decks: number;
  /** decks / every standing with a read leader in the period: between 0 and 1, the leaders' shares add up to 1. */
  share: number;
  /** How many of its decks made their event's top cut. */
  topCut: number;
  /** topCut / decks: how often the leader converts to a top cut. */
  topCutRate: number;
  /** Games against other leaders (mirrors left out), from pairings. */
  games: number;
  /** (wins + ties / 2) / games; absent without pairings. */
  winRate?: number;
}

export interface HeadToHead extends MatchupCount {
  games: number;
  /** (wins + ties / 2) / games, from the leader's side. */
  winRate: number;
}

export interface Meta {
  /** Standings with a read leader in the period. */
  decks: number;
  leaders: MetaLeader[];
  headToHead: HeadToHead[];
}

/** A pairing as the two rows the database keeps, one from each side, so each side's games are one GROUP BY. */
export function matchSides(match: ReadMatch): [ReadMatch, ReadMatch] {
  const flipped = match.result === 'W' ? 'L' : match.result === 'L' ? 'W' : 'T';
  return [match, { round: match.round, leaderCode: match.opponentCode, opponentCode: match.leaderCode, result: flipped }];
}

const rate = (wins: number, ties: number, games: number) => (wins + ties / 2) / games;

/**
 * The meta of a period from its counts: each leader's share of the field, its top cuts and its win
 * rate against the other leaders (a mirror is won by one copy of the leader and lost by the other:
 * it says nothing and is left out), most played first (then by code); head-to-head by leader, then
 * by games, mirrors left out.
 */
export function buildMeta(counts: readonly LeaderCount[], matchups: readonly MatchupCount[]): Meta {
  const decks = counts.reduce((sum, count) => sum + count.decks, 0);
  const headToHead = matchups
    .filter((matchup) => matchup.leaderCode !== matchup.opponentCode)
    .map((matchup): HeadToHead => {
      const games = matchup.wins + matchup.losses + matchup.ties;
      return { ...matchup, games, winRate: rate(matchup.wins, matchup.ties, games) };
    })
    .filter((matchup) => matchup.games > 0);
  const totals = new Map<string, { wins: number; ties: number; games: number }>();
  for (const matchup of headToHead) {
    const total = totals.get(matchup.leaderCode) ?? { wins: 0, ties: 0, games: 0 };
    total.wins += matchup.wins;
    total.ties += matchup.ties;
    total.games += matchup.games;
    totals.set(matchup.leaderCode, total);
  }
  const leaders = counts
    .filter((count) => count.decks > 0)
    .map((count): MetaLeader => {
      const games = totals.get(count.leaderCode);
      return {
        code: count.leaderCode,
        decks: count.decks,
        share: count.decks / decks,
        topCut: count.topCut,
        topCutRate: count.topCut / count.decks,
        games: games?.games ?? 0,
        ...(games ? { winRate: rate(games.wins, games.ties, games.games) } : {}),
      };
    })
    .sort((a, b) => b.decks - a.decks || a.code.localeCompare(b.code));
  headToHead.sort((a, b) => a.leaderCode.localeCompare(b.leaderCode) || b.games - a.games || a.opponentCode.localeCompare(b.opponentCode));
  return { decks, leaders, headToHead };
}
