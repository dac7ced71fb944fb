import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Page } from '../../../../../shared/domain/paging.js';
import { PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
import type { AuditEntry } from '../../../domain/audit-entry.js';

/** The back office's audit log reads 50 entries a page. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit (ADR 0076): every filter optional, newest first. */
export class AuditQueryDto extends PageQueryDto(AUDIT_PAGE_SIZE) {
  /** Who: a username (case ignored) or a user id. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  actor?: string;

  /** What kind of thing: card, deck, news, tierlist, format, settings, decky_phrase, admin, user, tournament, report, comment… */
  @IsOptional()
  @IsString()
  @MaxLength(32)
  entityType?: string;

  /** Which one: its id or code. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  entityId?: string;

  /** The operation, e.g. updateDeck, createAdmin, hideDeck. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  action?: string;

  /** From this time on (ISO 8601, e.g. 2026-11-01 or 2026-11-01T08:00:00Z). */
  @ApiProperty({ type: 'string', format: 'date-time', required: false })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  from?: Date;

  /** Up to this time (ISO 8601). */
  @ApiProperty({ type: 'string', format: 'date-time', required: false })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  to?: Date;
}

export class AuditChangeDto {
  @ApiProperty({ example: 'name' })
  field: string;
  /** The value before, cut short (absent on a creation). */
  @ApiProperty({ required: false, example: 'Red Zoro' })
  before?: string;
  /** The value after, cut short (absent on a deletion). */
  @ApiProperty({ required: false, example: 'Red Zoro aggro' })
  after?: string;
}

export class AuditEntryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'integer' })
  actorId: number;
  @ApiProperty({ example: 'admin' })
  actorUsername: string;
  @ApiProperty({ example: 'updateDeck' })
  action: string;
  @ApiProperty({ example: 'PUT /api/decks/:id' })
  route: string;
  @ApiProperty({ example: 'deck' })
  entityType: string;
  @ApiProperty({ type: 'string', nullable: true, example: '42' })
  entityId: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'Red Zoro aggro' })
  entityLabel: string | null;
  /** `ok`, or the error code the write failed with. */
  @ApiProperty({ example: 'ok' })
  outcome: string;
  @ApiProperty({ type: [AuditChangeDto] })
  changes: AuditChangeDto[];

  static from(entry: AuditEntry): AuditEntryDto {
    return {
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      actorId: entry.actorId,
      actorUsername: entry.actorUsername,
      action: entry.action,
      route: entry.route,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityLabel: entry.entityLabel,
      outcome: entry.outcome,
      changes: entry.changes.map((change) => ({ ...change })),
    };
  }
}

export class AuditPageDto extends PageDto(AuditEntryDto, 'Entries matching the filters, all pages together.') {
  static from(page: Page<AuditEntry>): AuditPageDto {
    return toPageDto(page, AuditEntryDto.from);
  }
}
