import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-messages.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth (with SameSite=Lax cookies): a browser always sends Origin on cross-site
 * writes, so an unsafe request whose Origin is neither the public site nor the host it reached is
 * refused. Requests without Origin (curl, server-to-server) carry no ambient browser cookies.
 */
export function originCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction): void => {
    const origin = request.headers.origin;
    if (!UNSAFE.has(request.method) || !origin) return next();
    let sameHost: boolean;
    try {
      sameHost = new URL(origin).host === request.headers.host;
    } catch {
      sameHost = false;
    }
    if (origin === publicOrigin || sameHost) return next();
    sendError(request, response, 403, 'csrf_origin_refused');
  };
}
