import type { IncomingMessage, ServerResponse } from 'node:http';
import { Metrics, UNMATCHED_ROUTE } from './metrics.js';

type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; originalUrl?: string };

/**
 * Counts and times one answer once it is sent, labelled by the route pattern Express matched
 * (`/api/decks/:id`), never the address (ADR 0052). `fromCache`: the front door answered it.
 */
export function measureRequest(metrics: Metrics, request: IncomingMessage, response: ServerResponse, fromCache: boolean): void {
  const started = process.hrtime.bigint();
  response.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const address = request.url ?? '';
    const route = fromCache ? metrics.routeOf(address) : routeLabel(request as RoutedRequest);
    if (!fromCache && request.method === 'GET' && response.statusCode === 200 && route !== UNMATCHED_ROUTE) metrics.rememberRoute(address, route);
    metrics.observeRequest(request.method ?? 'OTHER', route, response.statusCode, seconds);
  });
}

function routeLabel(request: RoutedRequest): string {
  const pattern = request.route?.path;
  if (typeof pattern === 'string') return `${request.baseUrl ?? ''}${pattern}`;
  const path = (request.originalUrl ?? request.url ?? '').split('?')[0];
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  return UNMATCHED_ROUTE;
}
