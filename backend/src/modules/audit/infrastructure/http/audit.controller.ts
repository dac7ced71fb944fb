import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { AnswerWithHeaders } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { AuditTrail } from '../../application/audit-trail.service.js';
import { AUDIT_PAGE_SIZE, AuditPageDto, AuditQueryDto } from './dto/audit.dto.js';

/** The audit log (issue 38 item 5, ADR 0076): the super admin reads who changed what. */
@ApiTags('admin')
@Controller('api/admin/audit')
export class AuditController {
  constructor(private readonly trail: AuditTrail) {}

  @Get()
  @Roles('superadmin')
  @ApiOperation({
    summary: 'The audit log: every write an admin made, newest first',
    description:
      'Who (user id and username), what (operation, entity type, id or code, name), when, the outcome (`ok` or the error code) and a short before/after of the changed fields (values cut to 80 characters; passwords and tokens never shown). Filters: actor (username or id), entityType, entityId, action, from/to (ISO 8601). Entries are kept for a year. Super admins only.',
  })
  @ApiPagedResponse(AuditPageDto)
  async listAuditEntries(@Req() request: Request, @Query() query: AuditQueryDto): Promise<AnswerWithHeaders<AuditPageDto>> {
    const { actor, entityType, entityId, action, from, to } = query;
    const page = await this.trail.page({ actor, entityType, entityId, action, from, to }, pageRequest(query, AUDIT_PAGE_SIZE));
    return pagedAnswer(request, AuditPageDto.from(page));
  }
}
