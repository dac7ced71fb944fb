import { ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ValidationFailedError } from '../../../../shared/http/validation-failed.js';
import { AuthGuard } from '@nestjs/passport';
import type { Actor } from '../../../../shared/domain/actor.js';
import { AlreadyLoggedInError, InvalidCredentialsError, MissingCredentialsError } from '../../domain/users.errors.js';

/**
 * Checks username and password with the local strategy and puts the caller on req.user, without
 * starting a session: the controller decides whether to log in (admin login refuses non-admins).
 */
@Injectable()
export class CredentialsGuard extends AuthGuard('local') {
  /** Guards run before pipes: check the field types here, so passport only ever sees strings (#15). */
  override canActivate(context: ExecutionContext) {
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw new ValidationFailedError('The body must be an object', [{ field: 'body', code: 'not_an_object' }]);
    }
    const details = (['username', 'password'] as const)
      .filter((field) => {
        const value = (body as Record<string, unknown> | undefined)?.[field];
        return value !== undefined && typeof value !== 'string';
      })
      .map((field) => ({ field, code: 'not_a_string' as const }));
    if (details.length) throw new ValidationFailedError(details.map((detail) => `${detail.field} must be a string`).join('; '), details);
    // Logging in as someone else over an open session is refused (#15); the same user again just
    // gets a fresh session id.
    const current = context.switchToHttp().getRequest<Request>().user;
    const username = (body as { username?: string } | undefined)?.username?.trim().toLowerCase();
    if (current && username && current.username.toLowerCase() !== username) throw new AlreadyLoggedInError();
    return super.canActivate(context);
  }

  override handleRequest<T = Actor>(error: unknown, user: T | false, info: { message?: string } | undefined): T {
    if (error) throw error;
    if (!user) throw info?.message === 'Missing credentials' ? new MissingCredentialsError() : new InvalidCredentialsError();
    return user;
  }
}
