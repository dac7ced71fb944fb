import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';
import { PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
import {
  REPORT_LIMITS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  type Report,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '../../../domain/report.js';
import type { ReportGroup, ReportQueuePage } from '../../../domain/report.repository.js';

export const DEFAULT_QUEUE_PAGE_SIZE = 20;
export const MAX_QUEUE_PAGE_SIZE = 100;

/** A player's report of a deck or a comment. */
export class CreateReportDto {
  @ApiProperty({ enum: REPORT_TARGETS })
  @IsIn(REPORT_TARGETS)
  targetType: ReportTarget;

  @ApiProperty({ type: 'integer', minimum: 1 })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  targetId: number;

  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS)
  reason: ReportReason;

  /** What the moderators should know (plain text, trimmed); null or left out for none. */
  @ApiProperty({ type: 'string', required: false, nullable: true, maxLength: REPORT_LIMITS.noteCharacters })
  @IsOptionalNotNull()
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(REPORT_LIMITS.noteCharacters)
  note?: string | null;
}

/** A report as its reporter sees it once made. */
export class ReportDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ enum: REPORT_TARGETS })
  targetType: ReportTarget;
  @ApiProperty({ type: 'integer' })
  targetId: number;
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
  @ApiProperty({ enum: REPORT_STATUSES })
  status: ReportStatus;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(report: Report): ReportDto {
    return {
      id: report.id,
      targetType: report.targetType,
      targetId: report.targetId,
      reason: report.reason,
      note: report.note,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
    };
  }
}

/** `?page=&pageSize=` of the queue: the one page query of every list (ADR 0067). */
export class ReportQueueQueryDto extends PageQueryDto(DEFAULT_QUEUE_PAGE_SIZE, MAX_QUEUE_PAGE_SIZE) {}

export class ReportReasonCountDto {
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;
  @ApiProperty({ type: 'integer' })
  count: number;
}

export class QueuedReportDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
  /** The reporter's username (null once the account is gone). */
  @ApiProperty({ type: 'string', nullable: true })
  reporter: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class ReportedDeckDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  /** 1 when already hidden. */
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  hidden: number;
  /** The owner's username (null: a curated deck without owner, or a deleted account). */
  @ApiProperty({ type: 'string', nullable: true })
  owner: string | null;
}

export class ReportedCommentDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** Plain text, to be shown escaped. */
  content: string;
  @ApiProperty({ type: 'string', nullable: true })
  author: string | null;
  /** The page the comment is on: a deck or a news item. */
  @ApiProperty({ enum: ['deck', 'news'] })
  contentType: string;
  @ApiProperty({ type: 'integer' })
  contentId: number;
}

/** A reported deck or comment with its open reports. */
export class ReportGroupDto {
  @ApiProperty({ enum: REPORT_TARGETS })
  targetType: ReportTarget;
  @ApiProperty({ type: 'integer' })
  targetId: number;
  @ApiProperty({ type: 'integer' })
  openReports: number;
  /** Open reports by reason, most first. */
  @ApiProperty({ type: [ReportReasonCountDto] })
  reasons: ReportReasonCountDto[];
  @ApiProperty({ format: 'date-time' })
  firstReportedAt: string;
  @ApiProperty({ format: 'date-time' })
  lastReportedAt: string;
  /** The latest open reports, newest first (at most 5). */
  @ApiProperty({ type: [QueuedReportDto] })
  latest: QueuedReportDto[];
  @ApiProperty({ type: ReportedDeckDto, nullable: true })
  deck: ReportedDeckDto | null;
  @ApiProperty({ type: ReportedCommentDto, nullable: true })
  comment: ReportedCommentDto | null;

  static from(group: ReportGroup): ReportGroupDto {
    return {
      targetType: group.targetType,
      targetId: group.targetId,
      openReports: group.openReports,
      reasons: group.reasons.map(({ reason, count }) => ({ reason, count })),
      firstReportedAt: group.firstReportedAt.toISOString(),
      lastReportedAt: group.lastReportedAt.toISOString(),
      latest: group.latest.map((report) => ({
        id: report.id,
        reason: report.reason,
        note: report.note,
        reporter: report.reporter,
        createdAt: report.createdAt.toISOString(),
      })),
      deck: group.deck ? { id: group.deck.id, name: group.deck.name, hidden: group.deck.hidden ? 1 : 0, owner: group.deck.owner } : null,
      comment: group.comment
        ? {
            id: group.comment.id,
            content: group.comment.content,
            author: group.comment.author,
            contentType: group.comment.contentType,
            contentId: group.comment.contentId,
          }
        : null,
    };
  }
}

/** One page of the moderation queue, the most recently reported first. */
export class ReportQueueDto extends PageDto(ReportGroupDto, 'Reported decks and comments in the queue, in all.') {
  static from(queue: ReportQueuePage, page: number, pageSize: number): ReportQueueDto {
    return toPageDto({ ...queue, page, pageSize }, ReportGroupDto.from);
  }
}

/** What an admin's action closed. */
export class ReportsClosedDto {
  /** Open reports of the target closed by this action. */
  @ApiProperty({ type: 'integer' })
  closed: number;
}

/** A deck after a moderator's action. */
export class DeckModerationDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  hidden: number;
  /** Open reports of the deck resolved by this action (hiding resolves them; restoring none). */
  @ApiProperty({ type: 'integer' })
  resolvedReports: number;
}
