import type { IncomingMessage, ServerResponse } from 'node:http';
import { Metrics, UNMATCHED_ROUTE } from './metrics.js';

/** The route pattern of an answer given before routing (a cached answer, ADR 0059). */
const ANSWERED_ROUTE = Symbol('answeredRoute');

type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; originalUrl?: string; [ANSWERED_ROUTE]?: string };

/**
 * Counts and times one answer once it is sent, labelled by the route pattern Express matched
 * (`/api/decks/:id`), never the address (ADR 0052).
 */
export function measureRequest(metrics: Metrics, request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  response.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.observeRequest(request.method ?? 'OTHER', routeLabel(request as RoutedRequest), response.statusCode, seconds);
  });
}

/** Labels an answer given before routing with the pattern of the route it is the answer of. */
export function answeredForRoute(request: IncomingMessage, route: string): void {
  (request as RoutedRequest)[ANSWERED_ROUTE] = route;
}

/** The route pattern Express matched (`/api/decks/:id`), or the one an early answer named. */
export function routeLabel(request: RoutedRequest): string {
  const answered = request[ANSWERED_ROUTE];
  if (answered !== undefined) return answered;
  const pattern = request.route?.path;
  if (typeof pattern === 'string') return `${request.baseUrl ?? ''}${pattern}`;
  const path = (request.originalUrl ?? request.url ?? '').split('?')[0];
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  return UNMATCHED_ROUTE;
}
