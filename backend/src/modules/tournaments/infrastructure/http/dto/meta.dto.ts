import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';
import type { MetaView } from '../../../application/meta-queries.service.js';
import { DATE_PATTERN } from './tournament-import.dto.js';

export class MetaQueryDto {
  /** A format code from GET /api/formats; the current format when absent. */
  @ApiProperty({ required: false, maxLength: 16 })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(16)
  format?: string;

  /** The period's first day (YYYY-MM-DD), included; open when absent. */
  @ApiProperty({ required: false, pattern: DATE_PATTERN.source, example: '2026-10-01' })
  @IsOptionalNotNull()
  @IsString()
  @Matches(DATE_PATTERN)
  from?: string;

  /** The period's last day (YYYY-MM-DD), included; open when absent. */
  @ApiProperty({ required: false, pattern: DATE_PATTERN.source, example: '2026-11-30' })
  @IsOptionalNotNull()
  @IsString()
  @Matches(DATE_PATTERN)
  to?: string;
}

export class MetaLeaderDto {
  /** The leader card's code. */
  code: string;
  /** The leader card's name ('' when the card is no longer in the database). */
  name: string;
  /** Its standings in the period. */
  @ApiProperty({ type: 'integer' })
  decks: number;
  /** Its share of the field: decks over every standing with a read leader in the period, between 0 and 1. */
  @ApiProperty({ minimum: 0, maximum: 1 })
  share: number;
  /** How many of its decks made their event's top cut. */
  @ApiProperty({ type: 'integer' })
  topCut: number;
  /** topCut / decks, between 0 and 1. */
  @ApiProperty({ minimum: 0, maximum: 1 })
  topCutRate: number;
  /** Games against other leaders from pairings (mirrors left out). */
  @ApiProperty({ type: 'integer' })
  games: number;
  /** (wins + ties / 2) / games, between 0 and 1; absent when it played no paired game. */
  @ApiProperty({ required: false, minimum: 0, maximum: 1 })
  winRate?: number;
}

export class MetaHeadToHeadDto {
  /** The leader whose side this is. */
  leader: string;
  opponent: string;
  @ApiProperty({ type: 'integer' })
  wins: number;
  @ApiProperty({ type: 'integer' })
  losses: number;
  @ApiProperty({ type: 'integer' })
  ties: number;
  @ApiProperty({ type: 'integer' })
  games: number;
  /** (wins + ties / 2) / games, from the leader's side. */
  @ApiProperty({ minimum: 0, maximum: 1 })
  winRate: number;
}

/** The meta from imported results over a period (issue 35 item 4). */
export class MetaDto {
  format: string;
  @ApiProperty({ required: false })
  from?: string;
  @ApiProperty({ required: false })
  to?: string;
  /** Events imported in the period. */
  @ApiProperty({ type: 'integer' })
  events: number;
  /** Standings with a read leader in the period (the field the shares are of). */
  @ApiProperty({ type: 'integer' })
  decks: number;
  /** Most played first. */
  @ApiProperty({ type: [MetaLeaderDto] })
  leaders: MetaLeaderDto[];
  /** Each leader's games against each other leader, from its side (both sides listed; mirrors left out). */
  @ApiProperty({ type: [MetaHeadToHeadDto] })
  headToHead: MetaHeadToHeadDto[];

  static from(view: MetaView): MetaDto {
    return Object.assign(new MetaDto(), {
      format: view.format,
      ...(view.from ? { from: view.from } : {}),
      ...(view.to ? { to: view.to } : {}),
      events: view.events,
      decks: view.decks,
      leaders: view.leaders.map((leader) =>
        Object.assign(new MetaLeaderDto(), {
          code: leader.code,
          name: view.names.get(leader.code) ?? '',
          decks: leader.decks,
          share: leader.share,
          topCut: leader.topCut,
          topCutRate: leader.topCutRate,
          games: leader.games,
          ...(leader.winRate !== undefined ? { winRate: leader.winRate } : {}),
        }),
      ),
      headToHead: view.headToHead.map((matchup) =>
        Object.assign(new MetaHeadToHeadDto(), {
          leader: matchup.leaderCode,
          opponent: matchup.opponentCode,
          wins: matchup.wins,
          losses: matchup.losses,
          ties: matchup.ties,
          games: matchup.games,
          winRate: matchup.winRate,
        }),
      ),
    });
  }
}
