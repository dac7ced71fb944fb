import type { Request, Response } from 'express';
import type { Actor } from '../../../../shared/domain/actor.js';

export const SESSION_COOKIE = 'sid';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

/** Logs the actor in under a brand-new session id (no session fixation). */
export async function startSession(request: Request, actor: Actor): Promise<void> {
  await new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
  request.session.userId = actor.id;
  request.user = actor;
  await new Promise<void>((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));
}

/** Ends the session server-side (its row is deleted) and clears the cookie. */
export async function endSession(request: Request, response: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
  request.user = undefined;
  response.clearCookie(SESSION_COOKIE, { path: '/' });
}
