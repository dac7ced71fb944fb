import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../domain/domain-error.js';
import { Actor, PUBLIC_KEY, Role, ROLES_KEY } from './access-policy.js';

export class AuthenticationRequiredError extends DomainError {
  readonly code = 'authentication_required';
  readonly kind = 'unauthorized';
  constructor() {
    super('Login required');
  }
}

export class AccessDeniedError extends DomainError {
  readonly code = 'access_denied';
  readonly kind = 'forbidden';
  constructor(message = 'You are not allowed to do this') {
    super(message);
  }
}

export class EmailNotVerifiedError extends DomainError {
  readonly code = 'email_not_verified';
  readonly kind = 'forbidden';
  constructor() {
    super('Verify your e-mail address to use this feature');
  }
}

/**
 * Default deny: a route runs only when it declares @Public() or @Roles(...) and the caller
 * holds one of the roles. Privileges come from the session's user alone, never from headers.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const required = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets);
    if (!required?.length) {
      const request = context.switchToHttp().getRequest<Request>();
      this.logger.error(`No access policy on ${request.method} ${request.path}: denied`);
      throw new AccessDeniedError();
    }
    const actor = context.switchToHttp().getRequest<Request>().user as Actor | undefined;
    if (!actor) throw new AuthenticationRequiredError();
    if (required.some((role) => actor.roles.includes(role))) return true;
    if (required.includes('verified') && actor.roles.includes('user')) throw new EmailNotVerifiedError();
    throw new AccessDeniedError();
  }
}
