import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditTrail } from './application/audit-trail.service.js';
import { AuditLog } from './application/ports/audit-log.js';
import { AuditController } from './infrastructure/http/audit.controller.js';
import { AuditInterceptor } from './infrastructure/http/audit.interceptor.js';
import { AuditEntryOrmEntity } from './infrastructure/persistence/audit-entry.orm-entity.js';
import { TypeOrmAuditLog } from './infrastructure/persistence/typeorm-audit-log.js';

/** The audit log of admin writes (ADR 0076): recorded by one global interceptor, read by the super admin. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryOrmEntity])],
  controllers: [AuditController],
  providers: [{ provide: AuditLog, useClass: TypeOrmAuditLog }, AuditTrail, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
})
export class AuditModule {}
