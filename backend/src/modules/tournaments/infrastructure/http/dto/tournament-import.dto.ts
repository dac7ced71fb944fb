import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';

/** Dates as YYYY-MM-DD (an event's day; the meta's period ends). */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The most standings an event may have: a large Regional has about 1,000 players. */
export const MAX_STANDINGS = 4096;
export const MAX_DECK_LIST_LENGTH = 20_000;

export class TournamentRecordDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  @IsInt()
  @Min(0)
  @Max(100)
  wins: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  @IsInt()
  @Min(0)
  @Max(100)
  losses: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  @IsInt()
  @Min(0)
  @Max(100)
  ties: number;
}

export class TournamentStandingDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(100_000)
  placing: number;

  @ApiProperty({ minLength: 1, maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  player: string;

  // An object, not null, a number or an array (which ValidateNested alone lets through): 422 not_an_object.
  @IsObject()
  @ValidateNested()
  @Type(() => TournamentRecordDto)
  record: TournamentRecordDto;

  /** The deck list, in any format POST /api/decks/parse-list reads (first line the leader); what cannot be read is reported, not refused. */
  @ApiProperty({ maxLength: MAX_DECK_LIST_LENGTH })
  @IsString()
  @MaxLength(MAX_DECK_LIST_LENGTH)
  deck: string;
}

export class TournamentPairingDto {
  @ApiProperty({ minLength: 1, maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  player1: string;

  /** Absent, null or empty for a bye (not a game). */
  @ApiProperty({ type: 'string', nullable: true, required: false, maxLength: 100 })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(100)
  player2?: string | null;

  /** player1's or player2's name; absent, null or empty for a draw. */
  @ApiProperty({ type: 'string', nullable: true, required: false, maxLength: 100 })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(100)
  winner?: string | null;
}

export class TournamentRoundDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100 })
  @IsInt()
  @Min(1)
  @Max(100)
  round: number;

  @IsArray()
  @ArrayMaxSize(MAX_STANDINGS)
  @ValidateNested({ each: true })
  @Type(() => TournamentPairingDto)
  pairings: TournamentPairingDto[];
}

/** What every import names: the event. */
export class TournamentEventFieldsDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Treasure Cup Milano' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: '2026-11-21', pattern: DATE_PATTERN.source })
  @IsString()
  @Matches(DATE_PATTERN)
  date: string;

  /** A format code from GET /api/formats. */
  @ApiProperty({ maxLength: 16, example: 'OP10' })
  @IsString()
  @MaxLength(16)
  format: string;

  /** How many placings make the top cut; from the attendance when absent (4 up to 16 players, 8 up to 128, 16 up to 256, else 32). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 1024, required: false })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(1024)
  topCut?: number;
}

/** One event's results as JSON (issue 35 item 4). */
export class ImportTournamentDto extends TournamentEventFieldsDto {
  /** The attendance (may exceed the standings published). */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100_000 })
  @IsInt()
  @Min(1)
  @Max(100_000)
  players: number;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_STANDINGS)
  @ValidateNested({ each: true })
  @Type(() => TournamentStandingDto)
  standings: TournamentStandingDto[];

  /** Optional: the rounds' pairings, for win rates and head-to-head. */
  @ApiProperty({ type: [TournamentRoundDto], required: false })
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => TournamentRoundDto)
  rounds?: TournamentRoundDto[];
}

/** One event's standings as CSV text: a header naming placing, player, wins, losses, ties, deck (any order), a row per standing. */
export class ImportTournamentCsvDto extends TournamentEventFieldsDto {
  /** The attendance; the CSV's row count when absent. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100_000, required: false })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(100_000)
  players?: number;

  /** The file's text (comma, semicolon or tab separated; the deck cell quoted, one card per line or `;`-separated). */
  @ApiProperty({ maxLength: 10_000_000, example: 'placing,player,wins,losses,ties,deck\n1,Zoro,5,0,0,"1xOP09-001\n4xOP09-002"' })
  @IsString()
  @MinLength(1)
  @MaxLength(10_000_000)
  csv: string;
}
