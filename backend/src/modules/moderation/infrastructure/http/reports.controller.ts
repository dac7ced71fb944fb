import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { Invalidates } from '../../../../shared/http/http-cache.js';
import { ModerationService } from '../../application/moderation.service.js';
import { REPORT_LIMITS } from '../../domain/report.js';
import { CreateReportDto, ReportDto } from './dto/report.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

@ApiTags('moderation')
@Controller('api/reports')
export class ReportsController {
  constructor(private readonly moderation: ModerationService) {}

  @Post()
  @Roles('verified')
  // Nothing a visitor reads changes.
  @Invalidates([])
  @ApiOperation({
    summary: 'Report a deck or a comment to the moderators',
    description:
      `A verified account reports a deck or a comment it can read, with a reason (spam, offensive, copyright, other) and an optional note of at most ${REPORT_LIMITS.noteCharacters} characters. ` +
      'One open report per account and target: a second one, while the first is in the queue, is refused (409 already_reported), not counted twice. ' +
      `A player makes at most ${REPORT_LIMITS.perHour} reports an hour (429 report_rate_limited with Retry-After); admins have no limit.`,
  })
  @ApiCreatedResponse({ type: ReportDto, description: 'The report, open in the moderation queue' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'email_not_verified: the account must verify its e-mail address first' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'report_target_not_found: no such deck or comment, or one the caller may not read' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'already_reported: the caller has an open report of this deck or comment' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: `report_rate_limited: ${REPORT_LIMITS.perHour} reports in the last hour (Retry-After)` })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'validation_failed: an unknown target type or reason, or a note over the limit (field note, code too_long)',
  })
  @ApiErrors('report_target_not_found', 'already_reported', 'report_rate_limited')
  async createReport(@Req() request: Request, @Body() body: CreateReportDto): Promise<ReportDto> {
    return ReportDto.from(
      await this.moderation.report(request.user!, { targetType: body.targetType, targetId: body.targetId, reason: body.reason, note: body.note }),
    );
  }
}
