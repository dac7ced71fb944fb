import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Actor, Role } from './access-policy.js';
import { AccessDeniedError, AuthenticationRequiredError, EmailNotVerifiedError } from './access.guard.js';

/**
 * The route's access policy checked before its body is read (issue 32 item 6): for a route that
 * takes very large bodies (the card import, 64 MB parsed off-thread), an anonymous or unprivileged
 * caller is refused (401/403, the AccessGuard's errors) without a byte of the body being read or
 * parsed, and the connection is closed after the answer instead of draining the rest. Runs after
 * the session and its actor are loaded; the route's own @Roles guard still applies.
 */
export function rolesBeforeBody(roles: Role[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const actor = request.user as Actor | undefined;
    if (actor && roles.some((role) => actor.roles.includes(role))) return next();
    response.setHeader('Connection', 'close');
    // The AccessGuard's answers: 401 without a session, 403 email_not_verified where a verified account is needed.
    if (!actor) return next(new AuthenticationRequiredError());
    next(roles.includes('verified') && actor.roles.includes('user') ? new EmailNotVerifiedError() : new AccessDeniedError());
  };
}
