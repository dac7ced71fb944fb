import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Actor } from '../../../../shared/domain/actor.js';
import { InvalidCredentialsError, MissingCredentialsError } from '../../domain/users.errors.js';

/**
 * Checks username and password with the local strategy and puts the caller on req.user, without
 * starting a session: the controller decides whether to log in (admin login refuses non-admins).
 */
@Injectable()
export class CredentialsGuard extends AuthGuard('local') {
  override handleRequest<T = Actor>(error: unknown, user: T | false, info: { message?: string } | undefined): T {
    if (error) throw error;
    if (!user) throw info?.message === 'Missing credentials' ? new MissingCredentialsError() : new InvalidCredentialsError();
    return user;
  }
}
