import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { LeaderCount, MatchupCount } from './meta.js';
import type { ReadProblem, ReadTournament } from './tournament-event.js';

/** An imported event as the back office lists it. */
export interface TournamentSummary {
  id: number;
  name: string;
  date: string;
  format: string;
  players: number;
  topCut: number;
  /** Standings stored, and how many of them count (their leader was read). */
  standings: number;
  readStandings: number;
  /** Games from pairings between read leaders. */
  matches: number;
  /** Problems met on import: the standings' and the pairings'. */
  problems: number;
  importedAt: Date;
}

export interface StoredStanding {
  placing: number;
  player: string;
  wins: number;
  losses: number;
  ties: number;
  leaderCode: string | null;
  inTopCut: boolean;
  problems: ReadProblem[];
}

export interface TournamentDetail extends TournamentSummary {
  standingList: StoredStanding[];
  /** The pairings' and CSV rows' problems. */
  eventProblems: ReadProblem[];
}

/** A period of one format: dates as YYYY-MM-DD, both ends included, either open. */
export interface MetaPeriod {
  format: string;
  from?: string;
  to?: string;
}

export abstract class TournamentRepository {
  /** Stores the event, its standings and both sides of each game in one transaction; tournament_already_imported on a repeat. */
  abstract add(event: ReadTournament): Promise<TournamentSummary>;
  abstract list(): Promise<TournamentSummary[]>;
  /** A numbered page of the same list (ADR 0067) and its count. */
  abstract page(page: PageRequest): Promise<Page<TournamentSummary>>;
  abstract get(id: number): Promise<TournamentDetail | null>;
  /** False when there was no such event. Its standings and games go with it. */
  abstract delete(id: number): Promise<boolean>;
  /** Each read leader's standings and top cuts in the period (counted by the database). */
  abstract leaderCounts(period: MetaPeriod): Promise<LeaderCount[]>;
  /** Each leader's games against each other, from its side (counted by the database). */
  abstract matchups(period: MetaPeriod): Promise<MatchupCount[]>;
  /** How many events the period holds. */
  abstract countEvents(period: MetaPeriod): Promise<number>;
}
