import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { catchError, concatMap, from, Observable, throwError } from 'rxjs';
import { transactionCompanion } from '../../../../database/transactions.js';
import { PUBLIC_KEY, ROLES_KEY, type Role } from '../../../../shared/auth/access-policy.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { INVALIDATES } from '../../../../shared/http/http-cache.js';
import { AuditTrail } from '../../application/audit-trail.service.js';
import type { AuditRecorder } from '../../application/audit-recorder.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a route's first path segment (after `/api` and `/api/admin`) writes; any other segment names itself. */
const ENTITY_BY_SEGMENT: Record<string, string> = {
  cards: 'card',
  decks: 'deck',
  formats: 'format',
  decky: 'decky_phrase',
  tournaments: 'tournament',
  reports: 'report',
  comments: 'comment',
  favorites: 'favorite',
  // /api/admin/create makes an admin, /api/admin/user/:id deletes an account.
  create: 'admin',
  user: 'user',
};

/** The entity type of a route pattern: `/api/admin/decks/:id/hide` → deck. */
export function entityTypeOf(routePath: string): string {
  const segments = routePath.split('/').filter((part) => part && part !== 'api');
  const first = segments[0] === 'admin' && segments.length > 1 ? segments[1] : segments[0];
  return ENTITY_BY_SEGMENT[first ?? ''] ?? first ?? 'unknown';
}

/** The code a failed write answered with (what the error filter sends), for the entry's outcome. */
function outcomeOf(error: unknown): string {
  if (error instanceof DomainError) return error.code;
  if (error instanceof HttpException) {
    const own = (error.getResponse() as { code?: unknown }).code;
    return typeof own === 'string' ? own : `http_${error.getStatus()}`;
  }
  return 'error';
}

/** The id or code a creation's answer names. */
function answeredId(value: unknown): string | null {
  const body = (value as { body?: unknown } | null)?.body ?? value;
  const found = (body as { id?: unknown; code?: unknown } | null) ?? {};
  for (const key of [found.id, found.code]) if (typeof key === 'number' || typeof key === 'string') return String(key);
  return null;
}

/**
 * The one place admin writes are recorded (ADR 0076): every POST, PUT, PATCH and DELETE made by an admin
 * on a route the access policy keeps for admins, and on a route they share with players (decks, comments)
 * unless it declares it changes nothing (`@Invalidates([])`: the builder's legality and statistics, a
 * pasted list read). Public routes (logins) are not. A route added later is recorded without doing anything.
 * The entry joins the write's transaction (`transactionCompanion`), else is written right after with the outcome.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditTrail,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const actor = request.user;
    if (SAFE_METHODS.has(request.method) || !actor?.roles.includes('admin') || !this.audited(context)) return next.handle();
    const routePath = (request.route as { path?: string } | undefined)?.path ?? request.path;
    const params = Object.values(request.params ?? {});
    const recorder = this.trail.recorder({
      actor: { id: actor.id, username: actor.username },
      action: context.getHandler().name,
      route: `${request.method} ${routePath}`,
      entityType: entityTypeOf(routePath),
      entityId: params.length ? params.join(':') : null,
      sent: request.body,
    });
    return from(recorder).pipe(concatMap((started) => this.run(started, next)));
  }

  private run(recorder: AuditRecorder, next: CallHandler): Observable<unknown> {
    // The handler (and the transactions it opens) runs inside the recorder's context.
    const handled = transactionCompanion.run(recorder, () => next.handle());
    return handled.pipe(
      concatMap((value) => from(this.finish(recorder, 'ok', answeredId(value)).then(() => value))),
      catchError((error: unknown) => from(this.finish(recorder, outcomeOf(error), null)).pipe(concatMap(() => throwError(() => error)))),
    );
  }

  /** Completing an entry after the write: a failure there is logged, and the write's own answer still goes out. */
  private async finish(recorder: AuditRecorder, outcome: string, id: string | null): Promise<void> {
    await recorder.finish(outcome, id).catch((error: unknown) => this.logger.error(`audit entry not completed: ${String(error)}`));
  }

  private audited(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return false;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? [];
    if (roles.some((role) => role === 'admin' || role === 'superadmin')) return true;
    const invalidates = this.reflector.getAllAndOverride<readonly string[] | 'all' | undefined>(INVALIDATES, targets);
    return roles.length > 0 && !(Array.isArray(invalidates) && invalidates.length === 0);
  }
}
