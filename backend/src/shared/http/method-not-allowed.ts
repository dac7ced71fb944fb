import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from './error-messages.js';

/** What this middleware reads of Express 5's router: its layers, each route with its methods. */
interface RouteLayer {
  match(path: string): boolean;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
}
interface RouterOwner {
  router: { stack: readonly unknown[] };
}

/** Paths whose allowed methods are remembered. */
const KNOWN_PATHS = 5000;

interface KnownRoute {
  layer: RouteLayer;
  methods: Set<string>;
}

/**
 * 405 with `Allow` for a method an API path does not have (TRACE, PATCH on a path with none, …),
 * in the error contract's shape `{ statusCode: 405, code: 'method_not_allowed', message }`, before
 * any body is read. Paths that exist for no method stay 404. The routes are read once, on the first
 * request (they are all registered by then); catch-all routes (the SPA's `{*path}`) are left out, so
 * they never make an unknown /api path look known.
 */
export function methodNotAllowed(express: RouterOwner, prefix = '/api/'): RequestHandler {
  let routes: KnownRoute[] | undefined;
  const known = (): KnownRoute[] =>
    (routes ??= (express.router.stack as RouteLayer[]).flatMap((layer) => {
      const path = layer.route?.path;
      if (typeof path !== 'string' || !path.startsWith(prefix) || path.includes('*')) return [];
      const methods = new Set(
        Object.keys(layer.route!.methods)
          .filter((method) => layer.route!.methods[method])
          .map((method) => method.toUpperCase()),
      );
      if (methods.has('GET')) methods.add('HEAD');
      return [{ layer, methods }];
    }));

  // The methods each path allows, worked out once per path: matching every route on every request
  // was a visible share of a cached answer's cost. Bounded: emptied when full.
  const allowedByPath = new Map<string, Set<string>>();
  const allowedOn = (path: string): Set<string> => {
    let allowed = allowedByPath.get(path);
    if (!allowed) {
      allowed = new Set<string>();
      for (const route of known()) if (route.layer.match(path)) for (const method of route.methods) allowed.add(method);
      if (allowedByPath.size >= KNOWN_PATHS) allowedByPath.clear();
      allowedByPath.set(path, allowed);
    }
    return allowed;
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (!request.path.startsWith(prefix)) return next();
    const allowed = allowedOn(request.path);
    if (allowed.size === 0 || allowed.has(request.method) || allowed.has('_ALL')) return next();
    const allow = [...allowed].sort().join(', ');
    response.setHeader('Allow', allow);
    // The body (if any) is not read: the connection closes after the answer.
    response.setHeader('Connection', 'close');
    sendError(request, response, 405, 'method_not_allowed', { method: request.method, path: request.path, allow });
  };
}
