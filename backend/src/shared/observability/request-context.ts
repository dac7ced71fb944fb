import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What every log line written while answering a request knows about it. */
export interface RequestContext {
  requestId: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's (or proxy's) id is kept only when it is a short token: no spaces, quotes or control characters in the logs. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The incoming X-Request-Id when it is a short token, else a new random UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
