import type { INestApplication } from '@nestjs/common';
import { HEADERS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { publicReadRoutes } from './public-reads.js';

/**
 * The response headers a client relies on, declared once in `components.headers` (issue 36 item 2,
 * ADR 0066) and referenced by the responses that send them. (`Link` is paging's: paging.ts.)
 */
export const RESPONSE_HEADERS = {
  ETag: {
    description:
      'The version of this answer (strong on the answers kept for every visitor and on files, weak W/ on answers built per call). ' +
      'Sent back in If-None-Match, it gets a 304 with no body while the answer is unchanged.',
    schema: { type: 'string' },
    example: '"Hc2b6S3cQ3aZ1c9lWmD8bX2F0uA"',
  },
  CacheControl: {
    description:
      'no-cache on public answers (keep it, ask again with If-None-Match before each use); private, no-cache on an answer built ' +
      "for its caller; a file's own lifetime on pictures and exports (a year, immutable, for a card picture asked with its v).",
    schema: { type: 'string' },
    example: 'no-cache',
  },
  RateLimit: {
    description:
      'The rate limit this call counts against (IETF draft-ietf-httpapi-ratelimit-headers-08): the policy, r = calls left in the window, t = seconds until it ends.',
    schema: { type: 'string' },
    example: '"public-reads"; r=599; t=60',
  },
  RateLimitPolicy: {
    description:
      'The rate limit policy (draft 8): q = calls allowed per window, w = the window in seconds, pk = a partition key (a hash of the client IP or account).',
    schema: { type: 'string' },
    example: '"public-reads"; q=600; w=60; pk=:ZjQ3ZDk0NzY4ZDM0:',
  },
  RetryAfter: {
    description: 'Seconds to wait before calling again.',
    schema: { type: 'integer' },
    example: 60,
  },
} as const;

type HeaderComponent = keyof typeof RESPONSE_HEADERS;

/** Each component's header name on the wire. */
const WIRE_NAMES: Record<HeaderComponent, string> = {
  ETag: 'ETag',
  CacheControl: 'Cache-Control',
  RateLimit: 'RateLimit',
  RateLimitPolicy: 'RateLimit-Policy',
  RetryAfter: 'Retry-After',
};

/** A limiter's routes as its middleware matches them: the path and those under it, some methods or all. */
export interface RateLimitedRoutes {
  paths: readonly string[];
  methods?: readonly string[];
}

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, Response>;
}

const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorResponseDto' };

function addHeaders(response: Response, names: HeaderComponent[]): void {
  response.headers ??= {};
  for (const name of names) response.headers[WIRE_NAMES[name]] ??= { $ref: `#/components/headers/${name}` };
}

/** Each handler by its method name, which is its operationId (app.factory.ts's operationIdFactory). */
function handlersByOperationId(app: INestApplication): Map<string, object> {
  const handlers = new Map<string, object>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const prototype = (wrapper.metatype as { prototype?: Record<string, unknown> } | undefined)?.prototype;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name !== 'constructor' && typeof handler === 'function') handlers.set(name, handler);
      }
    }
  return handlers;
}

/** Whether a handler sets Cache-Control itself (`@Header('Cache-Control', …)`): Nest then sends it on every answer, errors too. */
function setsCacheControl(handler: object | undefined): boolean {
  const headers = (handler && (Reflect.getMetadata(HEADERS_METADATA, handler) as Array<{ name: string }> | undefined)) ?? [];
  return headers.some((header) => header.name.toLowerCase() === 'cache-control');
}

/** {/api/decks/{id}} → /api/decks/:id, as the routes are written in Nest and Express. */
const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Declares the headers each operation's responses send (issue 36 item 2), from what the code
 * decides, so the document cannot say otherwise (test/response-headers.e2e-spec.ts calls the app):
 * - every GET's 200 has an `ETag` (the HTTP cache's on kept answers and files, Express's weak one on
 *   the rest) and may carry `Cache-Control` (`no-cache`, `private, no-cache` when built for its
 *   caller, a file's own lifetime); a 304 for If-None-Match naming the ETag, with the 200's headers;
 *   a handler's own `@Header('Cache-Control', …)` is on all its answers;
 * - a rate-limited operation (the public reads the limit counts, and the limiters' own routes):
 *   `RateLimit` and `RateLimit-Policy` on its answers, and a 429 with them and `Retry-After`;
 * - a 503 (database away): `Retry-After`.
 */
export function declareResponseHeaders(app: INestApplication, document: OpenAPIObject, limited: readonly RateLimitedRoutes[]): OpenAPIObject {
  document.info.description = [document.info.description, CROSS_ORIGIN_AND_LIMITS].filter(Boolean).join('\n\n');
  const components = (document.components ??= {}) as { headers?: Record<string, unknown> };
  components.headers = { ...components.headers, ...RESPONSE_HEADERS };
  const handlers = handlersByOperationId(app);
  const counted = new Set([...publicReadRoutes(app).values()].filter((route) => route.counted).map((route) => route.path));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const ok = operation.responses['200'];
      if (operation.operationId && setsCacheControl(handlers.get(operation.operationId)))
        for (const response of Object.values(operation.responses)) addHeaders(response, ['CacheControl']);
      if (method === 'get' && ok) {
        addHeaders(ok, ['ETag', 'CacheControl']);
        // A 304 carries what the 200 says about the answer (a kept answer's own headers, Link…: ADR 0059).
        const notModified = (operation.responses['304'] ??= { description: 'Not Modified: If-None-Match names the current ETag; no body' });
        notModified.headers = { ...ok.headers, ...notModified.headers };
      }
      const rateLimited =
        (method === 'get' && counted.has(expressPath(path))) ||
        limited.some(
          (routes) =>
            (!routes.methods || routes.methods.includes(method.toUpperCase())) &&
            routes.paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
        );
      if (rateLimited) {
        const tooMany = (operation.responses['429'] ??= { description: 'too_many_requests: over the rate limit; wait Retry-After seconds' });
        tooMany.content ??= { 'application/json': { schema: ERROR_SCHEMA } };
        for (const response of Object.values(operation.responses)) addHeaders(response, ['RateLimit', 'RateLimitPolicy']);
        addHeaders(tooMany, ['RetryAfter']);
      }
      if (operation.responses['503']) addHeaders(operation.responses['503'], ['RetryAfter']);
    }
  }
  return document;
}

/** What a developer calling from another site or in a loop needs to know, in the document's introduction. */
export const CROSS_ORIGIN_AND_LIMITS =
  'Public reads (every GET whose Access is public, card pictures included) may be called from any origin: CORS answers ' +
  'Access-Control-Allow-Origin: * without credentials (no cookie is sent or read), and exposes ETag, RateLimit, RateLimit-Policy, ' +
  'Retry-After, Link and X-Request-Id; writes and anything needing the session stay same-origin. Public reads are limited per ' +
  'client IP and minute (card pictures are not counted): RateLimit and RateLimit-Policy say how many are left, and past the limit ' +
  'the answer is 429 too_many_requests with Retry-After. JSON reads carry an ETag: send it in If-None-Match to get a 304.';
