import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { AnswerWithHeaders, Invalidates } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { TournamentsService } from '../../application/tournaments.service.js';
import { ImportTournamentCsvDto, ImportTournamentDto } from './dto/tournament-import.dto.js';
import {
  TOURNAMENTS_PAGE_SIZE,
  TournamentDetailDto,
  TournamentImportReportDto,
  TournamentPageDto,
  TournamentPageQueryDto,
  TournamentSummaryDto,
} from './dto/tournament.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

const IMPORT_REFUSALS =
  'validation_failed, tournament_unknown_format, tournament_nothing_readable (no standing has a deck whose leader could be read: nothing is stored)';

/** Imported tournament results, the meta's source (issue 35 item 4, ADR 0063): admins only. */
@ApiTags('tournaments')
@Controller('api/tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'Imported events, newest first' })
  @ApiOkResponse({ type: [TournamentSummaryDto] })
  async listTournaments(): Promise<TournamentSummaryDto[]> {
    return (await this.tournaments.list()).map(TournamentSummaryDto.from);
  }

  @Get('page')
  @Roles('admin')
  @ApiOperation({
    summary: 'One page of the imported events, newest first',
    description: 'GET /api/tournaments a page at a time (ADR 0067): page and pageSize, the Link header to the other pages.',
  })
  @ApiPagedResponse(TournamentPageDto)
  async listTournamentsPage(@Req() request: Request, @Query() query: TournamentPageQueryDto): Promise<AnswerWithHeaders<TournamentPageDto>> {
    return pagedAnswer(request, TournamentPageDto.from(await this.tournaments.page(pageRequest(query, TOURNAMENTS_PAGE_SIZE))));
  }

  @Post()
  @Roles('admin')
  @Invalidates(['tournaments'])
  @ApiOperation({
    summary: 'Import one event’s results (JSON)',
    description:
      'Each standing’s deck is read by the deck-list parser of POST /api/decks/parse-list (any format it reads; the leader is the leader card). The event is stored in one transaction with what could be read; what could not (unknown cards, unreadable lines, a deck with no leader, a pairing naming no standing) is answered in `problems` and kept with the event. A standing without a leader is stored but not counted in the meta; an event where no standing’s leader could be read is refused whole. Rounds are optional: their pairings give win rates and head-to-head results. Bodies up to 12 MB (admins).',
  })
  @ApiCreatedResponse({ type: TournamentImportReportDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'tournament_already_imported (same format, date and name)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: IMPORT_REFUSALS })
  @ApiErrors('tournament_already_imported', 'tournament_nothing_readable', 'tournament_unknown_format')
  async importTournament(@Body() body: ImportTournamentDto): Promise<TournamentImportReportDto> {
    return TournamentImportReportDto.from(await this.tournaments.import(body));
  }

  @Post('csv')
  @Roles('admin')
  @Invalidates(['tournaments'])
  @ApiOperation({
    summary: 'Import one event’s standings from CSV',
    description:
      'The same import as POST /api/tournaments, the standings as CSV text in `csv`: a header naming placing, player, wins, losses, ties and deck (any order), then a row per standing, the deck list in one quoted cell. A row that cannot be read is reported (`bad_row`) and left out; a text that is no such table is refused (tournament_csv_unreadable). Bodies up to 12 MB (admins).',
  })
  @ApiCreatedResponse({ type: TournamentImportReportDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'tournament_already_imported (same format, date and name)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: `${IMPORT_REFUSALS}, tournament_csv_unreadable` })
  @ApiErrors('tournament_already_imported', 'tournament_nothing_readable', 'tournament_unknown_format', 'tournament_csv_unreadable')
  async importTournamentCsv(@Body() body: ImportTournamentCsvDto): Promise<TournamentImportReportDto> {
    return TournamentImportReportDto.from(await this.tournaments.importCsv(body));
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'An imported event: its standings, and what could not be read' })
  @ApiOkResponse({ type: TournamentDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'tournament_not_found' })
  @ApiErrors('tournament_not_found')
  async getTournament(@Param('id', ParseIntPipe) id: number): Promise<TournamentDetailDto> {
    return TournamentDetailDto.fromDetail(await this.tournaments.get(id));
  }

  @Delete(':id')
  @Roles('admin')
  @Invalidates(['tournaments'])
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an imported event (its standings and games go with it; the meta no longer counts it)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'tournament_not_found' })
  @ApiErrors('tournament_not_found')
  async deleteTournament(@Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.tournaments.delete(id);
  }
}
