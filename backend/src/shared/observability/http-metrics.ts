import type { IncomingMessage, ServerResponse } from 'node:http';
import { Metrics, UNMATCHED_ROUTE } from './metrics.js';

type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; originalUrl?: string };

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

function routeLabel(request: RoutedRequest): string {
  const pattern = request.route?.path;
  if (typeof pattern === 'string') return `${request.baseUrl ?? ''}${pattern}`;
  const path = (request.originalUrl ?? request.url ?? '').split('?')[0];
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  return UNMATCHED_ROUTE;
}
