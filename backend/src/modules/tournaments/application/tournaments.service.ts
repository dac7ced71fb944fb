import { checkPage, type Page, type PageRequest } from '../../../shared/domain/paging.js';
import { Injectable } from '@nestjs/common';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { readableStandings, readTournament, type ReadProblem, type TournamentInput } from '../domain/tournament-event.js';
import { TournamentRepository, type TournamentDetail, type TournamentSummary } from '../domain/tournament.repository.js';
import { TournamentNotFoundError, TournamentNothingReadableError, TournamentUnknownFormatError } from '../domain/tournaments.errors.js';
import { readResultsCsv } from './tournament-csv.js';

/** An event's fields when its standings come as CSV. */
export type CsvTournamentInput = Omit<TournamentInput, 'standings' | 'rounds' | 'players'> & { players?: number; csv: string };

export interface ImportReport {
  event: TournamentSummary;
  /** Everything that could not be read: per standing, per pairing, per CSV row. */
  problems: ReadProblem[];
}

/**
 * Imports of tournament results (issue 35 item 4, ADR 0063) and their back office: each deck read by
 * the decks module's list parser, the event stored with what could be read in one transaction, or
 * refused whole when no standing's leader could be read.
 */
@Injectable()
export class TournamentsService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly cards: CardRepository,
    private readonly formats: FormatsService,
  ) {}

  async import(input: TournamentInput, extraProblems: ReadProblem[] = []): Promise<ImportReport> {
    const format = await this.formats.find(input.format);
    if (!format) throw new TournamentUnknownFormatError();
    const event = readTournament({ ...input, format: format.code }, await this.cards.findAll(), extraProblems);
    if (!readableStandings(event)) throw new TournamentNothingReadableError();
    const stored = await this.tournaments.add(event);
    return { event: stored, problems: [...event.problems, ...event.standings.flatMap((standing) => standing.problems)] };
  }

  /** The same as a JSON import, the standings from a CSV (rows it could not read reported, not stored). */
  async importCsv(input: CsvTournamentInput): Promise<ImportReport> {
    const { csv, ...event } = input;
    const { standings, problems } = readResultsCsv(csv);
    return this.import({ ...event, players: event.players ?? standings.length + problems.length, standings }, problems);
  }

  list(): Promise<TournamentSummary[]> {
    return this.tournaments.list();
  }

  /** A numbered page of the events (GET /api/tournaments/page); past the last page, PageOutOfRangeError. */
  async page(page: PageRequest): Promise<Page<TournamentSummary>> {
    const result = await this.tournaments.page(page);
    checkPage(page, result.total);
    return result;
  }

  async get(id: number): Promise<TournamentDetail> {
    const found = await this.tournaments.get(id);
    if (!found) throw new TournamentNotFoundError();
    return found;
  }

  async delete(id: number): Promise<void> {
    if (!(await this.tournaments.delete(id))) throw new TournamentNotFoundError();
  }
}
