import { ApiProperty } from '@nestjs/swagger';
import type { Page } from '../../../../../shared/domain/paging.js';
import { PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
import { UNREAD_CODES, type UnreadCode, type ReadProblem } from '../../../domain/tournament-event.js';
import type { StoredStanding, TournamentDetail, TournamentSummary } from '../../../domain/tournament.repository.js';
import type { ImportReport } from '../../../application/tournaments.service.js';

/** Something the import could not read (the code says what; the front end translates it). */
export class TournamentProblemDto {
  @ApiProperty({ enum: UNREAD_CODES, enumName: 'TournamentProblemCode' })
  code: UnreadCode;
  @ApiProperty({ type: 'integer', required: false })
  placing?: number;
  player?: string;
  @ApiProperty({ type: 'integer', required: false })
  round?: number;
  /** The CSV row, 1 the first after the header. */
  @ApiProperty({ type: 'integer', required: false })
  row?: number;
  /** The lines or names concerned, as written. */
  lines?: string[];

  static from(problem: ReadProblem): TournamentProblemDto {
    const dto = new TournamentProblemDto();
    dto.code = problem.code;
    if (problem.placing !== undefined) dto.placing = problem.placing;
    if (problem.player !== undefined) dto.player = problem.player;
    if (problem.round !== undefined) dto.round = problem.round;
    if (problem.row !== undefined) dto.row = problem.row;
    if (problem.lines !== undefined) dto.lines = problem.lines;
    return dto;
  }
}

export class TournamentSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  format: string;
  @ApiProperty({ type: 'integer' })
  players: number;
  @ApiProperty({ type: 'integer' })
  topCut: number;
  /** Standings stored. */
  @ApiProperty({ type: 'integer' })
  standings: number;
  /** Standings whose leader was read: those count in the meta. */
  @ApiProperty({ type: 'integer' })
  readStandings: number;
  /** Games between two read leaders, from pairings. */
  @ApiProperty({ type: 'integer' })
  matches: number;
  /** How many things could not be read. */
  @ApiProperty({ type: 'integer' })
  problems: number;
  @ApiProperty({ format: 'date-time' })
  importedAt: string;

  static from(event: TournamentSummary): TournamentSummaryDto {
    return Object.assign(new TournamentSummaryDto(), {
      id: event.id,
      name: event.name,
      date: event.date,
      format: event.format,
      players: event.players,
      topCut: event.topCut,
      standings: event.standings,
      readStandings: event.readStandings,
      matches: event.matches,
      problems: event.problems,
      importedAt: new Date(event.importedAt).toISOString(),
    });
  }
}

export class TournamentStandingResultDto {
  @ApiProperty({ type: 'integer' })
  placing: number;
  player: string;
  @ApiProperty({ type: 'integer' })
  wins: number;
  @ApiProperty({ type: 'integer' })
  losses: number;
  @ApiProperty({ type: 'integer' })
  ties: number;
  /** Null when the deck named no leader (not counted in the meta). */
  @ApiProperty({ type: 'string', nullable: true })
  leaderCode: string | null;
  inTopCut: boolean;
  @ApiProperty({ type: [TournamentProblemDto] })
  problems: TournamentProblemDto[];

  static from(standing: StoredStanding): TournamentStandingResultDto {
    return Object.assign(new TournamentStandingResultDto(), {
      placing: standing.placing,
      player: standing.player,
      wins: standing.wins,
      losses: standing.losses,
      ties: standing.ties,
      leaderCode: standing.leaderCode,
      inTopCut: standing.inTopCut,
      problems: standing.problems.map(TournamentProblemDto.from),
    });
  }
}

/** An event with its standings and what could not be read. */
export class TournamentDetailDto extends TournamentSummaryDto {
  @ApiProperty({ type: [TournamentStandingResultDto] })
  standingList: TournamentStandingResultDto[];
  /** The pairings' and CSV rows' problems (each standing carries its own). */
  @ApiProperty({ type: [TournamentProblemDto] })
  eventProblems: TournamentProblemDto[];

  static fromDetail(event: TournamentDetail): TournamentDetailDto {
    return Object.assign(new TournamentDetailDto(), TournamentSummaryDto.from(event), {
      standingList: event.standingList.map(TournamentStandingResultDto.from),
      eventProblems: event.eventProblems.map(TournamentProblemDto.from),
    });
  }
}

/** What an import stored, and everything it could not read. */
export class TournamentImportReportDto {
  event: TournamentSummaryDto;
  @ApiProperty({ type: [TournamentProblemDto] })
  problems: TournamentProblemDto[];

  static from(report: ImportReport): TournamentImportReportDto {
    return Object.assign(new TournamentImportReportDto(), {
      event: TournamentSummaryDto.from(report.event),
      problems: report.problems.map(TournamentProblemDto.from),
    });
  }
}

/** Events a page of GET /api/tournaments/page holds by default. */
export const TOURNAMENTS_PAGE_SIZE = 20;

/** GET /api/tournaments/page (ADR 0067). */
export class TournamentPageQueryDto extends PageQueryDto(TOURNAMENTS_PAGE_SIZE) {}

/** A page of imported events, newest first (ADR 0067: items, page, pageSize, total, as every paged list). */
export class TournamentPageDto extends PageDto(TournamentSummaryDto, 'Events in all.') {
  static from(page: Page<TournamentSummary>): TournamentPageDto {
    return toPageDto(page, TournamentSummaryDto.from);
  }
}
